package dev.ralphdesk.app.ui;

import dev.ralphdesk.resources.Resources;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The demo workspace: the bundled files copied once into the data folder, so the person may edit them. */
public final class DemoWorkspace {
    private static final String ROOT = "demo/workspace/";

    private DemoWorkspace() {
    }

    /** The demo folder under {@code dataFolder}, created from the bundle when missing; existing files are kept. */
    public static Path ensure(Path dataFolder) throws IOException {
        Path folder = dataFolder.resolve("demo-workspace");
        for (String name : Resources.text(ROOT + "files.txt").split("\n")) {
            if (name.isBlank()) {
                continue;
            }
            Path target = folder.resolve(name.strip()).normalize();
            if (!target.startsWith(folder)) {
                throw new IOException("bundled demo file escapes the demo folder: " + name);
            }
            if (!Files.exists(target)) {
                Files.createDirectories(target.getParent());
                Files.writeString(target, Resources.text(ROOT + name.strip()));
            }
        }
        return folder;
    }
}
