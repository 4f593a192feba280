package dev.ralphdesk.core.tool;

/** A tool refused or failed with a message the model should read. */
public class ToolException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ToolException(String message) {
        super(message);
    }

    public ToolException(String message, Throwable cause) {
        super(message, cause);
    }
}
