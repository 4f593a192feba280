package dev.ralphdesk.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ToolSpec;
import dev.ralphdesk.core.tool.Schemas;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class RequestBudgetTest {
    private static final int WINDOW = 20_000;
    private static final List<ChatMessage> HISTORY = List.of(new ChatMessage.User("run the steps"));

    private static ToolSpec shell(String commandHelp) {
        return new ToolSpec("shell", "Run a bash command", Schemas.object().string("command", commandHelp, true)
                .integer("timeout_seconds", "Seconds", false).build());
    }

    private static ToolSpec read() {
        return new ToolSpec("read_file", "Read a file", Schemas.object().string("path", "The path", true).build());
    }

    /** What estimating the request's fixed parts afresh gives. */
    private static long afresh(ModelRequest request) {
        String specs = request.tools().stream().map(spec -> spec.name() + spec.description() + spec.parameters())
                .collect(Collectors.joining());
        return HistoryWindow.budgetTokens(WINDOW, request.maxOutputTokens(), request.systemPrompt(), specs);
    }

    @Test
    void everyRequestGetsTheFigureOfItsOwnPromptSpecsAndOutputLimit() {
        RequestBudget budget = new RequestBudget(WINDOW);
        List<ModelRequest> steps = List.of(
                new ModelRequest("You are an agent.", HISTORY, List.of(shell("The command"), read()), 4096),
                // the same parts, made anew (as every step makes its specs): the same figure
                new ModelRequest("You are an agent.", HISTORY, List.of(shell("The command"), read()), 4096),
                // a schema's text changed
                new ModelRequest("You are an agent.", HISTORY, List.of(shell("The command line to run in bash"),
                        read()), 4096),
                // a tool less, then a prompt that changed (a goal's guidance mid-turn), with non-ASCII text
                new ModelRequest("You are an agent.", HISTORY, List.of(shell("The command line to run in bash")),
                        4096),
                new ModelRequest("You are an agent. 目标：修复构建", HISTORY,
                        List.of(shell("The command line to run in bash")), 4096),
                // the output limit changed
                new ModelRequest("You are an agent. 目标：修复构建", HISTORY,
                        List.of(shell("The command line to run in bash")), 1024),
                // back to the first parts
                new ModelRequest("You are an agent.", HISTORY, List.of(shell("The command"), read()), 4096));
        for (ModelRequest request : steps) {
            assertEquals(afresh(request), budget.of(request), request.systemPrompt() + " " + request.tools());
        }
    }
}
