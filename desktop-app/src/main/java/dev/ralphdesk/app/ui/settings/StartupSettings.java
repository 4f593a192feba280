package dev.ralphdesk.app.ui.settings;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.UiPreferences;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.settings.ConfigLocation;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.location.DataFolderPointer;
import dev.ralphdesk.persistence.sqlite.FolderProbe;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What Settings changes for the next start rather than at once: the data folder (a pointer file in
 * the config folder, which the window and the command line both read) and the language (the window
 * preferences). Knows which folder this run uses and why, so Settings can say so. Switching either
 * live could lose work (a store open on the old folder, views built in the old language), so a new
 * choice is saved and used from the next start; the old folder is never moved or emptied.
 */
public final class StartupSettings {
    private final DataFolder inUse;
    private final DataFolder withoutChoice;
    private final DataFolderPointer pointer;
    private final UiPreferences preferences;
    private final Supplier<List<Path>> workspaces;

    /**
     * @param inUse the folder this run uses and why
     * @param withoutChoice where the folder would be with nothing chosen in Settings and no override
     * @param workspaces the workspaces of the sessions on record (a data folder may not live in one)
     */
    public StartupSettings(DataFolder inUse, DataFolder withoutChoice, DataFolderPointer pointer,
            UiPreferences preferences, Supplier<List<Path>> workspaces) {
        this.inUse = inUse;
        this.withoutChoice = withoutChoice;
        this.pointer = pointer;
        this.preferences = preferences;
        this.workspaces = workspaces;
    }

    /** The settings of a run that uses {@code inUse}, with the sessions of {@code store}. */
    public static StartupSettings of(DataFolder inUse, Map<String, String> env, Path home, ConfigLocation config,
            UiPreferences preferences, SessionStore store) {
        return new StartupSettings(inUse, DataFolder.withoutChoice(env, home), DataFolderPointer.in(config.directory()),
                preferences, () -> workspacesOf(store));
    }

    public DataFolder inUse() {
        return inUse;
    }

    public DataFolder withoutChoice() {
        return withoutChoice;
    }

    /** The folder chosen in Settings, as saved; reads the pointer file. */
    public Optional<String> savedDataFolder() {
        return pointer.read();
    }

    /** The language saved for the next start ({@code en} or {@code zh}). */
    public String language() {
        return preferences.language();
    }

    /** Why {@code folder} cannot become the data folder, or empty. Looks at the disk (call in the background). */
    public Optional<Message> check(Path folder) {
        Optional<Message> inside = FolderProblems.insideWorkspace(folder, workspaces.get());
        if (inside.isPresent()) {
            return inside;
        }
        return FolderProblems.of(FolderProbe.check(folder, folder.toAbsolutePath().normalize().equals(inUse.path())));
    }

    /** Saves the data folder choice (empty: none) and the language, both for the next start. */
    public void save(Optional<Path> folder, String language) throws IOException {
        if (folder.isPresent()) {
            pointer.write(folder.get());
        } else {
            pointer.clear();
        }
        preferences.language(language);
        preferences.save();
    }

    private static List<Path> workspacesOf(SessionStore store) {
        List<Path> paths = new ArrayList<>();
        for (SessionInfo info : store.list(true)) {
            try {
                paths.add(Path.of(info.workspace()));
            } catch (InvalidPathException e) {
                // a workspace that is no path cannot hold the data folder either
            }
        }
        return paths;
    }
}
