package dev.ralphdesk.app.ui.workbench;

import dev.ralphdesk.app.ui.bridge.EventBridge;
import dev.ralphdesk.app.ui.bridge.FrameClock;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.app.ui.composer.ComposerViewModel;
import dev.ralphdesk.app.ui.goal.GoalEndWatch;
import dev.ralphdesk.app.ui.goal.GoalPanelViewModel;
import dev.ralphdesk.app.ui.notify.EndNotice;
import dev.ralphdesk.app.ui.ralph.ChildTranscriptViewModel;
import dev.ralphdesk.app.ui.ralph.RalphTimelineViewModel;
import dev.ralphdesk.app.ui.ralph.RunEndWatch;
import dev.ralphdesk.app.ui.ralph.TimelineRow;
import dev.ralphdesk.app.ui.sessions.SessionListViewModel;
import dev.ralphdesk.app.ui.status.BackgroundWorkViewModel;
import dev.ralphdesk.app.ui.status.StatusViewModel;
import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.goal.service.GoalView;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.service.RalphService;
import java.util.Optional;
import javafx.collections.ListChangeListener;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The main window's state: the session list, the open session's transcript, composer, goal panel,
 * Ralph timeline and status, background work and end notices. Opening a session reads its log in
 * the background, replays it, then follows its live events through the coalescing bridge.
 */
public final class WorkbenchViewModel implements AutoCloseable {
    private final Harness harness;
    private final UiExecutor ui;
    private final EventBridge bridge;
    private final SessionListViewModel sessions;
    private final TranscriptViewModel transcript;
    private final GoalService goals;
    private final GoalPanelViewModel goalPanel;
    private final RalphTimelineViewModel timeline;
    private final GoalEndWatch goalEnds;
    private final RunEndWatch runEnds;
    private final ReadOnlyObjectWrapper<EndNotice> notice = new ReadOnlyObjectWrapper<>();
    private final ComposerViewModel composer;
    private final StatusViewModel status;
    private final BackgroundWorkViewModel work;
    private final ReadOnlyObjectWrapper<SessionId> current = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private AutoCloseable listening = () -> { };

    public WorkbenchViewModel(Harness harness, GoalService goals, RalphService ralph, UiExecutor ui, FrameClock clock,
            String providerSummary) {
        this.harness = harness;
        this.ui = ui;
        this.goals = goals;
        this.bridge = new EventBridge(harness.events(), clock);
        this.goalPanel = new GoalPanelViewModel(goals, ui, clock);
        this.timeline = new RalphTimelineViewModel(ralph, ui, clock);
        this.goalEnds = new GoalEndWatch(goals, ui, notice::set);
        this.runEnds = new RunEndWatch(ralph, ui, notice::set);
        this.transcript = new TranscriptViewModel(round -> currentCap());
        goalPanel.view().addListener((obs, old, view) -> {
            if (view != null && view.goal() != null) {
                transcript.goalCap(view.goal().id(), view.goal().maxGoalRounds());
            }
        });
        timeline.runs().addListener((ListChangeListener<RunView>) change -> timeline.runs()
                .forEach(transcript::ralphRun));
        this.work = new BackgroundWorkViewModel(harness, harness.events(), ui);
        this.sessions = new SessionListViewModel(harness.store(), ui, work::isRunning);
        this.composer = new ComposerViewModel(harness, ui, transcript,
                id -> ralph.activeIn(id).ifPresent(run -> run.cancel()));
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
        goalPanel.attach(id);
        timeline.attach(id);
        ui.background(() -> {
            goalEnds.watch(id);
            return id;
        }, ignored -> { }, e -> { });
        composer.attach(id, readOnlyReason(log));
        composer.running().set(work.isRunning(id));
        listening = bridge.listen(id, batch -> {
            transcript.apply(batch);
            status.apply(batch);
        });
    }

    /**
     * Closes the open session: its goal is disarmed (no further round), a running turn gets a few
     * seconds to finish and is then stopped, and its agent is let go once idle, so reopening it starts fresh with the goal disarmed. A Ralph
     * run keeps going in the background and shows again on reopen.
     */
    public void closeSession() {
        SessionId id = current.get();
        if (id == null) {
            return;
        }
        closeQuietly(listening);
        listening = () -> { };
        current.set(null);
        title.set("");
        transcript.clear();
        goalPanel.attach(null);
        timeline.attach(null);
        composer.attach(null, Optional.of("Open or create a session to start."));
        ui.background(() -> {
            if (goals.view(id).hasGoal()) {
                goals.disarm(id);
            }
            Optional<AgentHandle> live = harness.find(id);
            if (live.isPresent()) {
                AgentHandle agent = live.get();
                if (!agent.awaitIdle(5_000)) {
                    agent.cancel();
                }
                if (agent.awaitIdle(10_000)) {
                    harness.release(id);
                }
            }
            return id;
        }, ignored -> sessions.refresh(), e -> sessions.refresh());
    }

    /** A round's child session, read-only, for its own window. */
    public ChildTranscriptViewModel openRound(TimelineRow.RoundRow round) {
        ChildTranscriptViewModel child = new ChildTranscriptViewModel(harness.store(), bridge, ui);
        child.open(round);
        return child;
    }

    /** A Ralph card in the transcript was clicked: select its run in the timeline. */
    public void showRun(String runId) {
        timeline.select(runId);
    }

    private Integer currentCap() {
        GoalView view = goalPanel.view().get();
        return view == null || view.goal() == null ? null : view.goal().maxGoalRounds();
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

    public GoalPanelViewModel goal() {
        return goalPanel;
    }

    public RalphTimelineViewModel timeline() {
        return timeline;
    }

    /** The latest end notice (a goal or run that ended), for the window's notifications. */
    public ReadOnlyObjectProperty<EndNotice> notice() {
        return notice.getReadOnlyProperty();
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
        closeQuietly(goalPanel);
        closeQuietly(timeline);
        closeQuietly(goalEnds);
        closeQuietly(runEnds);
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
