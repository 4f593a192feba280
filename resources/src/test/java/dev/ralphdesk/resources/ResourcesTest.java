package dev.ralphdesk.resources;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Bundled resources read beside this class give what the class loader gives for the same name. */
class ResourcesTest {
    private static String throughTheClassLoader(String path) throws IOException {
        try (InputStream in = Resources.class.getResourceAsStream(path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void aResourceReadsAsTheClassLoaderReadsIt() throws IOException {
        for (String path : new String[] {"prompts/system.md", "prices/prices.json", "demo/workspace/files.txt"}) {
            assertEquals(throughTheClassLoader(path), Resources.text(path), path);
            assertTrue(Resources.exists(path), path);
        }
    }

    @Test
    void aMissingResourceIsAnErrorAndDoesNotExist() {
        assertThrows(IllegalArgumentException.class, () -> Resources.text("prompts/no-such-prompt.md"));
        assertFalse(Resources.exists("prompts/no-such-prompt.md"));
        assertFalse(Resources.exists("no-such-folder/x.md"));
    }

    @Test
    void aNameOutsideThePackageIsAskedOfTheClassLoader() throws IOException {
        String path = "/dev/ralphdesk/resources/prompts/system.md";
        assertEquals(throughTheClassLoader(path), Resources.text(path));
        assertEquals(Resources.text("prompts/system.md"), Resources.text("../resources/prompts/system.md"));
    }
}
