package dev.ralphdesk.app.ui.approval;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.SessionModes;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.ApprovalModeChosen;
import java.util.Objects;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The approval mode of the open session, for the header's picker: the mode in force (its own, or the
 * default) read in the background when a session is attached, again when its log records a new one
 * and when asked; choosing a mode records it in the session's log in the background (the transcript
 * then shows its notice). State on the UI thread.
 */
public final class SessionModeViewModel implements AutoCloseable {
    private final SessionModes modes;
    private final UiExecutor ui;
    private final ReadOnlyObjectWrapper<Shown> shown = new ReadOnlyObjectWrapper<>(Shown.NONE);
    private final ReadOnlyObjectWrapper<Message> failure = new ReadOnlyObjectWrapper<>(Message.NONE);
    private final AutoCloseable listening;
    private SessionId session;

    public SessionModeViewModel(SessionModes modes, EventBus events, UiExecutor ui) {
        this.modes = Objects.requireNonNull(modes, "modes");
        this.ui = Objects.requireNonNull(ui, "ui");
        this.listening = events.subscribe(event -> {
            if (event instanceof AgentEvent.Committed committed && committed.event() instanceof ApprovalModeChosen) {
                ui.onUi(() -> {
                    if (committed.sessionId().equals(session)) {
                        refresh();
                    }
                });
            }
        });
    }

    /**
     * What the picker shows: the mode in force and whether the session chose it ({@code null} mode: no session).
     * Its {@code equals} and {@code hashCode} are written out, as {@link dev.ralphdesk.app.ui.sessions.SessionRow}'s.
     */
    public record Shown(ApprovalMode mode, boolean own) {
        static final Shown NONE = new Shown(null, false);

        @Override
        public boolean equals(Object other) {
            return other instanceof Shown shown && mode == shown.mode && own == shown.own;
        }

        @Override
        public int hashCode() {
            return 31 * Objects.hashCode(mode) + Boolean.hashCode(own);
        }
    }

    /** Follows {@code id} (none for null). */
    public void attach(SessionId id) {
        session = id;
        failure.set(Message.NONE);
        shown.set(Shown.NONE);
        refresh();
    }

    /** Reads the mode in force again (the default may have changed in Settings). */
    public void refresh() {
        SessionId id = session;
        if (id == null) {
            return;
        }
        ui.background(() -> new Shown(modes.inForce(id), modes.ownMode(id)), now -> {
            if (id.equals(session)) {
                shown.set(now);
            }
        }, this::failed);
    }

    /** Makes {@code mode} the open session's own mode, from its next question on. */
    public void choose(ApprovalMode mode) {
        SessionId id = session;
        if (id == null) {
            return;
        }
        failure.set(Message.NONE);
        ui.background(() -> modes.choose(id, mode), changed -> { }, this::failed); // its record refreshes
    }

    private void failed(Exception e) {
        failure.set(Message.of("header.mode.failed", e.getMessage()));
    }

    public ReadOnlyObjectProperty<Shown> shown() {
        return shown.getReadOnlyProperty();
    }

    /** Why the last read or choice failed ({@link Message#NONE} when it did not). */
    public ReadOnlyObjectProperty<Message> failure() {
        return failure.getReadOnlyProperty();
    }

    @Override
    public void close() throws Exception {
        listening.close();
    }
}
