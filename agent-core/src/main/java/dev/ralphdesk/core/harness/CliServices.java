package dev.ralphdesk.core.harness;

import dev.ralphdesk.core.cli.CliException;
import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.cli.Steers;
import dev.ralphdesk.core.control.ControlClient;
import dev.ralphdesk.core.secret.SecretScan;
import java.io.PrintStream;
import java.util.Optional;

/**
 * What a command gets from the composed application: where to print, and the harness its plugin
 * was installed into (composed with the data folder, settings and model the global options chose).
 * The model is chosen when first used; a command that is about to run the model calls
 * {@link #requireModel()} first, so that an unusable one stops it before any work (exit code 3).
 */
public interface CliServices {

    PrintStream out();

    PrintStream err();

    Harness harness();

    /**
     * Checks the model the options and settings chose.
     *
     * @throws CliException with {@link ExitCode#ENVIRONMENT} naming what to fix (no model configured,
     *     a malformed settings file, a preset without its key, a custom endpoint without a base URL)
     */
    void requireModel();

    /**
     * The Ralph Desk that owns the data folder (the window or a headless run), when one listens on
     * its control socket: {@link Steers} commands ask it, {@code sessions follow} follows through it.
     */
    default Optional<ControlClient> owner() {
        return Optional.empty();
    }

    /**
     * The secret scan everything a command writes out of the session log passes (exports): the
     * shapes of secrets, and the values the composition knows (the environment's, the stored key).
     */
    default SecretScan secrets() {
        return SecretScan.shapes();
    }
}
