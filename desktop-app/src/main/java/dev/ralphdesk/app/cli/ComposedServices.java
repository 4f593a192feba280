package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.core.control.ControlClient;
import dev.ralphdesk.core.harness.CliServices;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.secret.SecretScan;
import java.io.PrintStream;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What the commands get: where to print from the start, and the application once it is composed. The
 * words are parsed against commands holding these services before anything is composed (parsing, help
 * and bad arguments need no application); the command that runs is then given the one application
 * composed for its global options ({@link #bind}). {@code secrets}: the scan of the environment the
 * command runs in, made when a command first asks for it (an export; it reads the stored key).
 */
final class ComposedServices implements CliServices {
    private final PrintStream out;
    private final PrintStream err;
    private final Supplier<SecretScan> secrets;
    private HeadlessComposition composed;

    ComposedServices(PrintStream out, PrintStream err, Supplier<SecretScan> secrets) {
        this.out = out;
        this.err = err;
        this.secrets = secrets;
    }

    /** Gives the commands the application they run in; once. */
    void bind(HeadlessComposition application) {
        if (composed != null) {
            throw new IllegalStateException("the commands already run in an application");
        }
        composed = Objects.requireNonNull(application, "application");
    }

    /** The composed application. */
    AppServices app() {
        return composition().app();
    }

    @Override
    public PrintStream out() {
        return out;
    }

    @Override
    public PrintStream err() {
        return err;
    }

    @Override
    public Harness harness() {
        return app().harness();
    }

    @Override
    public void requireModel() {
        composition().model().provider();
    }

    @Override
    public Optional<ControlClient> owner() {
        return composition().owner();
    }

    @Override
    public SecretScan secrets() {
        return secrets.get();
    }

    private HeadlessComposition composition() {
        if (composed == null) {
            throw new IllegalStateException("a command ran before its application was composed");
        }
        return composed;
    }
}
