package dev.ralphdesk.core.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.logging.Handler;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/**
 * Our loggers hand {@code java.util.logging} the records the JDK's {@code System.getLogger} hands it, down
 * to the source it infers: the class and method that logged.
 */
class JulLoggerTest {
    private static final IllegalStateException FAILURE = new IllegalStateException("it broke");

    /** What a handler of the logger named {@code name} received, as comparable text. */
    private static List<String> received(String name, java.util.logging.Level threshold,
            Consumer<System.Logger> logging, System.Logger logger) {
        Logger jul = Logger.getLogger(name);
        List<String> records = new ArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                // the source too, as the terminal's formatter shows it: the caller, not the logger's own class
                records.add(record.getLevel() + " " + record.getLoggerName().replace(name, "NAME") + " "
                        + record.getMessage() + " " + Arrays.toString(record.getParameters()) + " "
                        + record.getThrown() + " " + record.getResourceBundle() + " from "
                        + record.getSourceClassName() + "." + record.getSourceMethodName());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        jul.setUseParentHandlers(false);
        jul.setLevel(threshold);
        jul.addHandler(capture);
        try {
            logging.accept(logger);
            for (Level level : Level.values()) {
                records.add(level + " loggable: " + logger.isLoggable(level));
            }
        } finally {
            jul.removeHandler(capture);
        }
        return records;
    }

    private static void everyKindOfRecord(System.Logger logger) {
        for (Level level : List.of(Level.TRACE, Level.DEBUG, Level.INFO, Level.WARNING, Level.ERROR)) {
            logger.log(level, "plain");
            logger.log(level, "with a failure", FAILURE);
            logger.log(level, "with {0} and {1}", "one", 2);
            logger.log(level, () -> "supplied");
            logger.log(level, () -> "supplied with a failure", FAILURE);
            logger.log(level, (Object) "an object");
            logger.log(level, (java.util.ResourceBundle) null, "no bundle {0}", "x");
        }
    }

    @Test
    void itsRecordsAreTheJdkLoggersRecordsAtEveryLevelAndThreshold() {
        for (java.util.logging.Level threshold : List.of(java.util.logging.Level.ALL, java.util.logging.Level.FINE,
                java.util.logging.Level.INFO, java.util.logging.Level.SEVERE, java.util.logging.Level.OFF)) {
            String ours = "dev.ralphdesk.test.JulLoggerTest.ours." + threshold;
            String jdks = "dev.ralphdesk.test.JulLoggerTest.jdks." + threshold;
            List<String> expected = received(jdks, threshold, JulLoggerTest::everyKindOfRecord, System.getLogger(jdks));
            assertEquals(expected, received(ours, threshold, JulLoggerTest::everyKindOfRecord, JulLogger.named(ours)),
                    "at " + threshold);
            if (threshold == java.util.logging.Level.ALL) {
                assertEquals(5 * 7 + Level.values().length, expected.size(), "every record and level received");
                assertTrue(expected.get(0).endsWith(" from " + JulLoggerTest.class.getName() + ".everyKindOfRecord"),
                        expected.get(0));
            }
        }
    }

    @Test
    void itIsNamedAfterItsClass() {
        assertEquals(JulLoggerTest.class.getName(), JulLogger.of(JulLoggerTest.class).getName());
    }

    @Test
    void theLoggerOfJavaUtilLoggingIsMadeAtTheFirstRecordAskedAbout() {
        String name = "dev.ralphdesk.test.JulLoggerTest.lazy";
        System.Logger logger = JulLogger.named(name);
        assertEquals(name, logger.getName());
        assertNull(LogManager.getLogManager().getLogger(name), "made before any record");
        logger.log(Level.DEBUG, "below the threshold");
        assertNotNull(LogManager.getLogManager().getLogger(name), "not made at the first record");
    }
}
