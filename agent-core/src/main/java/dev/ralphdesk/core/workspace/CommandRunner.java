package dev.ralphdesk.core.workspace;

import dev.ralphdesk.core.cancel.CancellationToken;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Runs a shell command in a folder with a timeout. Cancelling the token or hitting the timeout
 * kills the whole process tree. The environment never carries variables named {@code *_API_KEY},
 * {@code *_TOKEN} or {@code *_SECRET}.
 */
public interface CommandRunner {

    CommandOutcome run(Path folder, String command, Duration timeout, CancellationToken cancel);
}
