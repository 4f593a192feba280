package dev.ralphdesk.app.log;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.logging.Formatter;
import java.util.logging.LogRecord;

/**
 * One line per record: time (UTC, milliseconds), level, process, logger, message; then the stack
 * trace, if any. The time is written field by field: a {@code DateTimeFormatter} costs tens of
 * milliseconds to set up, on the window's start-up path.
 */
final class LogLine extends Formatter {
    private final long pid = ProcessHandle.current().pid();

    @Override
    public String format(LogRecord record) {
        StringBuilder line = new StringBuilder(160);
        time(line, record.getMillis());
        line.append(' ').append(record.getLevel().getName()).append(" [").append(pid).append("] ")
                .append(record.getLoggerName()).append(": ").append(formatMessage(record)).append('\n');
        if (record.getThrown() != null) {
            StringWriter trace = new StringWriter();
            record.getThrown().printStackTrace(new PrintWriter(trace));
            line.append(trace);
        }
        return line.toString();
    }

    /** {@code 2026-12-03T19:45:53.326Z} */
    static void time(StringBuilder line, long epochMillis) {
        LocalDateTime t = LocalDateTime.ofEpochSecond(Math.floorDiv(epochMillis, 1000), 0, ZoneOffset.UTC);
        line.append(t.getYear()).append('-');
        pad(line, t.getMonthValue(), 2).append('-');
        pad(line, t.getDayOfMonth(), 2).append('T');
        pad(line, t.getHour(), 2).append(':');
        pad(line, t.getMinute(), 2).append(':');
        pad(line, t.getSecond(), 2).append('.');
        pad(line, (int) Math.floorMod(epochMillis, 1000), 3).append('Z');
    }

    private static StringBuilder pad(StringBuilder line, int value, int width) {
        String digits = Integer.toString(value);
        for (int i = digits.length(); i < width; i++) {
            line.append('0');
        }
        return line.append(digits);
    }
}
