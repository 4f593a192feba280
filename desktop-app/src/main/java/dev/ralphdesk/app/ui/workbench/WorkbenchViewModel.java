package dev.ralphdesk.app.ui.workbench;

import dev.ralphdesk.app.ui.bridge.EventBridge;
import dev.ralphdesk.app.ui.bridge.FrameClock;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.app.ui.composer.ComposerViewModel;
import dev.ralphdesk.app.ui.sessions.SessionListViewModel;
import dev.ralphdesk.app.ui.status.BackgroundWorkViewModel;
import dev.ralphdesk.app.ui.status.StatusViewModel;
import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionLog;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The main window's state: the session list, the open session's transcript, composer and status,
 * and background work. Opening a session reads its log in the background, replays it, then follows
 * its live events through the coalescing bridge.
 */
public final class WorkbenchViewModel implements AutoCloseable {
    private final Harness harness;
    private final UiExecutor ui;
    private final EventBridge bridge;
    private final SessionListViewModel sessions;
    private final TranscriptViewModel transcript = new TranscriptViewModel();
    private final ComposerViewModel composer;
    private final StatusViewModel status;
    private final BackgroundWorkViewModel work;
    private final ReadOnlyObjectWrapper<SessionId> current = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private AutoCloseable listening = () -> { };

    public WorkbenchViewModel(Harness harness, UiExecutor ui, FrameClock clock, String providerSummary) {
        this.harness = harness;
        this.ui = ui;
        this.bridge = new EventBridge(harness.events(), clock);
        this.work = new BackgroundWorkViewModel(harness, harness.events(), ui);
        this.sessions = new SessionListViewModel(harness.store(), ui, work::isRunning);
        this.composer = new ComposerViewModel(harness, ui, transcript);
        this.status = new StatusViewModel(providerSummary);
        work.text().addListener((obs, old, now) -> {
            composer.running().set(current.get() != null && work.isRunning(current.get()));
            sessions.refresh();
        });
    }

    /** Reads the session's log in the background and shows it. */
    public void open(SessionId id) {
        ui.background(() -> harness.store().open(id), this::show, e -> {
            transcript.clear();
            transcript.failure("The session could not be opened: " + e.getMessage(),
                    "Pick another session, or check the data folder.");
        });
    }

    private void show(SessionLog log) {
        closeQuietly(listening);
        SessionId id = log.info().id();
        current.set(id);
        title.set(log.info().title());
        transcript.replay(log.events());
        status.replay(log.events());
        composer.attach(id, readOnlyReason(log));
        composer.running().set(work.isRunning(id));
        listening = bridge.listen(id, batch -> {
            transcript.apply(batch);
            status.apply(batch);
        });
    }

    static Optional<String> readOnlyReason(SessionLog log) {
        if (log.readOnly()) {
            return Optional.of("This session is read-only because part of its log is damaged: "
                    + String.join("; ", log.warnings()));
        }
        if (log.info().kind() == SessionKind.RALPH_CHILD) {
            return Optional.of("A Ralph round's session is read-only: it is the record of one fresh agent.");
        }
        return Optional.empty();
    }

    public SessionListViewModel sessions() {
        return sessions;
    }

    public TranscriptViewModel transcript() {
        return transcript;
    }

    public ComposerViewModel composer() {
        return composer;
    }

    public StatusViewModel status() {
        return status;
    }

    public BackgroundWorkViewModel work() {
        return work;
    }

    public ReadOnlyObjectProperty<SessionId> current() {
        return current.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty title() {
        return title.getReadOnlyProperty();
    }

    @Override
    public void close() {
        closeQuietly(listening);
        closeQuietly(work);
        closeQuietly(bridge);
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception e) {
            System.getLogger(WorkbenchViewModel.class.getName()).log(System.Logger.Level.DEBUG, "close failed", e);
        }
    }
}
