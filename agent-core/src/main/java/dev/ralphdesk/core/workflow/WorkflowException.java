package dev.ralphdesk.core.workflow;

import java.util.Objects;

/** A workflow run that cannot start or go on, with a stable code and a message for the person. */
public final class WorkflowException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The stable codes. */
    public enum Code {
        WORKFLOW_UNKNOWN,
        WORKFLOW_PROVIDER_MISSING,
        /** The provider's children cannot hand back a structured result, which the workflow needs. */
        WORKFLOW_PROVIDER_UNSTRUCTURED,
        /** The provider's children inherit (or do not inherit) the parent's conversation against the workflow's need. */
        WORKFLOW_PROVIDER_CONTEXT,
        WORKFLOW_INVALID_AGENT_LIMIT,
        WORKFLOW_AGENT_LIMIT,
        WORKFLOW_RUN_ACTIVE
    }

    private final Code code;

    public WorkflowException(Code code, String message) {
        super(message);
        this.code = Objects.requireNonNull(code, "code");
    }

    public Code code() {
        return code;
    }
}
