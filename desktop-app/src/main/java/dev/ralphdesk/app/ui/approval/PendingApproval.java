package dev.ralphdesk.app.ui.approval;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLineage;
import java.util.Objects;

/**
 * One open question: its id in the registry, the session that asks (with its Ralph run and round),
 * and what the card shows. It shows in the transcript of {@link #scope()}: the chat itself, or for a
 * Ralph round the chat that started its run.
 */
public record PendingApproval(long id, SessionLineage asker, ApprovalViewModel.Prompt prompt) {
    public PendingApproval {
        Objects.requireNonNull(asker, "asker");
        Objects.requireNonNull(prompt, "prompt");
    }

    public SessionId scope() {
        return asker.approvalScope();
    }

    /** {@code runId#round} of the Ralph round that asks, or null for a chat's own question. */
    public String roundKey() {
        return asker.runId() == null || asker.round() == null ? null : roundKey(asker.runId(), asker.round());
    }

    public static String roundKey(String runId, int round) {
        return runId + "#" + round;
    }
}
