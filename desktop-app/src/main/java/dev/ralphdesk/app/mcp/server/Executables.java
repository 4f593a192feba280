package dev.ralphdesk.app.mcp.server;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Checks that a server's command can be run before the SDK tries: a missing command would otherwise
 * only show as a start that never answers.
 */
final class Executables {
    private Executables() {
    }

    /** @throws ServerFailure naming the command and where it was looked for */
    static void require(String command, Path workspace, String path) {
        if (command.contains("/")) {
            Path file = workspace.resolve(command);
            if (!Files.isRegularFile(file) || !Files.isExecutable(file)) {
                throw new ServerFailure("cannot start `" + command + "`: no such executable file");
            }
            return;
        }
        String folders = path == null ? "" : path;
        for (String folder : folders.split(File.pathSeparator)) {
            if (!folder.isEmpty()) {
                Path file = Path.of(folder, command);
                if (Files.isRegularFile(file) && Files.isExecutable(file)) {
                    return;
                }
            }
        }
        throw new ServerFailure("cannot start `" + command + "`: it is not on the PATH the server gets (" + folders
                + ")");
    }
}
