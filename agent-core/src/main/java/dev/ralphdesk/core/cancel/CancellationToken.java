package dev.ralphdesk.core.cancel;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A one-shot cancellation signal with the reason it was given. The first reason wins. Callbacks run
 * once, on the cancelling thread.
 */
public final class CancellationToken {
    private final AtomicReference<CancelReason> reason = new AtomicReference<>();
    private final List<Runnable> callbacks = new CopyOnWriteArrayList<>();

    public static CancellationToken none() {
        return new CancellationToken();
    }

    public boolean isCancelled() {
        return reason.get() != null;
    }

    /** Why it was cancelled; null while it is not. */
    public CancelReason reason() {
        return reason.get();
    }

    /** Cancels for {@code why}; returns false when it was already cancelled (the first reason stays). */
    public boolean cancel(CancelReason why) {
        Objects.requireNonNull(why, "why");
        if (!reason.compareAndSet(null, why)) {
            return false;
        }
        for (Runnable callback : callbacks) {
            callback.run();
        }
        return true;
    }

    /** Runs {@code callback} on cancel, or at once when already cancelled. The result unregisters it. */
    public Registration onCancel(Runnable callback) {
        callbacks.add(callback);
        if (isCancelled() && callbacks.remove(callback)) {
            callback.run();
        }
        return () -> callbacks.remove(callback);
    }

    public void throwIfCancelled() {
        if (isCancelled()) {
            throw new CancelledException();
        }
    }

    @FunctionalInterface
    public interface Registration extends AutoCloseable {
        @Override
        void close();
    }
}
