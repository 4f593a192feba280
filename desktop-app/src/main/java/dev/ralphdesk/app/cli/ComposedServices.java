package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.DeferredModelProvider;
import dev.ralphdesk.core.cli.CliServices;
import dev.ralphdesk.core.harness.Harness;
import java.io.PrintStream;

/** What the commands of one composed application get. */
record ComposedServices(AppServices app, DeferredModelProvider model, PrintStream out, PrintStream err)
        implements CliServices {

    @Override
    public Harness harness() {
        return app.harness();
    }

    @Override
    public void requireModel() {
        model.provider();
    }
}
