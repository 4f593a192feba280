package dev.ralphdesk.app.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.Test;

class LogLineTest {

    @Test
    void oneLineWithTheUtcTimeToTheMillisecondTheLevelTheProcessAndTheLogger() {
        LogRecord record = new LogRecord(Level.WARNING, "the {0} is {1}");
        record.setParameters(new Object[] {"disk", "full"});
        record.setInstant(Instant.parse("2026-01-02T03:04:05.006789Z"));
        record.setLoggerName("dev.ralphdesk.x.Y");

        assertEquals("2026-01-02T03:04:05.006Z WARNING [" + ProcessHandle.current().pid()
                + "] dev.ralphdesk.x.Y: the disk is full\n", new LogLine().format(record));
    }

    @Test
    void theTimeMatchesTheIsoFormOfTheInstant() {
        for (String instant : new String[] {"1999-12-31T23:59:59.999Z", "2026-12-03T19:45:53.320Z",
                "2030-06-15T00:00:00Z"}) {
            StringBuilder line = new StringBuilder();
            LogLine.time(line, Instant.parse(instant).toEpochMilli());
            assertEquals(Instant.parse(instant), Instant.parse(line));
            assertEquals(24, line.length(), line.toString());
        }
    }
}
