package dev.ralphdesk.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.model.scripted.ScriptedToolCall;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.EditFileTool;
import dev.ralphdesk.core.workspace.ListFilesTool;
import dev.ralphdesk.core.workspace.ReadFileTool;
import dev.ralphdesk.core.workspace.SearchFilesTool;
import dev.ralphdesk.core.workspace.ShellTool;
import dev.ralphdesk.core.workspace.WriteFileTool;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile tool calls through the real agent loop: each case is one turn in which the scripted
 * model makes one generated call (hostile regexes, huge lines, binary and invalid UTF-8 files,
 * huge outputs, malformed JSON arguments, unknown tools, tools that throw Errors) and then
 * answers. Every case must end with a tool result and a completed turn within its budget, and the
 * session must take the next turn. Seeded: {@code -Dfuzz.seed=N} replays a run, {@code -Dfuzz.cases=N}
 * runs more.
 */
class ToolCallFuzzTest {
    private static final long SEED = Long.getLong("fuzz.seed", 20_240_613L);
    private static final int CASES = Integer.getInteger("fuzz.cases", 520);
    private static final Duration SEARCH_LIMIT = Duration.ofMillis(100);
    /** Generous next to the tools' own limits (search 0.1 s, shell 1 s), so only a hang fails. */
    private static final long CASE_BUDGET_MS = 15_000;
    private static final String[] HOSTILE_REGEXES = {"(a|b)*c", "(a+)+b", "(a|aa)*c", "((a*)*)*b", "(x+x+)+y",
        "^(\\w+\\s?)*$", "(.*a){25}", "(a*)\\1*b", "(?:a|b|ab)*z", "(.*)*q", "[ab]*c", "\\p{L}+", "(?i)TODO",
        "(", "[", "*a", "a{99999999}", "\\", "(?<=a+)b", "(?<name>x)\\k<other>", "a**", "\u0000", "\ud800"};
    private static final String[] FILES = {"one-line.txt", "deep.txt", "binary.bin", "latin1.txt", "crlf.txt",
        "empty.txt", "many.txt", "src/App.java", "missing.txt", "../outside.txt", "/etc/passwd", "src", ".", "",
        "src/../../x", "nul\u0000name"};
    private static final String[] RAW_ARGUMENTS = {"{", "[1,2]", "\"text\"", "42", "null", "{\"pattern\": 5}",
        "{\"path\": {\"a\": 1}}", "{\"command\": [\"ls\"]}", "{\"pattern\":\"a\"", "}{", "{\"a\":1,}", "\u0000",
        "{\"path\":\"\\ud800\"}", "{\"offset\":\"ten\",\"path\":\"many.txt\"}", "{\"limit\":-1,\"path\":\"many.txt\"}"};
    private static final String[] TOOLS = {"read_file", "list_files", "search_files", "shell", "write_file",
        "edit_file"};

    @TempDir
    Path workspace;

    @Test
    void everyHostileCallEndsWithAResultWithinItsBudgetAndTheNextTurnWorks() throws Exception {
        layOutWorkspace();
        Random random = new Random(SEED);
        List<ScriptedResponse> script = new ArrayList<>();
        List<String> described = new ArrayList<>();
        for (int i = 0; i < CASES; i++) {
            ScriptedToolCall call = generate(random);
            described.add(call.name() + " " + (call.rawArguments() != null ? call.rawArguments() : call.arguments()));
            script.add(new ScriptedResponse("", null, List.of(call), null, null, null, null, null, null, null));
            script.add(ScriptedResponse.text("case " + i + " answered"));
        }
        script.add(ScriptedResponse.text("still here"));
        ScriptedProvider provider = new ScriptedProvider(ScriptedScenario.of(script));
        try (TestHarness t = new TestHarness(provider, HarnessOptions.defaults(), List.of(TestHarness.tools(tools())))) {
            Agent agent = t.harness.createChat("fuzz", workspace);
            for (int i = 0; i < CASES; i++) {
                String what = "case " + i + " (seed " + SEED + "): " + abbreviate(described.get(i));
                long started = System.nanoTime();
                TurnResult result = agent.submit(TurnInput.human("case " + i)).get(CASE_BUDGET_MS, TimeUnit.MILLISECONDS);
                long tookMs = (System.nanoTime() - started) / 1_000_000;
                assertEquals(TurnOutcome.Kind.COMPLETED, result.outcome().kind(), what + " → " + result.outcome());
                assertEquals("case " + i + " answered", result.lastAssistantText(), what);
                assertEquals(i + 1, t.committed(ToolCallFinished.class).size(), what + ": one result per call");
                assertTrue(tookMs < CASE_BUDGET_MS, what + " took " + tookMs + " ms");
            }
            TurnResult last = agent.submit(TurnInput.human("are you there?")).get(CASE_BUDGET_MS, TimeUnit.MILLISECONDS);
            assertEquals("still here", last.lastAssistantText());
        }
    }

    private void layOutWorkspace() throws Exception {
        Files.createDirectories(workspace.resolve("src"));
        Files.writeString(workspace.resolve("src/App.java"), "class App {\n  // TODO fix\n}\n");
        Files.writeString(workspace.resolve("one-line.txt"), "ab".repeat(150_000));
        Files.writeString(workspace.resolve("deep.txt"), ("a".repeat(3_000) + "\n").repeat(20));
        byte[] binary = new byte[65_536];
        new Random(SEED).nextBytes(binary);
        Files.write(workspace.resolve("binary.bin"), binary);
        Files.write(workspace.resolve("latin1.txt"), new byte[] {'c', 'a', 'f', (byte) 0xE9, '\n', (byte) 0xFF,
            (byte) 0xFE, (byte) 0xC3, '\n'});
        Files.writeString(workspace.resolve("crlf.txt"), "one\r\ntwo\rthree\n");
        Files.writeString(workspace.resolve("empty.txt"), "");
        Files.writeString(workspace.resolve("many.txt"), "line\n".repeat(20_000));
    }

    private static Tool[] tools() {
        return new Tool[] {new ReadFileTool(), new WriteFileTool(), new EditFileTool(), new ListFilesTool(),
            new SearchFilesTool(SEARCH_LIMIT), new ShellTool(new BashCommandRunner()), new ThrowingTool(),
            new HugeOutputTool()};
    }

    private static ScriptedToolCall generate(Random random) {
        switch (random.nextInt(10)) {
            case 0:
            case 1:
                return call("search_files", args("pattern", pick(random, HOSTILE_REGEXES) + suffix(random),
                        "path", random.nextInt(3) == 0 ? pick(random, FILES) : ".",
                        "glob", random.nextInt(4) == 0 ? pick(random, new String[] {"*.txt", "[", "**", "{a,"}) : null));
            case 2:
                return call("read_file", args("path", pick(random, FILES), "offset", random.nextInt(3) == 0
                        ? random.nextInt(Integer.MAX_VALUE) : 1 + random.nextInt(30)));
            case 3:
                return call("shell", args("command", shellCommand(random), "timeout_seconds", 1));
            case 4:
                return new ScriptedToolCall(pick(random, TOOLS), null, rawArguments(random));
            case 5:
                return call(random.nextBoolean() ? "no_such_tool" : "tool" + random.nextInt(1000), args("x", "y"));
            case 6:
                return call("throwing", args("kind", String.valueOf(random.nextInt(4))));
            case 7:
                return call("huge", args("chars", String.valueOf(random.nextInt(6_000_000))));
            case 8:
                return call(random.nextBoolean() ? "write_file" : "edit_file", args("path",
                        random.nextBoolean() ? "out/" + random.nextInt(5) + ".txt" : pick(random, FILES),
                        "content", junk(random), "old_text", junk(random), "new_text", junk(random)));
            default:
                return call("list_files", args("path", pick(random, FILES), "recursive", random.nextBoolean()));
        }
    }

    private static String shellCommand(Random random) {
        int size = random.nextInt(3_000_000);
        switch (random.nextInt(6)) {
            case 0:
                return "head -c " + size + " /dev/zero | tr '\\0' x";
            case 1:
                return "head -c " + Math.min(size, 200_000) + " /dev/urandom";
            case 2:
                return "printf '\\xff\\xfe\\xc3 \\033[2J\\033]0;title\\007 done'";
            case 3:
                return "sleep 5";
            case 4:
                return "yes | head -n " + size;
            default:
                return "cat one-line.txt binary.bin latin1.txt; exit " + random.nextInt(256);
        }
    }

    private static String rawArguments(Random random) {
        switch (random.nextInt(4)) {
            case 0:
                return "[".repeat(1 + random.nextInt(3_000)) + "]".repeat(random.nextInt(3_000));
            case 1:
                return "{\"path\":\"" + "x".repeat(random.nextInt(300_000)) + "\"}";
            default:
                return pick(random, RAW_ARGUMENTS);
        }
    }

    private static String junk(Random random) {
        StringBuilder out = new StringBuilder();
        int length = random.nextInt(64);
        for (int i = 0; i < length; i++) {
            out.append((char) random.nextInt(random.nextBoolean() ? 128 : 0xFFFF));
        }
        return out.toString();
    }

    private static String suffix(Random random) {
        return random.nextInt(4) == 0 ? junk(random) : "";
    }

    private static String pick(Random random, String[] from) {
        return from[random.nextInt(from.length)];
    }

    private static ObjectNode args(Object... namesAndValues) {
        ObjectNode node = dev.ralphdesk.core.json.Json.object();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            Object value = namesAndValues[i + 1];
            if (value instanceof Integer number) {
                node.put((String) namesAndValues[i], number);
            } else if (value instanceof Boolean flag) {
                node.put((String) namesAndValues[i], flag);
            } else if (value != null) {
                node.put((String) namesAndValues[i], (String) value);
            }
        }
        return node;
    }

    private static ScriptedToolCall call(String name, ObjectNode arguments) {
        return new ScriptedToolCall(name, arguments, null);
    }

    private static String abbreviate(String text) {
        return text.length() <= 200 ? text : text.substring(0, 200) + "…";
    }

    /** Throws what a broken plugin tool might: a stack overflow, out of memory, a plain bug, an assertion. */
    private static final class ThrowingTool implements Tool {
        @Override
        public String name() {
            return "throwing";
        }

        @Override
        public String description() {
            return "Throws.";
        }

        @Override
        public ObjectNode parameters() {
            return Schemas.object().string("kind", "what to throw", true).build();
        }

        @Override
        public ToolResult call(JsonNode arguments, ToolContext context) {
            switch (arguments.get("kind").asText()) {
                case "0":
                    return recurse(0);
                case "1":
                    throw new OutOfMemoryError("Java heap space");
                case "2":
                    throw new IllegalStateException("a bug");
                default:
                    throw new AssertionError("an assertion");
            }
        }

        private ToolResult recurse(int depth) {
            return depth < 0 ? null : recurse(depth + 1);
        }
    }

    /** Answers with as many characters as asked: a tool output far larger than any model should see. */
    private static final class HugeOutputTool implements Tool {
        @Override
        public String name() {
            return "huge";
        }

        @Override
        public String description() {
            return "Answers with many characters.";
        }

        @Override
        public ObjectNode parameters() {
            return Schemas.object().string("chars", "how many", true).build();
        }

        @Override
        public ToolResult call(JsonNode arguments, ToolContext context) {
            return ToolResult.ok("y".repeat(Integer.parseInt(arguments.get("chars").asText())));
        }
    }
}
