package dev.ralphdesk.app.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.secret.SecretScan;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The log never grows past its bound: full files move to .1 and .2, the oldest is dropped. */
class LogFileHandlerTest {
    @TempDir
    Path dir;

    private static LogRecord record(String message) {
        LogRecord record = new LogRecord(Level.INFO, message);
        record.setLoggerName("test");
        return record;
    }

    @Test
    void aFullLogMovesToOldFilesAndTheOldestIsDropped() throws Exception {
        Path file = dir.resolve("ralph-desk.log");
        LogFileHandler handler = new LogFileHandler(file, 2_000, 2, SecretScan.shapes());
        for (int i = 1; i <= 200; i++) {
            handler.publish(record(String.format("record %03d %s", i, "x".repeat(40))));
        }

        List<String> names;
        try (Stream<Path> files = Files.list(dir)) {
            names = files.map(f -> f.getFileName().toString()).sorted().toList();
        }
        assertEquals(List.of("ralph-desk.log", "ralph-desk.log.1", "ralph-desk.log.2"), names);
        for (String name : names) {
            assertTrue(Files.size(dir.resolve(name)) <= 2_000, name + " is " + Files.size(dir.resolve(name)));
        }
        assertTrue(Files.readString(file).contains("record 200 "), "the newest record is in the current file");
        String oldest = Files.readString(dir.resolve("ralph-desk.log.2"));
        String older = Files.readString(dir.resolve("ralph-desk.log.1"));
        assertTrue(first(oldest) < first(older) && first(older) < first(Files.readString(file)));
        assertEquals(200, last(Files.readString(file)));
        assertEquals(first(Files.readString(file)) - 1, last(older), "no record lost between the files kept");
    }

    @Test
    void aHugeRecordIsCut() throws Exception {
        Path file = dir.resolve("ralph-desk.log");
        new LogFileHandler(file, 1L << 20, 2, SecretScan.shapes()).publish(record("y".repeat(200_000)));

        assertTrue(Files.size(file) < LogFileHandler.MAX_RECORD + 100, "size " + Files.size(file));
        assertTrue(Files.readString(file).endsWith(" […cut]\n"));
    }

    private static int first(String text) {
        return Integer.parseInt(text.substring(text.indexOf("record ") + 7, text.indexOf("record ") + 10));
    }

    private static int last(String text) {
        int at = text.lastIndexOf("record ");
        return Integer.parseInt(text.substring(at + 7, at + 10));
    }
}
