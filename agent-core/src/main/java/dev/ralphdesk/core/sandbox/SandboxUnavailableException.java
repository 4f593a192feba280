package dev.ralphdesk.core.sandbox;

import dev.ralphdesk.core.tool.ToolException;

/** The settings ask for a sandbox this machine cannot give, so the command was not run. */
public final class SandboxUnavailableException extends ToolException {
    private static final long serialVersionUID = 1L;

    public SandboxUnavailableException(String message) {
        super(message);
    }
}
