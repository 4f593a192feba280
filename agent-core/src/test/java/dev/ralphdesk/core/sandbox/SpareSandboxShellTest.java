package dev.ralphdesk.core.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.CommandOutcome;
import java.io.IOException;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * In the real bubblewrap sandbox, a command given to a spare sees the shell a fresh start gives it: its status,
 * its output, its process ids (the shell is process 2, bubblewrap's own process 1), its input.
 */
class SpareSandboxShellTest {
    private static final Duration MINUTE = Duration.ofMinutes(1);
    private SandboxFolders folders;
    private BashCommandRunner sandboxed;

    @BeforeEach
    void layOut() throws Exception {
        folders = new SandboxFolders();
        sandboxed = folders.runner(false);
    }

    @AfterEach
    void clean() throws IOException {
        sandboxed.close();
        folders.close();
    }

    private CommandOutcome fresh(String command) {
        return sandboxed.run(folders.workspace, command, MINUTE, CancellationToken.none());
    }

    private CommandOutcome inASpare(String command) {
        sandboxed.prepareNext(folders.workspace);
        return sandboxed.run(folders.workspace, command, MINUTE, CancellationToken.none());
    }

    static Stream<String> commands() {
        return Stream.of(
                "exit 7",
                "false",
                "echo \"$0 $$ $PPID $BASHPID $SHLVL [$_] $- ${n-unset} ${c-unset} [$BASH_EXECUTION_STRING]\"",
                "sh -c 'echo \"$PPID\"'; (echo \"$BASHPID\")",
                "cat; read -r line; echo \"read $? [$line]\"",
                "set -u; echo \"$undefined\"; echo after",
                "set -e; false; echo after",
                "trap 'echo \"trapped $?\"' EXIT; echo body; exit 4",
                "echo before; exec sh -c 'echo \"sh $$\"; exit 5'",
                "(exit 3) & echo \"$!\"; wait $!; echo \"waited $?\"",
                "echo one\necho two; fi\necho three",
                "x=1\nif [ \"$x\" = 1 ]; then\n  echo one\nfi\necho \"line $LINENO\"",
                "printf '%s\\n' 'héllo \"wörld\" ✓ 日本 a\\b'",
                "cat <<'EOF' | wc -c\n" + "x".repeat(200_000) + "\nEOF");
    }

    @ParameterizedTest
    @MethodSource("commands")
    void aCommandInASpareSeesWhatAFreshStartShowsIt(String command) {
        assertEquals(fresh(command), inASpare(command));
    }

    /** The shell is process 2, as in a fresh start; a program it runs last is forked (not exec'd in its place). */
    @Test
    void theShellIsProcessTwoAndItsLastProgramItsChild() {
        CommandOutcome outcome = inASpare("echo \"$$ $PPID\"; sh -c 'echo \"$$ $PPID\"'");

        assertEquals("2 1\n3 2\n", outcome.output());
        assertEquals(outcome, fresh("echo \"$$ $PPID\"; sh -c 'echo \"$$ $PPID\"'"));
    }
}
