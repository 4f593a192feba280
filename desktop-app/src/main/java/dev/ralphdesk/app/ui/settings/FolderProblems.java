package dev.ralphdesk.app.ui.settings;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.persistence.sqlite.FolderVerdict;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Why a folder cannot become the data folder, as the Settings field's message; empty when it can. */
final class FolderProblems {
    private FolderProblems() {
    }

    static Optional<Message> of(FolderVerdict verdict) {
        if (verdict instanceof FolderVerdict.Usable) {
            return Optional.empty();
        } else if (verdict instanceof FolderVerdict.NotAFolder file) {
            return Optional.of(Message.of("settings.error.dataFolder.file", file.file().toString()));
        } else if (verdict instanceof FolderVerdict.NotWritable denied) {
            return Optional.of(Message.of("settings.error.dataFolder.notWritable", denied.folder().toString(),
                    denied.reason()));
        } else if (verdict instanceof FolderVerdict.Locked locked) {
            return Optional.of(locked.pid().isEmpty() ? Message.of("settings.error.dataFolder.locked")
                    : Message.of("settings.error.dataFolder.lockedBy", locked.pid()));
        } else if (verdict instanceof FolderVerdict.NewerSchema newer) {
            return Optional.of(Message.of("settings.error.dataFolder.newer", Integer.toString(newer.found()),
                    Integer.toString(newer.known())));
        } else if (verdict instanceof FolderVerdict.Unusable unusable) {
            return Optional.of(Message.of("settings.error.dataFolder.unusable", unusable.detail()));
        }
        throw new IllegalStateException("unexpected folder verdict " + verdict.getClass().getSimpleName());
    }

    /**
     * A data folder inside a session's workspace would be within reach of the agent's tools (a
     * {@code shell} command could delete the database); the reverse (a workspace inside the data
     * folder, like the demo's) is fine.
     */
    static Optional<Message> insideWorkspace(Path folder, List<Path> workspaces) {
        Path candidate = folder.toAbsolutePath().normalize();
        for (Path workspace : workspaces) {
            Path root = workspace.toAbsolutePath().normalize();
            if (candidate.startsWith(root)) {
                return Optional.of(Message.of("settings.error.dataFolder.inWorkspace", root.toString()));
            }
        }
        return Optional.empty();
    }
}
