package dev.ralphdesk.core.cancel;

/** Thrown by work that noticed its cancellation token. */
public final class CancelledException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public CancelledException() {
        super("cancelled", null, false, false);
    }
}
