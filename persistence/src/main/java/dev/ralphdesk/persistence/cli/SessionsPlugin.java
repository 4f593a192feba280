package dev.ralphdesk.persistence.cli;

import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.harness.CliCommand;
import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.sandbox.ShellEnvironment;
import java.time.ZoneId;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The {@code sessions …} command line over the harness's session store. The time zone its times are
 * printed in is asked for only when one of its commands is made: the system's default zone reads the
 * JDK's zone database ({@code tzdb.dat}), ~10 ms before every other command's first request otherwise.
 */
public final class SessionsPlugin implements Plugin {
    public static final String ID = "sessions";
    private final Supplier<ZoneId> zone;
    private final Supplier<Map<String, String>> environment;

    public SessionsPlugin() {
        this(ZoneId::systemDefault);
    }

    /** @param zone the time zone times are printed in, asked for when a sub-command is made */
    public SessionsPlugin(Supplier<ZoneId> zone) {
        this(zone, ShellEnvironment.standard(System::getenv)::variables);
    }

    /**
     * @param zone the time zone times are printed in, asked for when a sub-command is made
     * @param environment the variables git runs with for checkpoints (the shell's allowlist)
     */
    public SessionsPlugin(Supplier<ZoneId> zone, Supplier<Map<String, String>> environment) {
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
                services -> new SessionsCli(services, zone.get(), new GitCheckpoints(environment.get(),
                        GitCheckpoints.TIMEOUT)));
    }
}
