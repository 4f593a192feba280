package dev.ralphdesk.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ToolCall;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class HistoryWindowTest {
    private static final String BLOCK = "x".repeat(400); // 100 tokens + 4

    /** One exchange: a user message, an assistant call, its result, the answer — about 450 tokens. */
    private static List<ChatMessage> exchange(int n) {
        ToolCall call = new ToolCall("call_" + n, "shell", "{\"command\":\"echo " + n + "\"}");
        return List.of(new ChatMessage.User("ask " + n + " " + BLOCK),
                new ChatMessage.Assistant(BLOCK, null, List.of(call)),
                new ChatMessage.ToolResult(call.id(), "shell", BLOCK, false),
                new ChatMessage.Assistant("answer " + n + " " + BLOCK, null, List.of()));
    }

    private static List<ChatMessage> exchanges(int count) {
        List<ChatMessage> history = new ArrayList<>();
        for (int n = 1; n <= count; n++) {
            history.addAll(exchange(n));
        }
        return history;
    }

    @Test
    void aHistoryThatFitsIsSentWhole() {
        List<ChatMessage> history = exchanges(3);
        assertSame(history, HistoryWindow.fit(history, 10_000));
    }

    @Test
    void theOldestExchangesAreLeftOutBehindANoteAndEveryToolCallKeepsItsResult() {
        List<ChatMessage> history = exchanges(10);
        List<ChatMessage> sent = HistoryWindow.fit(history, 1_300);
        ChatMessage.User note = (ChatMessage.User) sent.get(0);
        assertTrue(note.text().startsWith("[harness note from context]"), note.text());
        assertEquals(HistoryWindow.NOTE, note.text());
        assertEquals(history.subList(32, 40), sent.subList(1, sent.size()));
        assertEquals(new ChatMessage.User("ask 9 " + BLOCK), sent.get(1));
    }

    @Test
    void theNewestExchangeIsSentWholeEvenWhenItAloneIsOverTheBudget() {
        List<ChatMessage> history = exchanges(4);
        List<ChatMessage> sent = HistoryWindow.fit(history, 50);
        assertEquals(history.subList(12, 16), sent.subList(1, sent.size()));
        assertEquals(new ChatMessage.User(HistoryWindow.NOTE), sent.get(0));
    }

    @Test
    void aSingleExchangeOverTheBudgetIsSentAsIs() {
        List<ChatMessage> history = exchanges(1);
        assertSame(history, HistoryWindow.fit(history, 10));
    }

    @Test
    void cjkTextCountsAboutATokenPerCharacter() {
        assertEquals(1_004, HistoryWindow.tokens("字".repeat(1_000)));
        assertEquals(254, HistoryWindow.tokens("a".repeat(1_000)));
    }

    @Test
    void everyNonAsciiCharacterCountsATokenWhateverItsUtf8Length() {
        assertEquals(4, HistoryWindow.tokens(""));
        assertEquals(1 + 1 + 4, HistoryWindow.tokens("abc\u00e9"), "Latin-1, two bytes in UTF-8");
        assertEquals(1 + 2 + 4, HistoryWindow.tokens("abc\uD83D\uDE00"), "a surrogate pair, four bytes");
        assertEquals(1 + 1 + 4, HistoryWindow.tokens("abc\uD800"), "an unpaired surrogate, one byte (?)");
        assertEquals(1 + 1 + 4, HistoryWindow.tokens("ab?\uDC00"), "an unpaired surrogate beside a ?");
        assertEquals(2 + 4, HistoryWindow.tokens("abcd?"));
    }

    @Test
    void theBudgetIsTheWindowLessTheAnswerAndTheFixedParts() {
        long budget = HistoryWindow.budgetTokens(10_000, 2_000, "s".repeat(4_000));
        assertEquals(10_000 - 2_000 - 80 - 1_004, budget);
    }

    @Test
    void aContextWindowBelowTheMinimumIsRefused() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> AgentConfig.defaults().withContextWindow(1_000));
        assertTrue(error.getMessage().contains("at least 4096"), error.getMessage());
    }

    @Test
    void givenEstimatesFitAsEstimatingEachMessage() {
        List<ChatMessage> history = exchanges(6);
        for (long budget : new long[] {10, 50, 500, 1_300, 2_000, 10_000}) {
            assertEquals(HistoryWindow.fit(history, budget),
                    HistoryWindow.fit(history, i -> HistoryWindow.tokens(history.get(i)), budget), "budget " + budget);
        }
    }
}
