package dev.ralphdesk.app.log;

import java.util.logging.ConsoleHandler;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Undoes what {@link LogFile#install} did to the test JVM once a test ends (the log handler off the
 * root logger, the console back at the tests' level, the former uncaught-exception handler back).
 * A test registers it as a field: {@code @RegisterExtension final Installed installed = new Installed();}.
 */
final class Installed implements AfterEachCallback {
    private final Thread.UncaughtExceptionHandler uncaught = Thread.getDefaultUncaughtExceptionHandler();

    @Override
    public void afterEach(ExtensionContext context) {
        Logger root = Logger.getLogger("");
        for (Handler handler : root.getHandlers()) {
            if (handler instanceof LogFileHandler) {
                root.removeHandler(handler);
            } else if (handler instanceof ConsoleHandler) {
                handler.setLevel(Level.WARNING);
            }
        }
        Thread.setDefaultUncaughtExceptionHandler(uncaught);
    }
}
