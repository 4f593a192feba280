package dev.ralphdesk.ralph.run;

import java.util.Objects;

/**
 * Why a round ended without a usable report, as the log stores it: the {@link FailureCode}'s wire
 * form (a string, so a log written by another build still reads) and a message.
 */
public record RoundFailure(String code, String message) {
    public RoundFailure {
        Objects.requireNonNull(code, "code");
        if (!code.matches("[a-z]+(-[a-z]+)*")) {
            throw new IllegalArgumentException("a failure code is lower-kebab-case: " + code);
        }
        message = message == null || message.isBlank() ? code : message.strip();
    }

    public RoundFailure(FailureCode code, String message) {
        this(code.wire(), message);
    }
}
