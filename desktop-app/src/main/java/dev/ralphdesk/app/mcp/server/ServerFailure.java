package dev.ralphdesk.app.mcp.server;

/** A server could not start, answer or stay up; the message says what happened, for the person and the model. */
public final class ServerFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ServerFailure(String message) {
        super(message);
    }
}
