package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.SessionStoreException;
import java.nio.file.Path;
import java.sql.SQLException;

/**
 * Turns SQLite failures into messages for the person: what happened, to which file, what to do.
 * Messages never quote event payloads.
 */
public final class SqliteErrors {
    static final String ELSEWHERE = "start Ralph Desk with --data-dir (or RALPH_DESK_HOME) pointing at another folder";

    private SqliteErrors() {
    }

    /** The primary SQLite result code (the low byte of an extended code). */
    static int primaryCode(SQLException e) {
        return e.getErrorCode() & 0xff;
    }

    public static SessionStoreException describe(SQLException e, Path database, String doing) {
        String file = database.toString();
        String sqlite = e.getMessage() == null ? "" : " (SQLite: " + firstLine(e.getMessage()) + ")";
        String message;
        switch (primaryCode(e)) {
            case 5, 6 -> message = "The database " + file + " is locked by another program, so " + doing
                    + " waited and gave up. Close other programs using it (a sqlite3 shell, a backup tool) and"
                    + " try again.";
            case 13 -> message = "The disk holding " + file + " is full: " + doing + " failed and nothing was"
                    + " saved. Free some space and try again.";
            case 8, 3, 23 -> message = "Ralph Desk may not write " + file + " (read-only file or folder): "
                    + doing + " failed. Make the file and its folder writable, or " + ELSEWHERE + ".";
            case 14 -> message = "Ralph Desk cannot open " + file + ": " + doing + " failed. Check that the"
                    + " folder exists and is readable and writable, or " + ELSEWHERE + ".";
            case 26 -> message = file + " is not a SQLite database (or is encrypted or damaged beyond its"
                    + " header). It was left untouched. Move it aside, or " + ELSEWHERE + ".";
            case 11 -> message = "The database " + file + " is damaged: " + doing + " failed. It was left"
                    + " untouched; copy it somewhere safe, then restore a backup or move it aside.";
            case 10 -> message = "Reading or writing " + file + " failed with an I/O error while " + doing
                    + ". Check the disk and try again.";
            default -> message = "SQLite failed on " + file + " while " + doing + ".";
        }
        return new SessionStoreException(message + sqlite, e);
    }

    private static String firstLine(String text) {
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline);
    }
}
