package dev.ralphdesk.app.ui.ralph;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.bridge.FrameClock;
import dev.ralphdesk.app.ui.bridge.LatestValue;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.app.ui.checkpoint.RoundFigures;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.ralph.RalphException;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.service.RalphRun;
import dev.ralphdesk.ralph.service.RalphRunListener;
import dev.ralphdesk.ralph.service.RalphService;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Ralph timeline of the open session: its runs read from the log, then the live run followed
 * through {@link RalphRun#subscribe} (one update per run per frame). Selecting a run enables Cancel
 * or Resume run as they apply; each runs in the background, one at a time.
 */
public final class RalphTimelineViewModel implements AutoCloseable {
    private final RalphService ralph;
    private final UiExecutor ui;
    private final FrameClock clock;
    private final TimelineFigures figures;
    private final ObservableList<TimelineRow> rows = FXCollections.observableArrayList();
    private Set<String> asking = Set.of();
    private final ObservableList<RunView> runs = FXCollections.observableArrayList();
    private final Map<String, RunView> byId = new LinkedHashMap<>();
    private final Map<String, AutoCloseable> following = new ConcurrentHashMap<>();
    private final ReadOnlyObjectWrapper<String> selected = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<RunActions> actions = new ReadOnlyObjectWrapper<>(RunActions.NONE);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyObjectWrapper<Message> error = new ReadOnlyObjectWrapper<>(Message.NONE);
    private final AutoCloseable starts;
    private volatile SessionId session;
    private volatile int generation;

    /** @param figures reads what finished rounds changed, from their checkpoints */
    public RalphTimelineViewModel(RalphService ralph, UiExecutor ui, FrameClock clock, RoundFigures figures) {
        this.ralph = ralph;
        this.ui = ui;
        this.clock = clock;
        this.figures = new TimelineFigures(figures);
        this.starts = ralph.onRunStarted(run -> {
            if (run.session().equals(session)) {
                follow(run, generation);
            }
        });
        selected.addListener((obs, old, now) -> updateActions());
        busy.addListener((obs, old, now) -> updateActions());
    }

    private record Loaded(List<RunView> runs, Optional<RalphRun> live) {
    }

    /** Shows the runs of {@code id} (null: none), read in the background, and follows its live run. */
    public void attach(SessionId id) {
        stopFollowing();
        int mine = ++generation;
        session = id;
        byId.clear();
        figures.clear();
        runs.clear();
        rows.clear();
        selected.set(null);
        error.set(Message.NONE);
        if (id == null) {
            return;
        }
        ui.background(() -> new Loaded(ralph.runs(id), ralph.activeIn(id)), loaded -> {
            if (generation != mine) {
                return;
            }
            loaded.runs().forEach(run -> byId.putIfAbsent(run.runId(), run));
            publish();
            loaded.live().ifPresent(run -> follow(run, mine));
        }, e -> {
            if (generation == mine) {
                error.set(Message.of("ralph.error.read", String.valueOf(e.getMessage())));
            }
        });
    }

    /** One row per round, latest run first. */
    public ObservableList<TimelineRow> rows() {
        return rows;
    }

    /** The session's runs in start order (for the transcript's Ralph cards). */
    public ObservableList<RunView> runs() {
        return runs;
    }

    /** The selected run's id, or null. */
    public ReadOnlyObjectProperty<String> selected() {
        return selected.getReadOnlyProperty();
    }

    public void select(String runId) {
        selected.set(runId);
    }

    public ReadOnlyObjectProperty<RunActions> actions() {
        return actions.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busy() {
        return busy.getReadOnlyProperty();
    }

    /** The last refusal ({@code RALPH_…: message}), or {@link Message#NONE}. */
    public ReadOnlyObjectProperty<Message> error() {
        return error.getReadOnlyProperty();
    }

    /** Asks the run acted on to stop; it ends cancelled once its child has stopped. */
    public void cancel() {
        String runId = target() == null ? null : target().runId();
        if (actions.get().cancel()) {
            act(() -> ralph.cancel(runId, CancelReason.PERSON), stopped -> {
                if (!stopped) {
                    error.set(Message.of("ralph.error.notRunning", runId));
                }
            });
        }
    }

    /** Resumes the interrupted run acted on: a fresh round from its last report that said continue. */
    public void resume() {
        String runId = target() == null ? null : target().runId();
        int mine = generation;
        if (actions.get().resume()) {
            act(() -> ralph.resume(runId), run -> follow(run, mine));
        }
    }

    private <T> void act(Callable<T> work, java.util.function.Consumer<T> then) {
        busy.set(true);
        error.set(Message.NONE);
        ui.background(work, result -> {
            busy.set(false);
            then.accept(result);
        }, e -> {
            busy.set(false);
            error.set(e instanceof RalphException refused ? Message.of("ralph.error.refused", refused.describe())
                    : Message.of("ralph.error.action", String.valueOf(e.getMessage())));
        });
    }

    /** Subscribes to a live run of the shown session (once per run); callable from any thread. */
    private void follow(RalphRun run, int mine) {
        LatestValue<RunView> latest = new LatestValue<>(clock, view -> {
            if (generation == mine) {
                byId.put(view.runId(), view);
                publish();
            }
        });
        if (following.putIfAbsent(run.runId(), () -> { }) != null) {
            return;
        }
        AutoCloseable subscription = run.subscribe(new RalphRunListener() {
            @Override
            public void changed(RunView view) {
                latest.offer(view);
            }
        });
        if (generation == mine) {
            following.put(run.runId(), subscription);
        } else {
            close(subscription);
        }
    }

    private void publish() {
        runs.setAll(byId.values());
        showRows();
        updateActions();
        int mine = generation;
        figures.read(session, byId.values(), () -> generation == mine, this::showRows);
    }

    private void showRows() {
        rows.setAll(TimelineRows.of(byId.values(), asking, figures.known()));
    }

    /** The Ralph rounds ({@code runId#round}) waiting for an approval: their rows say so. */
    public void approvalsNeeded(Set<String> rounds) {
        if (!asking.equals(rounds)) {
            asking = Set.copyOf(rounds);
            showRows();
        }
    }

    private void updateActions() {
        actions.set(RunActions.of(target(), busy.get()));
    }

    /**
     * The run Cancel and Resume act on: the selected one, else the latest running one, else the latest
     * interrupted one — so the only run needs no click on its header first.
     */
    private RunView target() {
        if (selected.get() != null && byId.containsKey(selected.get())) {
            return byId.get(selected.get());
        }
        return RunActions.defaultTarget(byId.values());
    }

    private void stopFollowing() {
        following.values().forEach(RalphTimelineViewModel::close);
        following.clear();
    }

    private static void close(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception e) {
            JulLogger.of(RalphTimelineViewModel.class).log(System.Logger.Level.DEBUG, "close failed", e);
        }
    }

    @Override
    public void close() {
        generation++;
        stopFollowing();
        close(starts);
    }
}
