package dev.ralphdesk.core.session;

import dev.ralphdesk.core.session.event.ApprovalGranted;
import dev.ralphdesk.core.session.event.ApprovalModeChosen;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.CommandDone;
import dev.ralphdesk.core.session.event.CommandRun;
import dev.ralphdesk.core.session.event.ContextNote;
import dev.ralphdesk.core.session.event.EvidenceRecorded;
import dev.ralphdesk.core.session.event.ModelUsage;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.core.session.event.SessionCreated;
import dev.ralphdesk.core.session.event.SessionRenamed;
import dev.ralphdesk.core.session.event.ToolCallFinished;
import dev.ralphdesk.core.session.event.ToolCallStarted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;

/** The event types of the core, each at its current schema version. */
public final class CoreEventTypes {
    private CoreEventTypes() {
    }

    static void registerAll(EventCatalog catalog) {
        catalog.register(new EventType<>(SessionCreated.TYPE, 1, SessionCreated.class));
        catalog.register(new EventType<>(SessionRenamed.TYPE, 1, SessionRenamed.class));
        catalog.register(new EventType<>(UserMessage.TYPE, 1, UserMessage.class));
        catalog.register(new EventType<>(ContextNote.TYPE, 1, ContextNote.class));
        catalog.register(new EventType<>(AssistantMessage.TYPE, 1, AssistantMessage.class));
        catalog.register(new EventType<>(ToolCallStarted.TYPE, 1, ToolCallStarted.class));
        catalog.register(new EventType<>(ToolCallFinished.TYPE, 1, ToolCallFinished.class));
        catalog.register(new EventType<>(TurnStarted.TYPE, 1, TurnStarted.class));
        catalog.register(new EventType<>(TurnFinished.TYPE, 1, TurnFinished.class));
        catalog.register(new EventType<>(ModelUsage.TYPE, 1, ModelUsage.class));
        catalog.register(new EventType<>(CommandRun.TYPE, 1, CommandRun.class));
        catalog.register(new EventType<>(CommandDone.TYPE, 1, CommandDone.class));
        catalog.register(new EventType<>(EvidenceRecorded.TYPE, 1, EvidenceRecorded.class));
        catalog.register(new EventType<>(ApprovalGranted.TYPE, 1, ApprovalGranted.class));
        catalog.register(new EventType<>(NoticePosted.TYPE, 1, NoticePosted.class));
        catalog.register(new EventType<>(ApprovalModeChosen.TYPE, 1, ApprovalModeChosen.class));
    }
}
