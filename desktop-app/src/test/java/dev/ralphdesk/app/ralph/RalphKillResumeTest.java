package dev.ralphdesk.app.ralph;

import static dev.ralphdesk.app.ui.Answers.report;
import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.testing.CliRun;
import dev.ralphdesk.ralph.cli.RalphCli;
import dev.ralphdesk.ralph.replay.RoundState;
import dev.ralphdesk.ralph.replay.RunState;
import dev.ralphdesk.ralph.replay.RunView;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kill the process mid-run (SIGKILL of a child JVM in round 2), reopen the SQLite log in a fresh
 * harness: the run shows interrupted, nothing starts by itself, and {@code ralph resume RUN_ID}
 * continues from the last good report to completion.
 */
class RalphKillResumeTest {
    @TempDir
    Path dir;

    @Test
    void aRunKilledMidRoundIsInterruptedOnReopenAndResumesOnRequestFromItsLastGoodReport() throws Exception {
        Path data = Files.createDirectories(dir.resolve("data"));
        Path workspace = Files.createDirectories(dir.resolve("workspace"));
        Files.writeString(workspace.resolve("check.sh"), "echo check: PASS\n");
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-cp", classpath, RalphRunToKill.class.getName(), data.toString(), workspace.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String session = null;
        String runId = null;
        try {
            BufferedReader lines = new BufferedReader(new InputStreamReader(child.getInputStream(),
                    StandardCharsets.UTF_8));
            CompletableFuture<String[]> ready = CompletableFuture.supplyAsync(() -> {
                String[] ids = new String[2];
                try {
                    for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                        if (line.startsWith("session ")) {
                            ids[0] = line.substring(8);
                        } else if (line.startsWith("run ")) {
                            ids[1] = line.substring(4);
                        } else if (line.equals("shell") && ids[1] != null) {
                            return ids;
                        }
                    }
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                throw new AssertionError("the child ended before round 2 ran its shell");
            });
            String[] ids = ready.get(90, TimeUnit.SECONDS);
            session = ids[0];
            runId = ids[1];
        } finally {
            child.destroyForcibly();
            child.waitFor(30, TimeUnit.SECONDS);
        }

        try (SqliteRalph reopened = new SqliteRalph(data, List.of(
                shell("sh check.sh"), report("complete", "part two done", List.of("sh check.sh exited 0"), List.of()),
                text("ok")))) {
            SessionId parent = new SessionId(session);
            RunView run = reopened.service().runs(parent).get(0);
            assertEquals(RunState.INTERRUPTED, run.state());
            assertEquals(List.of(RoundState.REPORTED, RoundState.INTERRUPTED),
                    run.rounds().stream().map(r -> r.state()).toList());
            long seq = reopened.t.store.info(parent).orElseThrow().lastSeq();
            reopened.t.quiescence().steady("model requests", () -> reopened.model.requests().size()).await();
            assertTrue(reopened.model.requests().isEmpty(), "nothing starts by itself");
            assertEquals(seq, reopened.t.store.info(parent).orElseThrow().lastSeq(), "reopening writes nothing");

            CliRun cli = new CliRun();
            int code = cli.run(new RalphCli(reopened::service, cli.services(reopened.t.harness)), "resume", runId);

            String printed = cli.out();
            assertEquals(0, code, printed + cli.err());
            List<String> lines = printed.lines().toList();
            assertTrue(lines.get(0).startsWith("round 1/5 · continue · " + RalphRunToKill.R1_MARKER), printed);
            assertTrue(lines.get(1).startsWith("round 2/5 · complete · part two done"), printed);
            String prompt = ((ChatMessage.User) reopened.childRequests().get(0).messages().get(0)).text();
            assertTrue(prompt.startsWith("Ralph round 2 / 5"), prompt);
            assertTrue(prompt.contains(RalphRunToKill.R1_MARKER), "resumed from the last good report");
            RunView after = reopened.service().runs(parent).get(0);
            assertEquals("complete", after.state().label());
            assertEquals(List.of(RoundState.REPORTED, RoundState.INTERRUPTED, RoundState.REPORTED),
                    after.rounds().stream().map(r -> r.state()).toList());
        }
    }
}
