package dev.ralphdesk.core.git;

import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;
import java.util.Map;
import java.util.function.Supplier;

/** Checkpoints of the workspace before every goal round and Ralph round, where it is a git repository. */
public final class CheckpointsPlugin implements Plugin {
    public static final String ID = "checkpoints";
    private final Supplier<Map<String, String>> environment;

    /** @param environment the variables git runs with (the shell's allowlist) */
    public CheckpointsPlugin(Supplier<Map<String, String>> environment) {
        this.environment = environment;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public void install(PluginContext context) {
        context.addEventType(CheckpointRecorded.EVENT_TYPE);
        context.addTurnHook(new RoundCheckpoints(new GitCheckpoints(environment.get(), GitCheckpoints.TIMEOUT),
                context.sessions()));
    }
}
