package dev.ralphdesk.core.gate;

import java.time.Duration;
import java.util.Objects;
import java.util.Set;

/**
 * How completion claims are judged: the trusted verifier tools, whether passing evidence is
 * required, and an optional check command the harness runs itself.
 */
public record CompletionPolicy(Set<String> verifierTools, boolean requireVerifier, String checkCommand,
        Duration checkTimeout) {
    public static final Duration DEFAULT_CHECK_TIMEOUT = Duration.ofMinutes(5);

    public CompletionPolicy {
        verifierTools = Set.copyOf(verifierTools);
        Objects.requireNonNull(checkTimeout, "checkTimeout");
        checkCommand = checkCommand == null || checkCommand.isBlank() ? null : checkCommand.strip();
    }

    public static CompletionPolicy defaults() {
        return new CompletionPolicy(Set.of("shell"), true, null, DEFAULT_CHECK_TIMEOUT);
    }

    public CompletionPolicy withCheck(String command) {
        return new CompletionPolicy(verifierTools, requireVerifier, command, checkTimeout);
    }

    public CompletionPolicy withRequireVerifier(boolean required) {
        return new CompletionPolicy(verifierTools, required, checkCommand, checkTimeout);
    }
}
