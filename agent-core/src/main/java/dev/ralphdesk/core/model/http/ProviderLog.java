package dev.ralphdesk.core.model.http;

import dev.ralphdesk.core.log.JulLogger;

/** Where providers report things worth a warning that do not fail the call (e.g. a skipped chunk). */
@FunctionalInterface
public interface ProviderLog {

    void warn(String message);

    static ProviderLog system() {
        System.Logger logger = JulLogger.named("dev.ralphdesk.core.model.http");
        return message -> logger.log(System.Logger.Level.WARNING, message);
    }
}
