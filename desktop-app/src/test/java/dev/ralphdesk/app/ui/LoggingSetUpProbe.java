package dev.ralphdesk.app.ui;

import java.util.Map;

/**
 * The child JVM of {@link LoggingSetUpTest}: sets up the window's logging with HOME as its home, between
 * two lines on standard output that the parent finds in the class-load log written there too.
 */
final class LoggingSetUpProbe {
    private LoggingSetUpProbe() {
    }

    public static void main(String[] args) {
        System.out.println("SET-UP STARTS");
        System.out.flush();
        DesktopApp.setUpLogging(Map.of("HOME", args[0]));
        System.out.println("SET-UP ENDS");
        System.out.flush();
    }
}
