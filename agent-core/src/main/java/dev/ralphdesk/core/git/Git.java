package dev.ralphdesk.core.git;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@code git} in a folder: no shell, the allowlisted environment (plus what a call sets, such
 * as a temporary {@code GIT_INDEX_FILE}), no prompts, no optional locks, a fixed author, and a
 * timeout after which the process is killed.
 */
final class Git {
    private final Path folder;
    private final Map<String, String> environment;
    private final Duration timeout;

    Git(Path folder, Map<String, String> environment, Duration timeout) {
        this.folder = folder;
        this.environment = Map.copyOf(environment);
        this.timeout = timeout;
    }

    /** The folder git runs in. */
    Path folder() {
        return folder;
    }

    /** What a run printed, and how it ended. */
    record Result(int exit, byte[] out, String err) {
        String text() {
            return new String(out, StandardCharsets.UTF_8).strip();
        }

        /** The output's fields separated by NUL ({@code -z}), the empty last one dropped. */
        List<String> fields() {
            List<String> fields = new ArrayList<>(List.of(new String(out, StandardCharsets.UTF_8).split("\0", -1)));
            if (!fields.isEmpty() && fields.get(fields.size() - 1).isEmpty()) {
                fields.remove(fields.size() - 1);
            }
            return fields;
        }
    }

    /** Runs {@code git args…}, feeding {@code input} (may be null); a non-zero exit is returned, not thrown. */
    Result run(Map<String, String> extra, byte[] input, String... args) throws CheckpointException {
        List<String> command = new ArrayList<>(List.of(executable().toString(), "-c", "core.quotepath=off", "-c",
                "core.hooksPath=/dev/null"));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(folder.toFile());
        Map<String, String> env = builder.environment();
        env.clear();
        env.putAll(environment);
        env.put("GIT_TERMINAL_PROMPT", "0");
        env.put("GIT_OPTIONAL_LOCKS", "0");
        env.put("GIT_AUTHOR_NAME", "Ralph Desk");
        env.put("GIT_AUTHOR_EMAIL", "ralph-desk@localhost");
        env.put("GIT_COMMITTER_NAME", "Ralph Desk");
        env.put("GIT_COMMITTER_EMAIL", "ralph-desk@localhost");
        env.putAll(extra);
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new CheckpointException(CheckpointException.Code.CHECKPOINT_NO_GIT, "git cannot be run: "
                    + e.getMessage());
        }
        CompletableFuture<byte[]> out = drain(process.getInputStream());
        CompletableFuture<byte[]> err = drain(process.getErrorStream());
        try (OutputStream stdin = process.getOutputStream()) {
            if (input != null) {
                stdin.write(input);
            }
        } catch (IOException e) {
            // git stopped reading: its exit code says why
        }
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                throw new CheckpointException(CheckpointException.Code.CHECKPOINT_TIMEOUT, "git " + args[0]
                        + " did not finish within " + timeout.toSeconds() + " s");
            }
            return new Result(process.exitValue(), out.join(), new String(err.join(), StandardCharsets.UTF_8).strip());
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new CheckpointException(CheckpointException.Code.CHECKPOINT_TIMEOUT, "interrupted while git "
                    + args[0] + " ran");
        }
    }

    /** Runs {@code git args…} and returns its result; a non-zero exit is a {@link CheckpointException}. */
    Result check(Map<String, String> extra, byte[] input, String... args) throws CheckpointException {
        Result result = run(extra, input, args);
        if (result.exit() != 0) {
            throw new CheckpointException(CheckpointException.Code.CHECKPOINT_GIT_FAILED, "git " + args[0]
                    + " failed (exit " + result.exit() + "): " + result.err());
        }
        return result;
    }

    /** {@code git} on the environment's PATH (this process's when the environment has none). */
    private Path executable() throws CheckpointException {
        String path = environment.containsKey("PATH") ? environment.get("PATH")
                : System.getenv().getOrDefault("PATH", "");
        for (String entry : path.split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                Path candidate = Path.of(entry, "git");
                if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                    return candidate;
                }
            }
        }
        throw new CheckpointException(CheckpointException.Code.CHECKPOINT_NO_GIT, "git is not installed (not on the "
                + "PATH " + path + ")");
    }

    private static CompletableFuture<byte[]> drain(InputStream stream) {
        return CompletableFuture.supplyAsync(() -> {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (stream) {
                stream.transferTo(bytes);
            } catch (IOException e) {
                // the process ended: what was read is all there is
            }
            return bytes.toByteArray();
        }, task -> {
            Thread reader = new Thread(task, "ralph-desk-git-output");
            reader.setDaemon(true);
            reader.start();
        });
    }
}
