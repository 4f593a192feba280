package dev.ralphdesk.persistence.cli;

import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.harness.CliCommand;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.sandbox.ShellEnvironment;
import java.time.ZoneId;
import java.util.Map;
import java.util.function.Supplier;

/** The {@code sessions …} command line over the harness's session store. */
public final class SessionsPlugin implements Plugin {
    public static final String ID = "sessions";
    private final ZoneId zone;
    private final Supplier<Map<String, String>> environment;

    public SessionsPlugin() {
        this(ZoneId.systemDefault());
    }

    /** @param zone the time zone times are printed in */
    public SessionsPlugin(ZoneId zone) {
        this(zone, ShellEnvironment.standard(System::getenv)::variables);
    }

    /**
     * @param zone the time zone times are printed in
     * @param environment the variables git runs with for checkpoints (the shell's allowlist)
     */
    public SessionsPlugin(ZoneId zone, Supplier<Map<String, String>> environment) {
        this.zone = zone;
        this.environment = environment;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public void install(PluginContext context) {
        context.addCliCommand(cliCommand());
    }

    /**
     * The {@code sessions …} command line; it asks the services for the harness only when a sub-command
     * runs, so a command line can be parsed before the harness it belongs to is composed.
     */
    public CliCommand cliCommand() {
        return new CliCommand(SessionsCli.NAME,
                services -> new SessionsCli(services, zone, new GitCheckpoints(environment.get(),
                        GitCheckpoints.TIMEOUT)));
    }
}
