package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.DeferredModelProvider;
import dev.ralphdesk.app.DemoModel;
import dev.ralphdesk.core.control.ControlClient;
import dev.ralphdesk.core.harness.CliServices;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.secret.SecretScan;
import java.io.PrintStream;
import java.util.Optional;

/**
 * What the commands of one composed application get; {@code owner}: the folder's owner, when another
 * process is it; {@code secrets}: the scan of the environment the command runs in.
 */
record ComposedServices(AppServices app, DeferredModelProvider model, Optional<ControlClient> owner, PrintStream out,
        PrintStream err, SecretScan secrets) implements CliServices {

    /** The services of the application composed only to describe the commands (nothing runs in it). */
    static ComposedServices describing(AppServices described, PrintStream out, PrintStream err) {
        return new ComposedServices(described, DemoModel.deferred(), Optional.empty(), out, err, SecretScan.shapes());
    }

    @Override
    public Harness harness() {
        return app.harness();
    }

    @Override
    public void requireModel() {
        model.provider();
    }
}
