package dev.ralphdesk.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/** Scripted runs several command-line tests share: a two-round Ralph run and a one-round goal, with their checks. */
final class Scenarios {
    /** Round 1 writes step.txt and says continue; round 2 verifies with check.sh and says complete. */
    static final String TWO_ROUND_RALPH = """
            {"sequence": [
              {"toolCalls": [{"name": "write_file", "arguments": {"path": "step.txt", "content": "one"}}]},
              {"toolCalls": [{"name": "submit_report", "arguments": {"status": "continue",
                  "summary": "wrote step.txt", "evidence": ["step.txt written"], "nextSteps": ["verify it"],
                  "blocker": null}}]},
              {"text": "reported"},
              {"toolCalls": [{"name": "shell", "arguments": {"command": "sh check.sh"}}]},
              {"toolCalls": [{"name": "submit_report", "arguments": {"status": "complete",
                  "summary": "verified step.txt", "evidence": ["grep found one"], "nextSteps": [],
                  "blocker": null}}]},
              {"text": "done"}
            ]}
            """;

    private Scenarios() {
    }

    /**
     * Runs {@link #TWO_ROUND_RALPH} headless in {@code workspace} (max 3 rounds), expecting it to complete.
     *
     * @return the id of the run's chat session
     */
    static String ralphRun(CliRun cli, Path dir, Path workspace) throws Exception {
        Files.writeString(workspace.resolve("check.sh"), "grep -q one step.txt\n");
        Path scenario = Files.writeString(dir.resolve("ralph.json"), TWO_ROUND_RALPH);
        int code = cli.run("ralph", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "--max-rounds", "3", "make step.txt say one");
        if (code != 0) {
            throw new AssertionError("the Ralph run ended with " + code + ": " + cli.err());
        }
        return cli.out().lines().filter(l -> l.startsWith("Ralph run ")).findFirst().orElseThrow().split(" ")[5];
    }

    /**
     * Creates a goal in a new chat in {@code workspace} and runs its rounds ({@code extraSteps}: tool calls
     * the first round makes before verifying), expecting the goal to complete.
     *
     * @return the chat's session id
     */
    static String goalChat(CliRun cli, Path dir, Path workspace, String extraSteps) throws Exception {
        Files.writeString(workspace.resolve("check.sh"), "test -f done.txt\n");
        Path scenario = Files.writeString(dir.resolve("goal.json"), """
                {"sequence": [
                  {"toolCalls": [{"name": "write_file", "arguments": {"path": "done.txt", "content": "yes"}}]},
                  %s
                  {"toolCalls": [{"name": "shell", "arguments": {"command": "sh check.sh"}}]},
                  {"text": "Verified. <promise>DONE</promise>"},
                  {"text": "The goal is complete: done.txt exists."}
                ]}
                """.formatted(extraSteps));
        if (cli.run("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(), "/goal", "create",
                "done.txt") != 0) {
            throw new AssertionError("the goal was not created: " + cli.err());
        }
        String chat = cli.out().lines().filter(l -> l.startsWith("session ")).findFirst().orElseThrow().split(" ")[1];
        if (cli.run("chat", "--session", chat, "--scenario", scenario.toString(), "--goal", "/goal") != 0) {
            throw new AssertionError("the goal rounds did not complete: " + cli.out() + cli.err());
        }
        return chat;
    }
}
