package dev.ralphdesk.ralph.run;

import java.util.Objects;

/**
 * Why a round ended without a usable report. Codes: {@code invalid-report}, {@code child-error}
 * (the child's turn failed; the message names the model error), {@code completion-refused},
 * {@code budget}, {@code cancelled}, {@code interrupted}, {@code internal}.
 */
public record RoundFailure(String code, String message) {
    public RoundFailure {
        Objects.requireNonNull(code, "code");
        if (!code.matches("[a-z]+(-[a-z]+)*")) {
            throw new IllegalArgumentException("a failure code is lower-kebab-case: " + code);
        }
        message = message == null || message.isBlank() ? code : message.strip();
    }
}
