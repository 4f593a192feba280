package dev.ralphdesk.app.ui.goal;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.RecordedReasons;
import dev.ralphdesk.goal.domain.BlockReason;
import java.util.Set;

/**
 * Why a goal is blocked, in the UI's language: the harness's own reason codes get a label from the
 * bundles; a code the model reported is shown as it is. The recorded message follows in the UI's
 * language where it is one of the harness's sentences ({@link RecordedReasons}), else as written.
 */
public final class BlockReasons {
    /** The codes the harness itself blocks with (each has a {@code goal.reason.CODE} label). */
    public static final Set<String> KNOWN = Set.of(BlockReason.ROUND_LIMIT, BlockReason.BUDGET_TOKENS,
            BlockReason.BUDGET_COST, BlockReason.BUDGET_TIME, BlockReason.USAGE_LIMITED, BlockReason.TURN_ERROR,
            BlockReason.MAX_TOKENS, BlockReason.NO_PROGRESS, "queue-failed");

    private BlockReasons() {
    }

    /** {@code no progress}, {@code round cap reached}, … or the code itself. */
    public static Message label(String code) {
        return KNOWN.contains(code) ? Message.of("goal.reason." + code) : Message.verbatim(code);
    }

    /** {@code no progress (no-progress): three rounds without a change}. */
    public static Message line(BlockReason reason) {
        return KNOWN.contains(reason.code()) ? Message.of("goal.block", label(reason.code()), reason.code(),
                RecordedReasons.of(reason.message())) : Message.of("goal.block.reported", reason.code(), reason.message());
    }
}
