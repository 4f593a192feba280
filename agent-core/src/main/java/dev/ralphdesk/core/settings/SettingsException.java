package dev.ralphdesk.core.settings;

import java.nio.file.Path;

/** The settings file could not be read or is malformed; the message names the file and, when known, the line. */
public final class SettingsException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient Path file;
    private final int line;
    private final int column;

    public SettingsException(Path file, int line, int column, String problem, Throwable cause) {
        super(describe(file, line, column, problem), cause);
        this.file = file;
        this.line = line;
        this.column = column;
    }

    public Path file() {
        return file;
    }

    /** The 1-based line of the problem, or 0 when not known. */
    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    private static String describe(Path file, int line, int column, String problem) {
        String where = line > 0 ? " (line " + line + (column > 0 ? ", column " + column : "") + ")" : "";
        return "The settings file " + file + where + " is not valid: " + sentence(problem);
    }

    /** The problem as a sentence: parser messages often end without a full stop. */
    private static String sentence(String problem) {
        String text = problem == null ? "" : problem.strip();
        return text.isEmpty() || text.endsWith(".") || text.endsWith("?") || text.endsWith("!") ? text : text + ".";
    }
}
