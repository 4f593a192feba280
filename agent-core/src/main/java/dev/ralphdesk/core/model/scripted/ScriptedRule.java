package dev.ralphdesk.core.model.scripted;

import java.util.Objects;

/**
 * A response used when {@code when} matches the request, at most {@code times} times (unlimited
 * when absent). Rules are tried in order before the sequence.
 */
public record ScriptedRule(String id, RequestMatch when, Integer times, ScriptedResponse respond) {
    public ScriptedRule {
        when = when == null ? new RequestMatch(null, null, null, null, null) : when;
        Objects.requireNonNull(respond, "a rule needs 'respond'");
        if (times != null && times < 1) {
            throw new IllegalArgumentException("times must be at least 1");
        }
    }
}
