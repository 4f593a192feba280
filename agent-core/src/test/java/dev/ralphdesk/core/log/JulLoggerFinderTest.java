package dev.ralphdesk.core.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** The finder's loggers write to the {@code java.util.logging} logger of their name, at the JDK's levels. */
class JulLoggerFinderTest {

    @Test
    void itsLoggersHandTheirRecordsToTheJavaUtilLoggingLoggerOfTheirName() {
        String name = "dev.ralphdesk.test.JulLoggerFinderTest";
        Logger jul = Logger.getLogger(name);
        List<String> records = new ArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                records.add(record.getLevel() + " " + record.getLoggerName() + " " + record.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        java.util.logging.Level level = jul.getLevel();
        jul.setUseParentHandlers(false);
        jul.setLevel(java.util.logging.Level.INFO);
        jul.addHandler(capture);
        try {
            System.Logger logger = new JulLoggerFinder().getLogger(name, JulLoggerFinderTest.class.getModule());
            assertEquals(name, logger.getName());
            logger.log(System.Logger.Level.WARNING, "kept");
            logger.log(System.Logger.Level.DEBUG, "below the level");
            logger.log(System.Logger.Level.ERROR, "kept too");
            assertEquals(List.of("WARNING " + name + " kept", "SEVERE " + name + " kept too"), records);
        } finally {
            jul.removeHandler(capture);
            jul.setUseParentHandlers(true);
            jul.setLevel(level);
        }
    }
}
