package dev.ralphdesk.core.sandbox;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/** Where shell commands run: inside a sandbox, or with the user's full access ({@link #none}). */
public interface Sandbox {

    /** No sandbox ({@code state} says why): commands run as they are; {@code why} in a sentence. */
    static Sandbox none(SandboxStatus.State state, String why) {
        if (state == SandboxStatus.State.ACTIVE || state == SandboxStatus.State.REFUSING) {
            throw new IllegalArgumentException("no sandbox is " + state);
        }
        return new Unsandboxed(new SandboxStatus(state, why));
    }

    /** A sandbox was asked for and does not work: every command is refused, saying {@code why}. */
    static Sandbox refusing(String why) {
        return new Unsandboxed(new SandboxStatus(SandboxStatus.State.REFUSING, why));
    }

    /**
     * The command line that runs {@code command} with {@code workspace} as its folder, hiding the
     * paths in {@code hidden}. Throws {@link SandboxUnavailableException} when commands are refused.
     */
    List<String> wrap(Path workspace, List<Path> hidden, List<String> command, ShellAccess access);

    SandboxStatus status();

    /**
     * Whether every process a wrapped command starts stays in the sandbox's own process namespace
     * below the wrapped root, and ends with it: then killing the root and its current descendants
     * reaches every one of them, and no process needs to be remembered while the command runs.
     */
    default boolean endsItsProcessesWithTheCommand() {
        return false;
    }

    /**
     * Starts in the background what this sandbox's verdict waits for (bubblewrap's probe), unless it has
     * started; returns at once. Without it the first use starts it and waits. Nothing by default.
     */
    default void prepare() {
    }

    /**
     * What a process started ahead of the commands (a spare shell) is to run in; returns at once. Where the
     * verdict waits for a probe that has not started, a trial: the sandbox a working probe chooses, and that
     * process, started in it, is the probe — its coming up (a sign from inside the sandbox) is the verdict,
     * and where it does not come up the probe runs and decides as it would have. Otherwise the verdict's
     * sandbox. Unlike a command's use it asks for no warning of the verdict: nothing runs in it before the
     * verdict but that process, and no command. By default this sandbox as it is.
     */
    default Ahead ahead() {
        return new Ahead(() -> this, up -> {
        });
    }

    /**
     * The sandbox a process started ahead runs in ({@link #sandbox}: may wait for the verdict), and whom to
     * tell, once, whether it came up (in a trial the verdict waits for that; else nobody listens). A caller
     * that starts no process says false.
     */
    record Ahead(Supplier<Sandbox> in, Consumer<Boolean> told) {
        public Sandbox sandbox() {
            return in.get();
        }

        public void cameUp(boolean up) {
            told.accept(up);
        }
    }

    /** Runs commands unchanged, or refuses them all. */
    record Unsandboxed(SandboxStatus status) implements Sandbox {
        @Override
        public List<String> wrap(Path workspace, List<Path> hidden, List<String> command, ShellAccess access) {
            if (status.state() == SandboxStatus.State.REFUSING) {
                throw new SandboxUnavailableException(status.summary());
            }
            return List.copyOf(command);
        }
    }
}
