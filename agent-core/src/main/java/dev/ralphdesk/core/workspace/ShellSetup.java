package dev.ralphdesk.core.workspace;

import dev.ralphdesk.core.sandbox.Bubblewrap;
import dev.ralphdesk.core.sandbox.Sandbox;
import dev.ralphdesk.core.sandbox.SandboxStatus;
import dev.ralphdesk.core.settings.SandboxMode;
import dev.ralphdesk.core.settings.Settings;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/** How shell commands run: the environment they get and the sandbox they run in. */
public record ShellSetup(ShellEnvironment environment, Sandbox sandbox) {
    public ShellSetup {
        Objects.requireNonNull(environment, "environment");
        Objects.requireNonNull(sandbox, "sandbox");
    }

    /** The JVM's standard variables, no sandbox: what tests and tools composed by hand get. */
    public static ShellSetup unsandboxed() {
        return unsandboxed(System::getenv);
    }

    /** The standard variables of {@code source}, no sandbox. */
    public static ShellSetup unsandboxed(Supplier<Map<String, String>> source) {
        return new ShellSetup(ShellEnvironment.standard(source), Sandbox.none(SandboxStatus.State.OFF,
                "no sandbox configured"));
    }

    /**
     * What the settings ask for, over the process environment {@code env}: the standard variables
     * plus {@code shellEnv}, never the key's variable; bubblewrap unless {@code "sandbox": "off"}
     * (checked once here: it may be missing or not work on this machine).
     */
    public static ShellSetup from(Settings settings, Map<String, String> env) {
        Map<String, String> copy = Map.copyOf(env);
        ShellEnvironment environment = new ShellEnvironment(() -> copy, settings.shellEnv(),
                settings.keyVariable().stream().toList());
        SandboxMode mode = settings.sandbox() == null ? SandboxMode.WORKSPACE_WRITE : settings.sandbox();
        Sandbox sandbox = Bubblewrap.choose(mode, settings.sandbox() != null, settings.shellNetwork(),
                Bubblewrap.find(env.get("PATH")));
        return new ShellSetup(environment, sandbox);
    }
}
