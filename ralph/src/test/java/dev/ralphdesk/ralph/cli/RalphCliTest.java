package dev.ralphdesk.ralph.cli;

import static dev.ralphdesk.core.testing.Scripts.checkScript;
import static dev.ralphdesk.core.testing.Scripts.runCheck;
import static dev.ralphdesk.core.testing.Scripts.text;
import static dev.ralphdesk.core.testing.Scripts.write;
import static dev.ralphdesk.ralph.testing.RalphStack.blocked;
import static dev.ralphdesk.ralph.testing.RalphStack.complete;
import static dev.ralphdesk.ralph.testing.RalphStack.continuing;
import static dev.ralphdesk.ralph.testing.RalphStack.submit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.testing.CliRun;
import dev.ralphdesk.ralph.testing.RalphStack;
import java.nio.file.Path;
import java.util.ArrayList;
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

    private final CliRun cli = new CliRun();

    private int run(RalphStack stack, String... args) {
        return cli.run(new RalphCli(stack::service, cli.services(stack.t.harness)), args);
    }

    private String out() {
        return cli.out();
    }

    private String err() {
        return cli.err();
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
            assertTrue(lines.get(2).endsWith(" files · cost unknown · certified: verifier `sh check.sh` passed"), lines.get(2));
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
                List<String> args = new ArrayList<>(List.of("--workspace", workspace.toString()));
                args.addAll(List.of(c.extra()));
                args.add("objective");
                assertEquals(c.code(), run(stack, args.toArray(String[]::new)), out() + err());
            }
        }
    }

    @Test
    void showPrintsTheTimelineOfAFinishedRunFoundByItsShortId() {
        try (RalphStack stack = new RalphStack(List.of(submit(blocked("tried", "needs a key")), text("ok")), Map.of())) {
            run(stack, "--workspace", workspace.toString(), "get a key");
            String runId = out().lines().findFirst().orElseThrow().split(" ")[2];

            assertEquals(0, run(stack, "show", runId.substring(0, 8)), err());

            List<String> lines = out().lines().toList();
            assertTrue(lines.get(0).startsWith("run " + runId + " · blocked · 1/256 rounds · \"get a key\""), lines.get(0));
            assertTrue(lines.get(1).startsWith("  round 1/256 · blocked · tried · "), lines.get(1));
            assertTrue(lines.get(2).endsWith("blocked after 1 round: needs a key"), lines.get(2));
            assertEquals(1, run(stack, "resume", runId.substring(0, 8)), "a finished run cannot be resumed");
            assertTrue(err().contains("RALPH_NOT_RESUMABLE"), err());
        }
    }

    @Test
    void badArgumentsAndUnknownRunsExitTwoWithoutAStackTrace() {
        try (RalphStack stack = new RalphStack(List.of(), Map.of())) {
            assertEquals(2, run(stack, "objective only"));
            assertTrue(err().contains("error: --workspace DIR is required"), err());
            assertEquals(2, run(stack, "--workspace", workspace.toString()));
            assertEquals(2, run(stack, "--workspace", workspace.toString(), "--max-rounds", "zero", "x"));
            assertEquals(2, run(stack, "--workspace", workspace.toString(), "--max-rounds", "999", "x"));
            assertTrue(err().contains("RALPH_INVALID_MAX_ROUNDS"), err());
            assertEquals(2, run(stack, "--workspace", workspace.toString(), "--max-time", "soon", "x"));
            assertEquals(2, run(stack, "show", "nope"));
            assertTrue(err().contains("no Ralph run matches 'nope'"), err());
            assertEquals(2, run(stack, "resume", "nope"));
            assertEquals(2, run(stack));
            assertEquals(3, run(stack, "--workspace", workspace.resolve("missing").toString(), "x"));
            assertTrue(!err().contains("\tat "), "no stack trace");
        }
    }
}
