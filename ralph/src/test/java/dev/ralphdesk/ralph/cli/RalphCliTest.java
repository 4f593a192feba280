package dev.ralphdesk.ralph.cli;

import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.ralph.testing.RalphStack.blocked;
import static dev.ralphdesk.ralph.testing.RalphStack.complete;
import static dev.ralphdesk.ralph.testing.RalphStack.continuing;
import static dev.ralphdesk.ralph.testing.RalphStack.checkScript;
import static dev.ralphdesk.ralph.testing.RalphStack.runCheck;
import static dev.ralphdesk.ralph.testing.RalphStack.submit;
import static dev.ralphdesk.ralph.testing.RalphStack.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.ralph.testing.RalphStack;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RalphCliTest {
    @TempDir
    Path workspace;

    @org.junit.jupiter.api.BeforeEach
    void layOut() throws Exception {
        checkScript(workspace, "test -f a.txt");
    }

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(RalphStack stack, String... args) {
        return new RalphCli().run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), stack.t.harness, stack.service());
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aRunPrintsOneLinePerRoundAndExitsZeroWhenComplete() {
        try (RalphStack stack = new RalphStack(List.of(
                write("a.txt", "a"), submit(continuing("wrote a.txt", "verify it")), text("ok"),
                runCheck(), submit(complete("a.txt is there", "sh check.sh exited 0")), text("ok")),
                Map.of())) {
            int code = run(stack, "--workspace", workspace.toString(), "--max-rounds", "4", "make a.txt");

            assertEquals(0, code, err());
            List<String> lines = out().lines().toList();
            assertEquals(5, lines.size(), out());
            assertTrue(lines.get(0).startsWith("Ralph run "));
            assertTrue(lines.get(1).startsWith("round 1/4 · continue · wrote a.txt · "), lines.get(1));
            assertTrue(lines.get(1).contains(" · 1 file"), lines.get(1));
            assertTrue(lines.get(2).startsWith("round 2/4 · complete · a.txt is there · "), lines.get(2));
            assertTrue(lines.get(2).endsWith(" files · certified: verifier `sh check.sh` passed"), lines.get(2));
            assertTrue(lines.get(3).endsWith("complete after 2 rounds (certified: verifier passed)"), lines.get(3));
            assertEquals("report: complete · a.txt is there", lines.get(4));
        }
    }

    @Test
    void eachOutcomeHasItsOwnExitCode() {
        record Case(List<ScriptedResponse> script, String[] extra, int code) {
        }
        List<Case> cases = List.of(
                new Case(List.of(submit(blocked("s", "needs a person")), text("ok")), new String[0], 4),
                new Case(List.of(submit(continuing("s", "n")), text("ok")), new String[] {"--max-rounds", "1"}, 5),
                new Case(List.of(text("no report"), text("still none")), new String[0], 1),
                new Case(List.of(runCheck(), submit(complete("s", "e")), text("ok")),
                        new String[] {"--check", "exit 3"}, 1));
        for (Case c : cases) {
            try (RalphStack stack = new RalphStack(c.script(), Map.of("ralph.maxCompletionRefusals", "0"))) {
                List<String> args = new java.util.ArrayList<>(List.of("--workspace", workspace.toString()));
                args.addAll(List.of(c.extra()));
                args.add("objective");
                assertEquals(c.code(), run(stack, args.toArray(String[]::new)), out() + err());
            }
        }
    }

    @Test
    void showPrintsTheTimelineOfAFinishedRun() {
        try (RalphStack stack = new RalphStack(List.of(submit(blocked("tried", "needs a key")), text("ok")), Map.of())) {
            run(stack, "--workspace", workspace.toString(), "get a key");
            String runId = out().lines().findFirst().orElseThrow().split(" ")[2];
            out.reset();

            assertEquals(0, run(stack, "show", runId));

            List<String> lines = out().lines().toList();
            assertTrue(lines.get(0).startsWith("run " + runId + " · blocked · 1/256 rounds · \"get a key\""), lines.get(0));
            assertTrue(lines.get(1).startsWith("  round 1/256 · blocked · tried · "), lines.get(1));
            assertTrue(lines.get(2).endsWith("blocked after 1 round: needs a key"), lines.get(2));
        }
    }

    @Test
    void badArgumentsAndUnknownRunsExitTwoWithoutAStackTrace() {
        try (RalphStack stack = new RalphStack(List.of(), Map.of())) {
            assertEquals(2, run(stack, "objective only"));
            assertEquals(2, run(stack, "--workspace", workspace.toString()));
            assertEquals(2, run(stack, "--workspace", workspace.toString(), "--max-rounds", "zero", "x"));
            assertEquals(2, run(stack, "--workspace", workspace.toString(), "--max-rounds", "999", "x"));
            assertEquals(2, run(stack, "show", "nope"));
            assertEquals(2, run(stack, "resume", "nope"));
            assertEquals(2, run(stack));
            assertEquals(3, run(stack, "--workspace", workspace.resolve("missing").toString(), "x"));
            assertTrue(err().contains("error: --workspace DIR is required"), err());
            assertTrue(err().contains("RALPH_INVALID_MAX_ROUNDS"), err());
            assertTrue(err().contains("RALPH_RUN_NOT_FOUND"), err());
            assertTrue(!err().contains("\tat "), "no stack trace");
        }
    }
}
