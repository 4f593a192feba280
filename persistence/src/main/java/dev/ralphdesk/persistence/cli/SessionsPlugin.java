package dev.ralphdesk.persistence.cli;

import dev.ralphdesk.core.harness.CliCommand;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import java.time.ZoneId;

/** The {@code sessions …} command line over the harness's session store. */
public final class SessionsPlugin implements Plugin {
    public static final String ID = "sessions";
    private final ZoneId zone;

    public SessionsPlugin() {
        this(ZoneId.systemDefault());
    }

    /** @param zone the time zone times are printed in */
    public SessionsPlugin(ZoneId zone) {
        this.zone = zone;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public void install(PluginContext context) {
        context.addCliCommand(new CliCommand(SessionsCli.NAME,
                services -> new SessionsCli(services, zone)));
    }
}
