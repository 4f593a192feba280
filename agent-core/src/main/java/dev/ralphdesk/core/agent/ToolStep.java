package dev.ralphdesk.core.agent;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.plugin.TurnContext;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.session.event.EvidenceRecorded;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolInvoker;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.core.tool.ToolSet;
import dev.ralphdesk.core.verify.EvidenceLedger;
import java.time.Instant;

/** Runs one tool call of a step and records it: call, verifier evidence, result, history. */
final class ToolStep {
    private final Agent agent;
    private final AgentSetup setup;
    private final ToolInvoker invoker = new ToolInvoker();

    ToolStep(Agent agent, AgentSetup setup) {
        this.agent = agent;
        this.setup = setup;
    }

    void run(TurnContext turn, ToolCall call, ToolSet tools, EvidenceLedger ledger, CancellationToken cancel) {
        agent.record(new ToolCallStarted(turn.turnId(), call.id(), call.name(), call.arguments()));
        ToolContext context = new ToolContext(agent.lineage(), agent.workspace(), turn.turnId(), call.id(),
                turn.origin(), cancel, setup.approval(), ledger);
        ToolResult result;
        try {
            result = invoker.invoke(tools, call, context);
        } catch (CancelledException e) {
            result = ToolResult.error("Cancelled while this tool was running: " + (cancel.isCancelled()
                    ? cancel.reason().description() : CancelReason.SHUTDOWN.description()) + ".");
        }
        if (result.wroteWorkspace()) {
            ledger.recordWrite();
        }
        String command = commandOf(call);
        if ((command != null || !takesCommand(tools, call.name())) && ledger.isVerifierRun(call.name(), command)) {
            // a verifier run that changed the workspace itself is a write, not proof of the result
            VerifierEvidence evidence = new VerifierEvidence(call.name(), call.id(),
                    command == null ? call.arguments() : command,
                    !result.error() && (result.exitCode() == null || result.exitCode() == 0), result.exitCode(),
                    result.output(), Instant.now(), result.wroteWorkspace());
            ledger.record(evidence);
            agent.record(new EvidenceRecorded(turn.turnId(), evidence));
        }
        record(turn, call, result);
        for (TurnHook hook : setup.hooks()) {
            hook.afterToolCall(turn, call, result);
        }
    }

    /** Records a result for a call that was not run, so the history stays complete. */
    void skip(TurnContext turn, ToolCall call, String why) {
        agent.record(new ToolCallStarted(turn.turnId(), call.id(), call.name(), call.arguments()));
        record(turn, call, ToolResult.error(why));
    }

    private void record(TurnContext turn, ToolCall call, ToolResult result) {
        String blob = null;
        if (result.fullOutput() != null && result.fullOutput().length() > result.output().length()) {
            blob = agent.putBlob(result.fullOutput());
        }
        agent.record(new ToolCallFinished(turn.turnId(), call.id(), call.name(), result.output(),
                result.error(), result.exitCode(), result.fullSize(), blob, result.storedSize()));
        agent.appendHistory(new ChatMessage.ToolResult(call.id(), call.name(), result.output(), result.error()));
    }

    /** Whether the tool's arguments include a command line ({@code shell} does). */
    private static boolean takesCommand(ToolSet tools, String tool) {
        return tools.find(tool).map(found -> found.parameters().path("properties").has("command"))
                .orElse(false);
    }

    /** The command line of a shell-like call, or null when its arguments name none. */
    private static String commandOf(ToolCall call) {
        try {
            JsonNode args = Json.parse(call.arguments());
            return args != null && args.path("command").isTextual() ? args.get("command").asText() : null;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            return null;
        }
    }
}
