package dev.ralphdesk.core.log;

/**
 * The application's {@code System.LoggerFinder}: its loggers are {@link JulLogger}s, which hand
 * {@code java.util.logging} the records the JDK's own finder hands it (the same names, levels and handlers);
 * declared, it is the finder of every {@link System#getLogger} caller — the JDK's, JavaFX's in the window.
 * <p>Declared ({@code META-INF/services}) by the application's jar and the persistence jar, the first two on a
 * command's class path, for the JDK's search for a finder to end there: the first use of
 * {@code java.util.logging} (the log file's installing) asks the class path whether any jar declares one,
 * and the JDK's class loader, having found a first answer, reads on for a second before it returns the
 * first — with none declared it opened and read every jar of {@code lib/} on the thread that asked. Each
 * declaring jar names a subclass of its own ({@code AppLoggerFinder}, {@code StoreLoggerFinder}): a jar whose
 * declared provider is not one of its classes is no valid module, and {@code jdeps}, which the installed
 * runtime's module list is checked with, refuses it.
 * <p>Loading the finder (at the first {@code System.getLogger}) still reads every jar: having taken one, the
 * JDK asks whether a second is declared. A command to an {@code https} endpoint makes that call before its
 * first request, on the worker that builds its HTTP client (its TLS set-up's certificates ask for the
 * {@code jdk.event.security} logger, and the set-up also looks for URL handlers declared on the class path):
 * all of {@code lib/} is open by then, as before, against the four jars at the class path's front for
 * {@code http}.
 */
public class JulLoggerFinder extends System.LoggerFinder {
    @Override
    public System.Logger getLogger(String name, Module module) {
        return JulLogger.named(name);
    }
}
