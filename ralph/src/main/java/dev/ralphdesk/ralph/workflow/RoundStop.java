package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * When one round's child must stop, as a signal instead of a poll: the run was cancelled (with its
 * reason), a token or cost budget ran out (checked as each model call reports its usage), the time
 * budget ran out (a timer at its deadline), or the process is stopping. The child follows the
 * token through {@link RoundWatch}; no turn is admitted after it fired.
 */
final class RoundStop implements AutoCloseable {
    private final CancellationToken token = new CancellationToken();
    private final CancellationToken run;
    private final CancellationToken.Registration fromRun;
    private volatile BudgetWatch budgets = java.util.Optional::empty;
    private volatile CompletableFuture<Void> timer;
    private volatile boolean closed;

    RoundStop(CancellationToken run) {
        this.run = run;
        this.fromRun = run.onCancel(() -> token.cancel(run.reason()));
    }

    CancellationToken token() {
        return token;
    }

    boolean fired() {
        return token.isCancelled();
    }

    /**
     * Holds the round to {@code watch} from now on; {@code timeLeft} (null: no time budget) is when
     * the time budget runs out.
     */
    void enforce(BudgetWatch watch, Duration timeLeft) {
        budgets = watch;
        if (timeLeft != null) {
            arm(timeLeft);
        }
        spent();
    }

    /** Some usage was reported: stops the round when a budget ran out. */
    void spent() {
        if (!token.isCancelled() && budgets.check().isPresent()) {
            token.cancel(CancelReason.BUDGET);
        }
    }

    /** The process is stopping. */
    void shutdown() {
        token.cancel(CancelReason.SHUTDOWN);
    }

    /** Whether the run itself was cancelled (not only this round stopped). */
    boolean runCancelled() {
        return run.isCancelled();
    }

    private void arm(Duration timeLeft) {
        if (closed) {
            return;
        }
        CompletableFuture<Void> deadline = new CompletableFuture<>();
        deadline.completeOnTimeout(null, Math.max(1, timeLeft.toMillis() + 1), TimeUnit.MILLISECONDS);
        timer = deadline;
        deadline.thenRun(() -> {
            spent();
            if (!token.isCancelled()) {
                // the clock reads a hair early: look again a moment later
                arm(Duration.ofMillis(1));
            }
        });
    }

    @Override
    public void close() {
        closed = true;
        fromRun.close();
        CompletableFuture<Void> armed = timer;
        if (armed != null) {
            armed.cancel(false);
        }
    }
}
