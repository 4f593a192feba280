package dev.ralphdesk.goal.driver;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.goal.domain.BlockReason;
import java.util.Optional;

/**
 * What a goal round's outcome means for the goal (DESIGN §6): completed → go on; cancelled →
 * paused — unless the person stopped it (Stop, a signal): that stop pauses the goal itself
 * ({@code GoalDriver.cancelRequested}), so the round only ends; usage-limited, error, max-tokens →
 * blocked with that code; refused and step-limit block with their own codes. Pure.
 */
final class OutcomeMapping {

    enum Effect {
        CONTINUE,
        PAUSE,
        /** The person's stop: its own pause settles the goal; the round only ends. */
        STOPPED,
        BLOCK
    }

    record Mapped(Effect effect, BlockReason reason) {
    }

    private OutcomeMapping() {
    }

    static Mapped map(TurnOutcome outcome) {
        switch (outcome.kind()) {
            case COMPLETED:
                return new Mapped(Effect.CONTINUE, null);
            case CANCELLED:
                boolean byPerson = outcome.cancelReason().map(CancelReason::byPerson).orElse(false);
                return new Mapped(byPerson ? Effect.STOPPED : Effect.PAUSE, null);
            case USAGE_LIMITED:
                return block(BlockReason.USAGE_LIMITED, "the provider's rate limit or quota stopped the round",
                        outcome);
            case ERROR:
                return block(BlockReason.TURN_ERROR, "the round failed (" + outcome.code() + ")", outcome);
            case MAX_TOKENS:
                return block(BlockReason.MAX_TOKENS, "the model hit its output token limit", outcome);
            case REFUSED:
                return block("refused", "the model refused or its output was filtered", outcome);
            case STEP_LIMIT:
                return block("step-limit", "the round reached the per-turn step cap", outcome);
            default:
                throw new IllegalStateException("unexpected turn outcome " + outcome.kind());
        }
    }

    private static Mapped block(String code, String what, TurnOutcome outcome) {
        String detail = Optional.ofNullable(outcome.message()).filter(m -> !m.isBlank()).map(m -> ": " + m).orElse("");
        return new Mapped(Effect.BLOCK, new BlockReason(code, what + detail));
    }

    /** Blocks after which the model gets no closing request (it is failing, or was stopped by the provider). */
    static boolean closingFor(BlockReason reason) {
        return reason == null || !(reason.code().equals(BlockReason.USAGE_LIMITED)
                || reason.code().equals(BlockReason.TURN_ERROR) || reason.code().equals(BlockReason.MAX_TOKENS)
                || reason.code().equals("refused"));
    }
}
