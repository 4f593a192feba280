package dev.ralphdesk.core.model.scripted;

import dev.ralphdesk.core.model.ModelErrorKind;
import java.util.Locale;

/** A scripted failure: {@code kind} is a lower-kebab name of a {@link ModelErrorKind}, e.g. {@code rate-limit}. */
public record ScriptedFailure(String kind, String message) {
    public ScriptedFailure {
        errorKind(kind);
        message = message == null || message.isBlank() ? "scripted " + kind + " failure" : message;
    }

    public ModelErrorKind errorKind() {
        return errorKind(kind);
    }

    private static ModelErrorKind errorKind(String kind) {
        if (kind == null) {
            throw new IllegalArgumentException("a failure needs a kind");
        }
        try {
            return ModelErrorKind.valueOf(kind.toUpperCase(Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown failure kind '" + kind
                    + "' (use rate-limit, quota, auth, bad-request, context-length, server, network, timeout)");
        }
    }
}
