package dev.ralphdesk.core.workspace;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.sandbox.ShellAccess;
import dev.ralphdesk.core.sandbox.ShellEnvironment;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Runs a shell command in a folder with a timeout. Cancelling the token or hitting the timeout
 * kills the whole process tree. The environment is an allowlist ({@link ShellEnvironment}).
 */
public interface CommandRunner {

    CommandOutcome run(Path folder, String command, Duration timeout, CancellationToken cancel);

    /**
     * Runs with the given access to the workspace's protected folders. A runner without a sandbox
     * has nothing to open, so by default this is {@link #run(Path, String, Duration, CancellationToken)}.
     */
    default CommandOutcome run(Path folder, String command, Duration timeout, CancellationToken cancel,
            ShellAccess access) {
        return run(folder, command, timeout, cancel);
    }

    /**
     * The caller has done with the last command's result, if any, and waits for other work (a turn: for
     * the model's answer), and its next command, if one comes, will likely run in {@code folder} (the
     * turn's workspace): what was put off for it (the sandbox's probe, a sandbox started ahead) may start
     * now, in the background. By default nothing was.
     */
    default void prepareNext(Path folder) {
    }
}
