package dev.ralphdesk.core.tool;


/** A refused or impossible workspace access, with a message for the model or the person. */
public final class WorkspaceException extends ToolException {
    private static final long serialVersionUID = 1L;

    public WorkspaceException(String message) {
        super(message);
    }
}
