package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.core.agent.TurnOutcome;
import java.util.Optional;

/** The row a turn's outcome adds: nothing for a completed turn, otherwise what happened and what to do. */
final class OutcomeRows {
    private OutcomeRows() {
    }

    static Optional<TranscriptRow> of(TurnOutcome outcome) {
        String message = outcome.message().isBlank() ? "" : " " + sentence(outcome.message());
        switch (outcome.kind()) {
            case COMPLETED:
                return Optional.empty();
            case CANCELLED:
                return Optional.of(new TranscriptRow.NoticeRow("Stopped."));
            case USAGE_LIMITED:
                return error("The provider refused more requests for now (rate limit or quota)." + message,
                        "Wait a little and send again, or check the plan and limits of your account.");
            case MAX_TOKENS:
                return error("The answer hit the model's output limit and was cut off." + message,
                        "Ask for a shorter answer or continue with \"go on\".");
            case REFUSED:
                return error("The model refused to answer or its output was filtered." + message,
                        "Rephrase the request.");
            case STEP_LIMIT:
                return error("The turn stopped at the step limit." + message,
                        "Send \"continue\" to let the agent carry on, or raise the step cap in Settings.");
            case ERROR:
                return error("The turn failed (" + outcome.code() + ")." + message, whatToDo(outcome.code()));
            default:
                throw new IllegalStateException("unexpected outcome " + outcome.kind());
        }
    }

    static TranscriptRow interrupted() {
        return new TranscriptRow.ErrorRow("This turn was interrupted: Ralph Desk stopped before it finished.",
                "Everything up to here is kept. Send a message to continue.");
    }

    private static String whatToDo(String code) {
        switch (code) {
            case "auth":
                return "Check the API key in Settings.";
            case "network":
            case "timeout":
                return "Check the network connection and the base URL in Settings, then send again.";
            case "server":
                return "The provider had a problem; send again in a moment.";
            case "context-length":
                return "The conversation is too long for this model: fork from an earlier point or start a new session.";
            case "bad-request":
                return "The provider rejected the request; check the model name in Settings.";
            case "storage":
                return "The session log could not be written; check free disk space and the data folder.";
            default:
                return "Send again; if it keeps failing, check Settings.";
        }
    }

    private static Optional<TranscriptRow> error(String what, String whatToDo) {
        return Optional.of(new TranscriptRow.ErrorRow(what, whatToDo));
    }

    private static String sentence(String text) {
        String trimmed = text.strip();
        return trimmed.endsWith(".") ? trimmed : trimmed + ".";
    }
}
