package dev.ralphdesk.core.plugin;

import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import java.util.List;

/**
 * A finished turn: its id, origin, outcome, number of steps, tokens, their cost in US dollars (null
 * when the model has no price), the last assistant text and the verifier evidence recorded during it
 * (oldest first).
 */
public record TurnResult(String turnId, InputOrigin origin, TurnOutcome outcome, int steps, Usage usage,
        Double costUsd, String lastAssistantText, List<VerifierEvidence> evidence) {
    public TurnResult {
        evidence = List.copyOf(evidence);
    }
}
