package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.core.session.event.TurnOutcome;
import java.util.Optional;
import java.util.Set;

/** The row a turn's outcome adds: nothing for a completed turn, otherwise what happened and what to do. */
final class OutcomeRows {
    /** Error codes with their own advice; others get the general one. */
    private static final Set<String> ADVISED = Set.of("auth", "network", "timeout", "server", "context-length",
            "bad-request", "storage");

    private OutcomeRows() {
    }

    static Optional<TranscriptRow> of(TurnOutcome outcome) {
        Message detail = Message.verbatim(outcome.message().isBlank() ? "" : " " + sentence(outcome.message()));
        switch (outcome.kind()) {
            case COMPLETED:
                return Optional.empty();
            case CANCELLED:
                return Optional.of(new TranscriptRow.NoticeRow(Message.of(outcome.cancelReason()
                        .map(reason -> "transcript.stopped." + reason.wire()).orElse("transcript.stopped"))));
            case USAGE_LIMITED:
                return error("usageLimited", detail);
            case MAX_TOKENS:
                return error("maxTokens", detail);
            case REFUSED:
                return error("refused", detail);
            case STEP_LIMIT:
                return error("stepLimit", detail);
            case ERROR:
                String code = outcome.code();
                return Optional.of(new TranscriptRow.ErrorRow(Message.of("transcript.outcome.error", code, detail),
                        Message.of("transcript.todo." + (ADVISED.contains(code) ? code : "other"))));
            default:
                throw new IllegalStateException("unexpected outcome " + outcome.kind());
        }
    }

    static TranscriptRow interrupted() {
        return new TranscriptRow.ErrorRow(Message.of("transcript.interrupted"),
                Message.of("transcript.interrupted.todo"));
    }

    private static Optional<TranscriptRow> error(String kind, Message detail) {
        return Optional.of(new TranscriptRow.ErrorRow(Message.of("transcript.outcome." + kind, detail),
                Message.of("transcript.outcome." + kind + ".todo")));
    }

    private static String sentence(String text) {
        String trimmed = text.strip();
        return trimmed.endsWith(".") ? trimmed : trimmed + ".";
    }
}
