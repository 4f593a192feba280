package dev.ralphdesk.core.session;

/** A store failure with a message for the person: what happened, to which file, what to do. */
public class SessionStoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SessionStoreException(String message) {
        super(message);
    }

    public SessionStoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
