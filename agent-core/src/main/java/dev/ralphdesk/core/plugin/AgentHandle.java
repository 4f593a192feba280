package dev.ralphdesk.core.plugin;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.tool.Workspace;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/** What plugins and the UI may do with a live agent. */
public interface AgentHandle {

    SessionId sessionId();

    SessionKind kind();

    Workspace workspace();

    /** Queues input; turns run one at a time in submission order. */
    CompletableFuture<TurnResult> submit(TurnInput input);

    /**
     * Queues a reservation: when its place in the queue comes, {@code admission} is asked — on the
     * session thread, right before the turn — for the input to admit. Empty means the reservation
     * went stale and no turn (and no model call) happens.
     */
    CompletableFuture<Optional<TurnResult>> submitReserved(Supplier<Optional<TurnInput>> admission);

    /** Appends a model-visible note to the history (recorded as {@code context/note}). */
    void inject(String source, String note);

    /**
     * No turn running and nothing queued. True already while the last turn's future completes, so
     * whoever that future wakes sees the agent idle.
     */
    boolean isIdle();

    /** A human input is queued and not yet started. */
    boolean hasPendingHumanInput();

    /**
     * Cancels the running turn, if any, for {@code reason} (its outcome records it), then tells the
     * turn hooks ({@code TurnHook.cancelRequested}) — also when nothing runs, so policies that
     * continue work between turns (goal rounds, a Ralph run) stop as well.
     */
    void cancel(CancelReason reason);

    /** The model-visible history as it stands. */
    List<ChatMessage> history();

    /**
     * Waits until no turn runs, nothing is queued and the last turn's future has completed (its
     * callbacks ran); false when the timeout passed first. A timeout of 0 only looks.
     */
    boolean awaitIdle(long timeoutMillis) throws InterruptedException;
}
