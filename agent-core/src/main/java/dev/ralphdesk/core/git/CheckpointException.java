package dev.ralphdesk.core.git;

import java.util.Objects;

/** Why a checkpoint, a diff or a restore could not be made, with a stable code. */
public final class CheckpointException extends Exception {
    private static final long serialVersionUID = 1L;
    private final Code code;

    public enum Code {
        /** git is not installed or cannot be started. */
        CHECKPOINT_NO_GIT,
        /** The workspace is not inside a git repository. */
        CHECKPOINT_NO_REPOSITORY,
        /** A git command failed. */
        CHECKPOINT_GIT_FAILED,
        /** A git command did not finish in time. */
        CHECKPOINT_TIMEOUT,
        /** A restore would touch a path outside the repository. */
        CHECKPOINT_UNSAFE_PATH,
        /** A restore was asked for while a turn or round runs in the session. */
        CHECKPOINT_BUSY,
        /** The approval policy refused a restore. */
        CHECKPOINT_REFUSED
    }

    public CheckpointException(Code code, String message) {
        super(message);
        this.code = Objects.requireNonNull(code, "code");
    }

    public Code code() {
        return code;
    }
}
