package dev.ralphdesk.app.ui.ralph;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.bridge.EventBridge;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.replay.Transcripts;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStore;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The read-only transcript of one Ralph round's child session: its log replayed into the same
 * transcript view model as the main window, then, while the round runs, its live events.
 */
public final class ChildTranscriptViewModel implements AutoCloseable {
    private final SessionStore store;
    private final EventBridge bridge;
    private final UiExecutor ui;
    private final TranscriptViewModel transcript;
    private final ReadOnlyObjectWrapper<Message> title = new ReadOnlyObjectWrapper<>(Message.NONE);
    private AutoCloseable listening = () -> { };
    private boolean closed;

    public ChildTranscriptViewModel(SessionStore store, Transcripts transcripts, EventBridge bridge, UiExecutor ui) {
        this.transcript = new TranscriptViewModel(transcripts, runId -> false);
        this.store = store;
        this.bridge = bridge;
        this.ui = ui;
    }

    /**
     * Reads the child session of {@code round} in the background and shows it; while the round runs,
     * its live events follow (those that came while the log was read included, once).
     */
    public void open(TimelineRow.RoundRow round) {
        SessionId child = new SessionId(round.round().childSessionId());
        title.set(Message.of("ralph.child.title", round.title(), round.chip()));
        List<List<AgentEvent>> early = new ArrayList<>();
        if (round.running()) {
            listening = bridge.listen(child, batch -> {
                if (transcript.loading().get()) {
                    early.add(batch);
                } else {
                    transcript.apply(batch);
                }
            });
        }
        transcript.beginLoading();
        ui.background(() -> transcript.fold(store.open(child).events()), log -> {
            if (!closed) {
                transcript.show(log, List.copyOf(early), round.running());
            }
        }, e -> {
            transcript.clear();
            transcript.failure(Message.of("ralph.child.readFailed", e.getMessage()),
                    Message.of("ralph.child.readFailed.todo"));
        });
    }

    public TranscriptViewModel transcript() {
        return transcript;
    }

    /** {@code Round 2 / 3 · complete · read-only}. */
    public ReadOnlyObjectProperty<Message> title() {
        return title.getReadOnlyProperty();
    }

    @Override
    public void close() throws Exception {
        closed = true;
        listening.close();
    }
}
