package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.EvidenceRecorded;
import dev.ralphdesk.core.session.event.ModelUsage;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.TurnStarted;
import java.util.Set;

/**
 * Which records' commits must sync the log at the {@code FULL} level. Every record is its own
 * transaction, and a committed one survives a kill of the process either way (the write-ahead log is
 * in the system's cache); the sync is about power loss. The records of a step that the agent loop
 * always follows with a synced record before anything outside the log happens — a turn's start
 * (then its input: the person's message is synced before the model is asked), a model's answer and
 * its usage (then a tool call or the end of the turn), a tool's evidence and result (then the next
 * model's answer, a tool call or the end of the turn) — commit without a sync of their own: the next
 * synced commit syncs them too. Every other record, and every record of a type not named here,
 * syncs at once.
 */
final class SyncPoints {
    private static final Set<String> SYNCED_BY_THE_NEXT = Set.of(TurnStarted.TYPE, AssistantMessage.TYPE,
            ModelUsage.TYPE, EvidenceRecorded.TYPE, ToolCallFinished.TYPE);

    private SyncPoints() {
    }

    /** Whether a record of {@code type} may leave its sync to the next synced commit. */
    static boolean syncedByTheNext(String type) {
        return SYNCED_BY_THE_NEXT.contains(type);
    }
}
