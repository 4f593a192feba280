package dev.ralphdesk.ralph.tool;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolException;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.ralph.RalphConfig;
import dev.ralphdesk.ralph.RalphException;
import dev.ralphdesk.ralph.run.RalphOutcome;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.service.RalphRequest;
import dev.ralphdesk.ralph.service.RalphRun;
import dev.ralphdesk.ralph.service.RalphService;
import java.util.Iterator;
import java.util.Set;

/**
 * {@code ralph({objective, maxRounds?})}: runs a Ralph run in the foreground of the calling turn
 * and returns only the bounded result envelope, so the parent transcript holds the call and this
 * result and nothing of the children. Stopping the turn cancels the run; the call returns once
 * every child has stopped. Offered to chat sessions only.
 */
public final class RalphTool implements Tool {
    public static final String NAME = "ralph";
    private static final Set<String> KEYS = Set.of("objective", "maxRounds");
    private final RalphService service;
    private final RalphConfig config;

    public RalphTool(RalphService service, RalphConfig config) {
        this.service = service;
        this.config = config;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "Start a Ralph run: the objective goes round after round to a brand-new agent with no "
                + "conversation history; the workspace is its memory and one small report the only handoff. Use "
                + "only when the person explicitly asks for a Ralph run or fresh-agent iteration. maxRounds is at "
                + "most " + config.maxRounds() + ".";
    }

    @Override
    public ObjectNode parameters() {
        return Schemas.object()
                .string("objective", "the objective, in the person's words", true)
                .integer("maxRounds", "at most this many rounds (1 to " + config.maxRounds() + ")", false)
                .build();
    }

    @Override
    public ToolResult call(JsonNode arguments, ToolContext context) {
        if (!(context.origin() instanceof InputOrigin.Human)) {
            // A goal round or a system turn must never turn into a run of up to maxRounds rounds.
            throw new ToolException("a Ralph run can only be started in a turn the person started; ask the person "
                    + "to request it (or to type /ralph <objective>).");
        }
        RalphRequest request = parse(arguments);
        RalphRun run;
        try {
            run = service.startInOwnTurn(context.sessionId(), request);
        } catch (RalphException e) {
            throw new ToolException(e.describe());
        }
        CancellationToken cancel = context.cancel();
        RalphResult result;
        try (CancellationToken.Registration ignored = cancel.onCancel(() -> run.cancel(cancel.reason()))) {
            result = run.awaitResult();
        }
        String text = result.render(config.maxResultChars());
        boolean error = result.outcome() == RalphOutcome.FAILED || result.outcome() == RalphOutcome.CANCELLED;
        return new ToolResult(text, error, null, null, text.length(), false);
    }

    private RalphRequest parse(JsonNode arguments) {
        Iterator<String> names = arguments.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!KEYS.contains(name)) {
                throw new ToolException("ralph takes only objective and maxRounds; '" + name + "' is not allowed.");
            }
        }
        JsonNode objective = arguments.get("objective");
        if (!objective.isTextual() || objective.asText().isBlank()) {
            throw new ToolException("objective must be a non-empty string.");
        }
        Integer maxRounds = null;
        JsonNode rounds = arguments.get("maxRounds");
        if (rounds != null && !rounds.isNull()) {
            if (!rounds.isIntegralNumber() || !rounds.canConvertToInt()) {
                throw new ToolException("maxRounds must be a whole number from 1 to " + config.maxRounds() + ".");
            }
            maxRounds = rounds.asInt();
        }
        return new RalphRequest(objective.asText(), maxRounds, null, null);
    }
}
