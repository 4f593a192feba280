package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Phrases;
import java.util.Locale;

/**
 * The one line a tool card shows folded: what the call does ({@link ToolSummaries}: {@code $ sh
 * greet.sh Ada}, {@code write_file greet.sh · 12 lines}), then its status and exit code in the UI's
 * language. Pure.
 */
final class ToolHeadlines {
    private ToolHeadlines() {
    }

    static Message of(TranscriptRow.ToolCard card) {
        Message status = Message.of("transcript.tool." + card.status().name().toLowerCase(Locale.ROOT));
        Message exit = card.exitCode() == null ? Message.NONE : Message.of("transcript.tool.exit", card.exitCode());
        return Phrases.joined(ToolSummaries.of(card.name(), card.arguments()), status, exit);
    }
}
