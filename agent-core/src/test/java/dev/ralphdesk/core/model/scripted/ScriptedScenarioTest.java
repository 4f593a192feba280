package dev.ralphdesk.core.model.scripted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelErrorKind;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.ModelStreamListener;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScriptedScenarioTest {

    private static ModelRequest request(ChatMessage... messages) {
        return new ModelRequest("system text", List.of(messages), List.of(), 100);
    }

    private static ModelResponse ask(ScriptedProvider provider, ModelRequest request) throws ModelException {
        return provider.stream(request, ModelStreamListener.NONE, CancellationToken.none());
    }

    @Test
    void rulesMatchTheRequestAndEchoCapturedValues() throws Exception {
        String json = """
                {
                  "name": "goal demo",
                  "rules": [
                    {"when": {"lastUserMessage": "goal (?<goal>g-[0-9]+)"}, "times": 1,
                     "respond": {"text": "working on ${goal}",
                                 "toolCalls": [{"name": "update_goal", "arguments": {"goalId": "${goal}"}}]}},
                    {"when": {"lastToolResult": "exit code: 0"}, "respond": {"text": "tests pass"}}
                  ],
                  "sequence": [{"text": "first"}, {"text": "second"}],
                  "fallback": {"text": "nothing left"}
                }
                """;
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.parse(json, "demo.json"));
        ModelResponse first = ask(provider, request(new ChatMessage.User("continue goal g-42 please")));
        assertEquals("working on g-42", first.text());
        assertEquals("{\"goalId\":\"g-42\"}", first.toolCalls().get(0).arguments());
        assertEquals("first", ask(provider, request(new ChatMessage.User("continue goal g-42 please"))).text(),
                "times: 1 exhausts the rule");
        assertEquals("tests pass", ask(provider, request(new ChatMessage.User("x"),
                new ChatMessage.ToolResult("c", "shell", "ok\nexit code: 0", false))).text());
        assertEquals("second", ask(provider, request(new ChatMessage.User("y"))).text());
        assertEquals("nothing left", ask(provider, request(new ChatMessage.User("z"))).text());
        assertEquals(5, provider.requests().size());
    }

    @Test
    void lastRoleTellsAFreshUserMessageFromAToolResult() throws Exception {
        String json = """
                {"rules": [
                  {"when": {"lastRole": "tool"}, "respond": {"text": "after tool"}},
                  {"when": {"lastRole": "user", "lastUserMessage": "hi"}, "respond": {"text": "greeting"}}
                ]}
                """;
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.parse(json, "roles.json"));
        assertEquals("greeting", ask(provider, request(new ChatMessage.User("hi"))).text());
        assertEquals("after tool", ask(provider, request(new ChatMessage.User("hi"),
                new ChatMessage.ToolResult("c", "x", "y", false))).text());
        assertThrows(ScriptedScenario.ScenarioException.class, () -> ScriptedScenario.parse(
                "{\"rules\": [{\"when\": {\"lastRole\": \"system\"}, \"respond\": {}}]}", "bad.json"));
    }

    @Test
    void textStreamsInChunksAndDroppedStreamsFailAsNetworkErrors() {
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(List.of(
                new ScriptedResponse("abcdefgh", null, List.of(), 3, null, null, null, 5, null, null))));
        List<String> deltas = new ArrayList<>();
        ModelException e = assertThrows(ModelException.class, () -> provider.stream(request(new ChatMessage.User("x")),
                new ModelStreamListener() {
                    @Override
                    public void onTextDelta(String delta) {
                        deltas.add(delta);
                    }
                }, CancellationToken.none()));
        assertEquals(List.of("abc", "de"), deltas);
        assertEquals(ModelErrorKind.NETWORK, e.kind());
    }

    @Test
    void badScenariosAreRefusedWithTheFileAndLine() {
        var unknownKey = assertThrows(ScriptedScenario.ScenarioException.class,
                () -> ScriptedScenario.parse("{\n  \"rulez\": []\n}", "bad.json"));
        assertTrue(unknownKey.getMessage().contains("bad.json at line "), unknownKey.getMessage());
        assertTrue(unknownKey.getMessage().contains("\"rulez\""), unknownKey.getMessage());
        var badKind = assertThrows(ScriptedScenario.ScenarioException.class, () -> ScriptedScenario.parse(
                "{\"sequence\": [{\"fail\": {\"kind\": \"meltdown\"}}]}", "k.json"));
        assertTrue(badKind.getMessage().contains("unknown failure kind 'meltdown'"), badKind.getMessage());
        var badRegex = assertThrows(ScriptedScenario.ScenarioException.class, () -> ScriptedScenario.parse(
                "{\"rules\": [{\"when\": {\"request\": \"(\"}, \"respond\": {\"text\": \"x\"}}]}", "r.json"));
        assertTrue(badRegex.getMessage().contains("invalid regular expression"), badRegex.getMessage());
        assertThrows(ScriptedScenario.ScenarioException.class, () -> ScriptedScenario.parse("[1,", "t.json"));
    }
}
