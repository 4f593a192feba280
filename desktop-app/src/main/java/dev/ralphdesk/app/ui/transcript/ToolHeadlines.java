package dev.ralphdesk.app.ui.transcript;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Phrases;
import dev.ralphdesk.core.json.Json;
import java.util.Locale;

/**
 * The one line a tool card shows folded: {@code $ sh greet.sh Ada · exit 0} for a call that names a
 * command (the shell), else the tool and its arguments on one line, cut with an ellipsis; then the
 * status in the UI's language. Pure.
 */
final class ToolHeadlines {
    /** Longer arguments are cut with an ellipsis (the card's body shows them whole, wrapped). */
    static final int MAX = 96;

    private ToolHeadlines() {
    }

    static Message of(TranscriptRow.ToolCard card) {
        String command = command(card.arguments());
        String what = command != null ? "$ " + abbreviate(command) : card.name() + "  " + abbreviate(card.arguments());
        Message status = Message.of("transcript.tool." + card.status().name().toLowerCase(Locale.ROOT));
        Message exit = card.exitCode() == null ? Message.NONE : Message.of("transcript.tool.exit", card.exitCode());
        return Phrases.joined(Message.verbatim(what), status, exit);
    }

    /** The {@code command} string of a call's JSON arguments, or null. */
    static String command(String arguments) {
        if (!arguments.strip().startsWith("{")) {
            return null;
        }
        try {
            JsonNode node = Json.parse(arguments).get("command");
            return node != null && node.isTextual() ? node.asText() : null;
        } catch (JsonProcessingException e) {
            return null;
        }
    }

    static String abbreviate(String text) {
        String flat = text.replaceAll("\\s+", " ").strip();
        return flat.length() <= MAX ? flat : flat.substring(0, MAX - 1) + "…";
    }
}
