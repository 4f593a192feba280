package dev.ralphdesk.app.ralph;

import static dev.ralphdesk.core.testing.Scripts.call;
import static dev.ralphdesk.core.testing.Scripts.shell;
import static dev.ralphdesk.core.testing.Scripts.text;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel.Choice;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel.Prompt;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel.Reply;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel;
import dev.ralphdesk.core.agent.Agent;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.ApprovalSetup;
import dev.ralphdesk.core.effect.GrantScope;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import dev.ralphdesk.ralph.RalphPlugin;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RunName;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.service.RalphRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Approval mode {@code ask} across the rounds of a Ralph run, on the real stack (real loop, real
 * bash, the core's approval policy, the app's approval view model with the dialog replaced by a
 * scripted person): one "Allow for this session" for every shell call covers every later round's
 * child and the chat that started the run; one for this command covers only that command.
 */
class RalphShellApprovalTest {
    @TempDir
    Path workspace;

    private static ScriptedResponse report(String summary) {
        ObjectNode report = Json.object().put("status", "continue").put("summary", summary).putNull("blocker");
        report.putArray("evidence");
        report.putArray("nextSteps").add("go on");
        return call("submit_report", report);
    }

    /** Two rounds, each running one shell command before its report. */
    private static List<ScriptedResponse> twoRounds() {
        return List.of(shell("echo one >> notes.txt"), report("wrote one"), text("ok"),
                shell("echo two >> notes.txt"), report("wrote two"), text("ok"));
    }

    /** Runs {@code script} (a chat turn first when {@code chatFirst}, then a two-round run); returns what the person was asked. */
    private List<Prompt> run(List<ScriptedResponse> script, boolean chatFirst, Reply reply) throws Exception {
        List<Prompt> asked = new CopyOnWriteArrayList<>();
        RalphPlugin ralph = new RalphPlugin(new BashCommandRunner());
        ApprovalViewModel approvals = new ApprovalViewModel(Texts.of("en"));
        HarnessOptions options = HarnessOptions.defaults().withApproval(ApprovalSetup.of(ApprovalMode.ASK,
                request -> {
                    asked.add(approvals.prompt(request));
                    return approvals.answer(reply);
                }));
        try (TestHarness t = new TestHarness(new ScriptedProvider(ScriptedScenario.of(script)), options,
                List.of(new WorkspacePlugin(), ralph))) {
            Agent parent = t.harness.createChat("chat", workspace);
            if (chatFirst) {
                parent.submit(TurnInput.human("look around")).get(30, TimeUnit.SECONDS);
            }
            RalphRun run = ralph.service().start(parent.sessionId(), RalphRequest.of("write notes").withMaxRounds(2));
            assertEquals(RalphOutcome.BUDGET_LIMITED, run.result().get(60, TimeUnit.SECONDS).outcome());
            runName = RunName.of(run.runId());
        }
        assertEquals("one\ntwo\n", Files.readString(workspace.resolve("notes.txt")), "both rounds' commands ran");
        return asked;
    }

    private String runName;

    @Test
    void allowEveryShellCallForThisSessionInRoundOneCoversRoundTwo() throws Exception {
        List<Prompt> asked = run(twoRounds(), false, new Reply(Choice.ALLOW_FOR_SESSION, GrantScope.TOOL));

        assertEquals(1, asked.size());
        assertEquals(List.of("Run this shell command?", runName + " · round 1 of chat “chat” wants to run this "
                + "command. \"Allow for this session\" covers this chat and every round of its Ralph runs.",
                "echo one >> notes.txt"), List.of(asked.get(0).title(), asked.get(0).asker(), asked.get(0).body()));
    }

    @Test
    void allowThisCommandForThisSessionAsksAgainForAnotherCommand() throws Exception {
        List<Prompt> asked = run(twoRounds(), false, new Reply(Choice.ALLOW_FOR_SESSION, GrantScope.THIS));

        assertEquals(List.of("echo one >> notes.txt", "echo two >> notes.txt"),
                asked.stream().map(Prompt::body).toList());
    }

    @Test
    void allowOnceAsksAgainInTheNextRoundNamingIt() throws Exception {
        List<Prompt> asked = run(twoRounds(), false, new Reply(Choice.ALLOW_ONCE, null));

        assertEquals(List.of("echo one >> notes.txt", "echo two >> notes.txt"),
                asked.stream().map(Prompt::body).toList());
        assertEquals(runName + " · round 2 of chat “chat” wants to run this command. \"Allow for this session\" "
                + "covers this chat and every round of its Ralph runs.", asked.get(1).asker());
    }

    @Test
    void allowEverythingForThisSessionInTheChatCoversTheRoundsOfItsRun() throws Exception {
        List<ScriptedResponse> script = new ArrayList<>(List.of(shell("ls"), text("Here are the files.")));
        script.addAll(twoRounds());

        List<Prompt> asked = run(script, true, new Reply(Choice.ALLOW_FOR_SESSION, GrantScope.ALL));

        assertEquals(List.of("The agent of chat “chat” wants to run this command:"),
                asked.stream().map(Prompt::asker).toList());
    }
}
