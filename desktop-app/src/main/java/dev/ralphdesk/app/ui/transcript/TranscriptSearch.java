package dev.ralphdesk.app.ui.transcript;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Ctrl+F in the transcript: the rows whose words contain the query (ignoring case), and which of
 * them is the current one. The words of a row are what people and models wrote into it: messages,
 * prompts, tool arguments and output, commands and their answers, a Ralph run's objective. Pure.
 */
public record TranscriptSearch(String query, List<Integer> hits, int current) {
    public static final TranscriptSearch NONE = new TranscriptSearch("", List.of(), -1);

    public TranscriptSearch {
        hits = List.copyOf(hits);
    }

    /** Searches {@code rows} for {@code query}; the current hit is the first at or after {@code from}. */
    public static TranscriptSearch of(List<TranscriptRow> rows, String query, int from) {
        String q = query.strip().toLowerCase(Locale.ROOT);
        if (q.isEmpty()) {
            return NONE;
        }
        List<Integer> hits = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            if (words(rows.get(i)).toLowerCase(Locale.ROOT).contains(q)) {
                hits.add(i);
            }
        }
        int current = hits.isEmpty() ? -1 : 0;
        for (int i = 0; i < hits.size(); i++) {
            if (hits.get(i) >= from) {
                current = i;
                break;
            }
        }
        return new TranscriptSearch(query, hits, current);
    }

    /** The next hit (wrapping round); {@code step} -1 for the previous one. */
    public TranscriptSearch move(int step) {
        return hits.isEmpty() ? this : new TranscriptSearch(query, hits, Math.floorMod(current + step, hits.size()));
    }

    /** The row of the current hit, or -1. */
    public int row() {
        return current < 0 ? -1 : hits.get(current);
    }

    static String words(TranscriptRow row) {
        if (row instanceof TranscriptRow.UserRow user) {
            return user.text();
        } else if (row instanceof TranscriptRow.AssistantRow assistant) {
            return assistant.text() + "\n" + assistant.reasoning();
        } else if (row instanceof TranscriptRow.ToolCard card) {
            return card.name() + "\n" + card.arguments() + "\n" + card.output();
        } else if (row instanceof TranscriptRow.CommandRow command) {
            return command.line() + "\n" + (command.output() == null ? "" : command.output());
        } else if (row instanceof TranscriptRow.GoalRoundRow round) {
            return round.prompt();
        } else if (row instanceof TranscriptRow.HarnessPromptRow prompt) {
            return prompt.prompt();
        } else if (row instanceof TranscriptRow.RalphCardRow card) {
            return card.objective();
        }
        return "";
    }
}
