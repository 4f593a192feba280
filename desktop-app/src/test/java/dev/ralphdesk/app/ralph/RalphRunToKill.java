package dev.ralphdesk.app.ralph;

import static dev.ralphdesk.app.ui.Answers.report;
import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;

import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.service.RalphRun;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * The child process of {@link RalphKillResumeTest}: {@code RalphRunToKill DATA_DIR WORKSPACE} starts
 * a Ralph run whose round 1 reports continue and whose round 2 sits in a long shell command;
 * prints {@code session ID}, {@code run ID}, then {@code shell} once round 2's shell runs, and
 * waits to be killed.
 */
public final class RalphRunToKill {
    static final String R1_MARKER = "R1-BEFORE-THE-KILL-3b9f";

    private RalphRunToKill() {
    }

    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        SqliteRalph stack = new SqliteRalph(Path.of(args[0]), List.of(
                report("continue", R1_MARKER + " did part one", List.of(), List.of("do part two")), text("ok"),
                shell("sleep 15")));
        stack.t.bus.subscribe(event -> {
            if (event instanceof AgentEvent.Committed committed && committed.event() instanceof ToolCallStarted started
                    && started.name().equals("shell")) {
                out.println("shell");
            }
        });
        Agent parent = stack.t.harness.createChat("chat", Path.of(args[1]));
        RalphRun run = stack.service().start(parent.sessionId(), RalphRequest.of("two parts").withMaxRounds(5));
        out.println("session " + parent.sessionId());
        out.println("run " + run.runId());
        run.result().get();
    }
}
