package dev.ralphdesk.app.ui.status;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnStarted;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * Work running in the background in any session (turns today), for the status bar, with one
 * action: stop it all. Follows only turn start and end events, which are rare, so no coalescing.
 */
public final class BackgroundWorkViewModel implements AutoCloseable {
    private static final System.Logger LOG = JulLogger.of(BackgroundWorkViewModel.class);
    private final Harness harness;
    private final UiExecutor ui;
    /** Turns started and not yet finished, per session. */
    private final Map<SessionId, Integer> running = new LinkedHashMap<>();
    private final ReadOnlyObjectWrapper<Message> text = new ReadOnlyObjectWrapper<>(Message.NONE);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final AutoCloseable subscription;

    public BackgroundWorkViewModel(Harness harness, EventBus bus, UiExecutor ui) {
        this.harness = harness;
        this.ui = ui;
        this.subscription = bus.subscribe(event -> {
            if (event instanceof AgentEvent.Committed committed && (committed.event() instanceof TurnStarted
                    || committed.event() instanceof TurnFinished)) {
                ui.onUi(() -> update(committed.sessionId(), committed.event() instanceof TurnStarted));
            } else if (event instanceof AgentEvent.TurnUnrecorded ended) {
                ui.onUi(() -> update(ended.sessionId(), false));
            }
        });
    }

    /** "1 turn running", "2 turns running", or {@link Message#NONE}. */
    public ReadOnlyObjectProperty<Message> text() {
        return text.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busy() {
        return busy.getReadOnlyProperty();
    }

    public boolean isRunning(SessionId id) {
        return running.containsKey(id);
    }

    /** The person stops every running turn (in the background: the stops are recorded). */
    public void cancelAll() {
        Set<SessionId> sessions = Set.copyOf(running.keySet());
        ui.background(() -> {
            sessions.forEach(id -> harness.find(id).ifPresent(agent -> agent.cancel(CancelReason.PERSON)));
            return sessions;
        }, stopped -> { }, e -> LOG.log(System.Logger.Level.WARNING, "stopping the running turns failed", e));
    }

    private void update(SessionId session, boolean started) {
        int open = running.getOrDefault(session, 0) + (started ? 1 : -1);
        if (open > 0) {
            running.put(session, open);
        } else {
            running.remove(session);
        }
        int count = running.values().stream().mapToInt(Integer::intValue).sum();
        busy.set(count > 0);
        text.set(count == 0 ? Message.NONE : Message.of("status.turnsRunning", count));
    }

    @Override
    public void close() throws Exception {
        subscription.close();
    }
}
