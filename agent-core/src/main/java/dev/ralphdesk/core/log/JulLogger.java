package dev.ralphdesk.core.log;

import java.util.ResourceBundle;
import java.util.function.Supplier;
import java.util.logging.Logger;

/**
 * A {@link System.Logger} writing to the {@code java.util.logging} logger of the same name, as the
 * JDK's own does when no other logging back end is installed: the same records (level, logger name,
 * message, parameters, exception) to the same handlers (the log file's). Our classes take their
 * loggers from here, each in a constant made as the class is initialised, so two costs of a command's
 * start are left out: {@link System#getLogger}'s first call looks for a {@code System.LoggerFinder}
 * service in every module and jar and wraps each logger in the JDK's adapters, and the logger of
 * {@code java.util.logging} is made (registered, its parents found, the configuration read for its
 * name: ~0.05-0.08 ms each in a cold JVM) only when a record is first asked about — most of the ~45
 * loggers a command's classes hold never log.
 */
public final class JulLogger implements System.Logger {
    private final String name;
    /** The logger of {@code java.util.logging}, made at the first record; the same one from then on. */
    private volatile Logger made;

    private JulLogger(String name) {
        this.name = name;
    }

    /** The logger named after {@code type}, as {@code System.getLogger(type.getName())} names it. */
    public static System.Logger of(Class<?> type) {
        return named(type.getName());
    }

    public static System.Logger named(String name) {
        return new JulLogger(name);
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public boolean isLoggable(Level level) {
        return jul().isLoggable(jul(level));
    }

    @Override
    public void log(Level level, Supplier<String> message) {
        jul().log(jul(level), message);
    }

    @Override
    public void log(Level level, Supplier<String> message, Throwable thrown) {
        jul().log(jul(level), thrown, message);
    }

    @Override
    public void log(Level level, ResourceBundle bundle, String message, Throwable thrown) {
        jul().logrb(jul(level), bundle, message, thrown);
    }

    @Override
    public void log(Level level, ResourceBundle bundle, String format, Object... parameters) {
        jul().logrb(jul(level), bundle, format, parameters);
    }

    private Logger jul() {
        Logger logger = made;
        if (logger == null) {
            logger = Logger.getLogger(name); // the one of that name: a race makes no second one
            made = logger;
        }
        return logger;
    }

    /** The JDK's mapping of the levels ({@code System.Logger.Level}'s documentation). */
    static java.util.logging.Level jul(Level level) {
        return switch (level) {
            case ALL -> java.util.logging.Level.ALL;
            case TRACE -> java.util.logging.Level.FINER;
            case DEBUG -> java.util.logging.Level.FINE;
            case INFO -> java.util.logging.Level.INFO;
            case WARNING -> java.util.logging.Level.WARNING;
            case ERROR -> java.util.logging.Level.SEVERE;
            case OFF -> java.util.logging.Level.OFF;
        };
    }
}
