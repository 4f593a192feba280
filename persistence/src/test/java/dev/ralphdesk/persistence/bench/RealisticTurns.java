package dev.ralphdesk.persistence.bench;

import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.CommandDone;
import dev.ralphdesk.core.session.event.CommandRun;
import dev.ralphdesk.core.session.event.ContextNote;
import dev.ralphdesk.core.session.event.EvidenceRecorded;
import dev.ralphdesk.core.session.event.ModelUsage;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import java.time.Instant;
import java.util.List;
import java.util.Random;

/**
 * Turns of 12 records (every core type) with text of the sizes a coding session has: a 300-char
 * request, 400 + 600 chars of answer and reasoning, a 2,000-char tool output (inline part), an
 * 800-char final answer. About 500 bytes of JSON per record on average.
 */
final class RealisticTurns {
    private static final String[] WORDS = {"build", "test", "class", "method", "the", "a", "failing", "assert",
        "import", "module", "return", "value", "null", "config", "path", "file", "line", "error", "fix", "run"};
    private final Random random = new Random(42);

    List<SessionEvent> turn(int n) {
        String turn = "turn-" + n;
        ToolCall call = new ToolCall("call_" + n + "_1", "shell", "{\"command\":\"mvn -q -pl core test -Dtest="
                + words(4).replace(' ', '_') + "\"}");
        String output = words(330);
        return List.of(
                new TurnStarted(turn, InputOrigin.human()),
                new UserMessage(turn, words(50), InputOrigin.human()),
                new ContextNote("goal", words(35)),
                new AssistantMessage(turn, 1, words(65), words(100), List.of(call)),
                new ModelUsage(turn, 1, "openai", "gpt-test", new Usage(12_000 + n, 800, 9_000), 0.0123),
                new ToolCallStarted(turn, call.id(), "shell", call.arguments()),
                new EvidenceRecorded(turn, new VerifierEvidence("shell", call.id(), "mvn -q test", n % 3 != 0, 0,
                        output.substring(0, 300), Instant.ofEpochSecond(1_700_000_000L + n), false)),
                new ToolCallFinished(turn, call.id(), "shell", output, false, 0, output.length(), null),
                new CommandRun("inv-" + n, "goal", "status"),
                new CommandDone("inv-" + n, true, words(12)),
                new AssistantMessage(turn, 2, words(130), null, List.of()),
                new TurnFinished(turn, TurnOutcome.completed(), 2));
    }

    private String words(int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append(i == 0 ? "" : i % 12 == 0 ? "\n" : " ").append(WORDS[random.nextInt(WORDS.length)]);
        }
        return text.toString();
    }
}
