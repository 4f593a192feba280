package dev.ralphdesk.core.export;

import java.util.Objects;

/** Why an export was not written, with a stable code; the message names the file and what to do. */
public final class ExportException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final Code code;

    public enum Code {
        /** The folder to write into does not exist. */
        EXPORT_NO_FOLDER,
        /** The output names a folder, not a file. */
        EXPORT_IS_FOLDER,
        /** The file could not be written (permissions, disk full). */
        EXPORT_WRITE_FAILED
    }

    public ExportException(Code code, String message) {
        super(message);
        this.code = Objects.requireNonNull(code, "code");
    }

    public Code code() {
        return code;
    }
}
