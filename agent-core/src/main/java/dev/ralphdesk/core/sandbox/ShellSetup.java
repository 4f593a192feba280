package dev.ralphdesk.core.sandbox;

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

}
