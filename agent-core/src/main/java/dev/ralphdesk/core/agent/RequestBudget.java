package dev.ralphdesk.core.agent;

import dev.ralphdesk.core.json.JsonBytes;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ToolSpec;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The tokens left for the history in the requests of one turn ({@link HistoryWindow#budgetTokens}): the
 * window less the answer and the fixed parts, the system prompt and the tool specs. Those are the same
 * in most steps, and estimating the specs writes every tool's JSON schema out as text (~0.8 ms a step
 * on two loaded cores), so the figure is kept and reused while the prompt, the output limit and the
 * specs — names, descriptions and schemas compared as values — are the ones it was made for. Equal
 * schemas write out as texts of the same characters (an object's fields compare in any order), so the
 * figure is exactly what estimating them again would give. Confined to the turn's thread.
 */
final class RequestBudget {
    private final int contextWindowTokens;
    private boolean known;
    private String systemPrompt;
    private List<ToolSpec> tools;
    private int maxOutputTokens;
    private long budget;

    RequestBudget(int contextWindowTokens) {
        this.contextWindowTokens = contextWindowTokens;
    }

    /** The history's budget of {@code request}, in tokens. */
    long of(ModelRequest request) {
        if (!known || request.maxOutputTokens() != maxOutputTokens || !request.systemPrompt().equals(systemPrompt)
                || !ToolSpec.sameValues(request.tools(), tools)) {
            String toolSpecsText = request.tools().stream()
                    .map(spec -> spec.name() + spec.description() + JsonBytes.text(spec.parameters()))
                    .collect(Collectors.joining());
            budget = HistoryWindow.budgetTokens(contextWindowTokens, request.maxOutputTokens(),
                    request.systemPrompt(), toolSpecsText);
            systemPrompt = request.systemPrompt();
            tools = request.tools();
            maxOutputTokens = request.maxOutputTokens();
            known = true;
        }
        return budget;
    }
}
