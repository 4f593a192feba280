package dev.ralphdesk.app.ui.workbench;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.approval.ApprovalCards;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel;
import dev.ralphdesk.app.ui.approval.PendingApproval;
import dev.ralphdesk.app.ui.approval.PendingApprovals;
import dev.ralphdesk.app.ui.approval.SessionModeViewModel;
import dev.ralphdesk.app.ui.bridge.EventBridge;
import dev.ralphdesk.app.ui.bridge.FrameClock;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.app.ui.checkpoint.RoundFigures;
import dev.ralphdesk.app.ui.composer.ComposerViewModel;
import dev.ralphdesk.app.ui.goal.GoalEndWatch;
import dev.ralphdesk.app.ui.goal.GoalPanelViewModel;
import dev.ralphdesk.app.ui.goal.GoalRoundsViewModel;
import dev.ralphdesk.app.ui.notify.EndNotice;
import dev.ralphdesk.app.ui.ralph.ChildTranscriptViewModel;
import dev.ralphdesk.app.ui.ralph.RalphTimelineViewModel;
import dev.ralphdesk.app.ui.ralph.RunEndWatch;
import dev.ralphdesk.app.ui.ralph.TimelineRow;
import dev.ralphdesk.app.ui.sessions.SessionListViewModel;
import dev.ralphdesk.app.ui.status.BackgroundWorkViewModel;
import dev.ralphdesk.app.ui.status.StatusViewModel;
import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.instructions.InstructionReader;
import dev.ralphdesk.core.instructions.ProjectInstructions;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.sandbox.ShellEnvironment;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.event.ModelUsage;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.goal.service.GoalView;
import dev.ralphdesk.ralph.service.RalphService;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;

/**
 * The main window's state: the session list, the open session's transcript, composer, goal panel,
 * Ralph timeline and status, background work and end notices. Opening a session reads and folds its
 * log in the background, swaps the rows in, then follows its live events through the coalescing
 * bridge (those that came during the load included, once).
 */
public final class WorkbenchViewModel implements AutoCloseable {
    private static final System.Logger LOG = JulLogger.of(WorkbenchViewModel.class);
    private final Harness harness;
    private final UiExecutor ui;
    private final EventBridge bridge;
    private final SessionListViewModel sessions;
    private final TranscriptViewModel transcript;
    private final ApprovalCards approvals;
    private final SessionModeViewModel mode;
    private final GoalService goals;
    private final GoalPanelViewModel goalPanel;
    private final RalphTimelineViewModel timeline;
    private final GoalRoundsViewModel goalRounds;
    private final GoalEndWatch goalEnds;
    private final RunEndWatch runEnds;
    private final ReadOnlyObjectWrapper<EndNotice> notice = new ReadOnlyObjectWrapper<>();
    private final ComposerViewModel composer;
    private final StatusViewModel status;
    private final BackgroundWorkViewModel work;
    private final InstructionReader instructions = new InstructionReader();
    private final ReadOnlyObjectWrapper<SessionId> current = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private AutoCloseable listening = () -> { };
    /** The latest opening; a load that finishes for an older one is stale and dropped. */
    private SessionOpening opening = new SessionOpening(0);

    public WorkbenchViewModel(Harness harness, GoalService goals, RalphService ralph, UiExecutor ui, FrameClock clock,
            String providerSummary) {
        this(harness, goals, ralph, ui, clock, providerSummary,
                new PendingApprovals(new ApprovalViewModel(Texts.of("en"))));
    }

    /** @param pending the questions of the harness's approver: cards in the transcripts, badges on the rows */
    public WorkbenchViewModel(Harness harness, GoalService goals, RalphService ralph, UiExecutor ui, FrameClock clock,
            String providerSummary, PendingApprovals pending) {
        this.harness = harness;
        this.approvals = new ApprovalCards(pending, ui);
        this.mode = new SessionModeViewModel(harness.modes(), harness.events(), ui);
        this.ui = ui;
        this.goals = goals;
        this.bridge = new EventBridge(harness.events(), clock);
        this.goalPanel = new GoalPanelViewModel(goals, ui, clock);
        RoundFigures figures = new RoundFigures(harness.store(),
                new GitCheckpoints(ShellEnvironment.standard(System::getenv).variables(), GitCheckpoints.TIMEOUT), ui);
        this.timeline = new RalphTimelineViewModel(ralph, ui, clock, figures);
        this.goalRounds = new GoalRoundsViewModel(figures);
        this.goalEnds = new GoalEndWatch(goals, ui, notice::set);
        this.runEnds = new RunEndWatch(ralph, ui, notice::set);
        this.transcript = new TranscriptViewModel(harness.transcripts(), runId -> ralph.active(runId).isPresent(),
                approvals);
        this.work = new BackgroundWorkViewModel(harness, harness.events(), ui);
        this.sessions = new SessionListViewModel(harness.store(), ui, work::isRunning);
        this.composer = new ComposerViewModel(harness, ui, transcript);
        composer.onTurnQueued(sessions::nameAfter); // a new session is named after its first message
        this.status = new StatusViewModel(providerSummary);
        work.text().addListener((obs, old, now) -> {
            composer.running().set(current.get() != null && work.isRunning(current.get()));
            sessions.refresh();
        });
        sessions.onTrashed(id -> {
            if (id.equals(current.get())) {
                closeSession();
            }
        });
        goalPanel.view().addListener((obs, old, now) -> {
            goalRounds.show(now);
            if (now != null && (old == null || !Objects.equals(phase(old), phase(now)))) {
                sessions.refresh(); // the row's goal badge follows every goal change, a clear included
            }
        });
        approvals.all().addListener((ListChangeListener<PendingApproval>) change -> {
            sessions.approvalsNeeded(approvals.asking());
            timeline.approvalsNeeded(approvals.roundsAsking());
        });
    }

    /**
     * Opens a session: its live events are buffered from now on, its log is read and folded into
     * transcript rows in the background while the transcript shows it is loading, and the UI thread
     * only swaps the rows in. Opening another session meanwhile wins: the older load is dropped.
     */
    public void open(SessionId id) {
        SessionOpening mine = new SessionOpening(opening.generation() + 1);
        opening = mine;
        closeQuietly(listening);
        listening = bridge.listen(id, mine::accept);
        current.set(id);
        title.set("");
        approvals.show(id);
        mode.attach(id);
        transcript.beginLoading();
        goalPanel.attach(id);
        timeline.attach(id);
        composer.attach(id, Optional.of(Message.of("composer.loading")));
        ui.background(() -> load(id), loaded -> {
            if (opening == mine) {
                show(id, loaded, mine);
            }
        }, e -> {
            LOG.log(System.Logger.Level.WARNING, "session " + id + " cannot be shown: " + e.getMessage());
            if (opening == mine) {
                closeQuietly(listening);
                listening = () -> { };
                transcript.clear();
                transcript.failure(Message.of("transcript.openFailed", e.getMessage()),
                        Message.of("transcript.openFailed.todo"));
            }
        });
    }

    /**
     * In the background: the log, its transcript rows, its usage records (all the status bar reads
     * of it), and whether the session's agent is at a turn now.
     */
    private Loaded load(SessionId id) {
        SessionLog log = harness.store().open(id);
        LOG.log(System.Logger.Level.INFO, "session " + id + " shown (last seq " + log.lastSeq()
                + (log.readOnly() ? ", read-only: " + String.join("; ", log.warnings()) : "") + ")");
        TranscriptViewModel.FoldedLog fold = transcript.fold(log.events());
        List<LoggedEvent> usage = log.events().stream().filter(e -> e.event() instanceof ModelUsage).toList();
        boolean running = harness.find(id).map(agent -> !agent.isIdle()).orElse(false);
        goalEnds.watch(id);
        return new Loaded(log, fold, usage, running, instructions.read(Path.of(log.info().workspace())));
    }

    private void show(SessionId id, Loaded loaded, SessionOpening mine) {
        SessionLog log = loaded.log();
        title.set(log.info().title());
        Path workspace = Path.of(log.info().workspace());
        List<List<AgentEvent>> early = mine.shown(batch -> {
            transcript.apply(batch);
            status.apply(batch);
            if (batch.stream().anyMatch(event -> event instanceof AgentEvent.Committed committed
                    && committed.event() instanceof TurnStarted)) {
                // a turn reads the instruction files as they are now: show what it reads
                ui.background(() -> instructions.read(workspace), found -> {
                    if (opening == mine) {
                        status.instructions(found);
                    }
                }, e -> LOG.log(System.Logger.Level.WARNING, "instruction files: " + e.getMessage()));
            }
        });
        status.instructions(loaded.instructions());
        transcript.show(loaded.fold(), early, loaded.running());
        status.replay(loaded.usage(), log.lastSeq());
        early.forEach(status::apply);
        composer.attach(id, readOnlyReason(log));
        composer.running().set(work.isRunning(id));
    }

    private record Loaded(SessionLog log, TranscriptViewModel.FoldedLog fold, List<LoggedEvent> usage,
            boolean running, ProjectInstructions instructions) {
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
        opening = new SessionOpening(opening.generation() + 1);
        current.set(null);
        title.set("");
        approvals.show(null);
        mode.attach(null);
        transcript.clear();
        status.instructions(new ProjectInstructions(List.of()));
        goalPanel.attach(null);
        timeline.attach(null);
        composer.attach(null, Optional.empty());
        ui.background(() -> {
            if (goals.view(id).hasGoal()) {
                goals.disarm(id);
            }
            Optional<AgentHandle> live = harness.find(id);
            if (live.isPresent()) {
                AgentHandle agent = live.get();
                if (!agent.awaitIdle(5_000)) {
                    agent.cancel(CancelReason.SESSION_CLOSED);
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
        ChildTranscriptViewModel child = new ChildTranscriptViewModel(harness.store(), harness.transcripts(), bridge,
                ui);
        child.open(round);
        return child;
    }

    /** A Ralph card in the transcript was clicked: select its run in the timeline. */
    public void showRun(String runId) {
        timeline.select(runId);
    }

    static Optional<Message> readOnlyReason(SessionLog log) {
        if (log.readOnly()) {
            return Optional.of(Message.of("composer.readOnly.damaged", String.join("; ", log.warnings())));
        }
        if (log.info().kind() == SessionKind.RALPH_CHILD) {
            return Optional.of(Message.of("composer.readOnly.ralphChild"));
        }
        return Optional.empty();
    }

    /** The harness the window works with (for actions of their own, such as File → Export…). */
    public Harness harness() {
        return harness;
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

    /** The rounds of the open session's goal with what each changed. */
    public GoalRoundsViewModel goalRounds() {
        return goalRounds;
    }

    /** The latest end notice (a goal or run that ended), for the window's notifications. */
    public ReadOnlyObjectProperty<EndNotice> notice() {
        return notice.getReadOnlyProperty();
    }

    /** The open session's approval mode, for the header's picker. */
    public SessionModeViewModel mode() {
        return mode;
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
        closeQuietly(approvals);
        closeQuietly(mode);
        closeQuietly(goalPanel);
        closeQuietly(timeline);
        closeQuietly(goalEnds);
        closeQuietly(runEnds);
        closeQuietly(work);
        closeQuietly(bridge);
    }

    private static GoalPhase phase(GoalView view) {
        return view.goal() == null ? null : view.goal().phase();
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception e) {
            LOG.log(System.Logger.Level.DEBUG, "close failed", e);
        }
    }
}
