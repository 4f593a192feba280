package dev.ralphdesk.app.ui.goal;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.bridge.FrameClock;
import dev.ralphdesk.app.ui.bridge.LatestValue;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.goal.domain.BudgetExtension;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalEdit;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.service.GoalResult;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.goal.service.GoalView;
import dev.ralphdesk.goal.service.Subscription;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The goal panel of the open session: follows its goal through {@link GoalService#subscribe}
 * (views coalesced to one per frame), derives what is shown and which actions apply, and runs one
 * action at a time in the background. A refused action shows its error code and message.
 */
public final class GoalPanelViewModel implements AutoCloseable {
    private final GoalService goals;
    private final UiExecutor ui;
    private final FrameClock clock;
    private final ReadOnlyObjectWrapper<GoalView> view = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<GoalPanelState> state = new ReadOnlyObjectWrapper<>(GoalPanelState.EMPTY);
    private final ReadOnlyObjectWrapper<GoalActions> actions = new ReadOnlyObjectWrapper<>(GoalActions.NONE);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper promptShown = new ReadOnlyBooleanWrapper(false);
    private final BooleanProperty promptDismissed = new SimpleBooleanProperty(false);
    private final ReadOnlyObjectWrapper<Message> error = new ReadOnlyObjectWrapper<>(Message.NONE);
    private final StringProperty draft = new SimpleStringProperty("");
    private SessionId session;
    private Subscription subscription = () -> { };
    private int generation;

    public GoalPanelViewModel(GoalService goals, UiExecutor ui, FrameClock clock) {
        this.goals = goals;
        this.ui = ui;
        this.clock = clock;
        view.addListener((obs, old, now) -> update());
        busy.addListener((obs, old, now) -> update());
        promptDismissed.addListener((obs, old, now) -> update());
    }

    /** Follows the goal of {@code id} (null: no session). Loading happens in the background. */
    public void attach(SessionId id) {
        subscription.close();
        subscription = () -> { };
        int mine = ++generation;
        session = id;
        view.set(null);
        error.set(Message.NONE);
        promptDismissed.set(false);
        if (id == null) {
            return;
        }
        LatestValue<GoalView> latest = new LatestValue<>(clock, next -> {
            if (generation == mine) {
                view.set(next);
            }
        });
        ui.background(() -> goals.subscribe(id, latest::offer), sub -> {
            if (generation == mine) {
                subscription = sub;
            } else {
                sub.close();
            }
        }, e -> {
            if (generation == mine) {
                error.set(Message.of("goal.error.read", String.valueOf(e.getMessage())));
            }
        });
    }

    public ReadOnlyObjectProperty<GoalView> view() {
        return view.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<GoalPanelState> state() {
        return state.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<GoalActions> actions() {
        return actions.getReadOnlyProperty();
    }

    /** An action is running in the background; every button is off until it returns. */
    public ReadOnlyBooleanProperty busy() {
        return busy.getReadOnlyProperty();
    }

    /** The "Resume goal?" bar: an active goal left disarmed, until Resume or Not now. */
    public ReadOnlyBooleanProperty promptShown() {
        return promptShown.getReadOnlyProperty();
    }

    /** The last refusal ({@code GOAL_…: message}), or {@link Message#NONE}. */
    public ReadOnlyObjectProperty<Message> error() {
        return error.getReadOnlyProperty();
    }

    /** The objective typed into the panel for Create. */
    public StringProperty draft() {
        return draft;
    }

    public void create() {
        String objective = draft.get();
        run(() -> goals.create(session, GoalDraft.of(objective)), () -> draft.set(""));
    }

    public void pause() {
        run(() -> goals.pause(session, ref()), () -> { });
    }

    public void resume() {
        run(() -> goals.resume(session, ref()), () -> { });
    }

    public void clear() {
        run(() -> goals.clear(session, ref()), () -> { });
    }

    public void edit(String objective) {
        run(() -> goals.edit(session, ref(), GoalEdit.objective(objective)), () -> { });
    }

    public void extend(BudgetExtension extension) {
        run(() -> goals.extend(session, ref(), extension), () -> { });
    }

    /** "Not now": hides the Resume prompt for this visit; nothing runs. */
    public void dismissPrompt() {
        promptDismissed.set(true);
    }

    private GoalRef ref() {
        GoalView current = view.get();
        return current == null ? null : current.ref().orElse(null);
    }

    private void run(Supplier<GoalResult> verb, Runnable onSuccess) {
        if (busy.get() || session == null) {
            return;
        }
        busy.set(true);
        error.set(Message.NONE);
        int mine = generation;
        ui.background(verb::get, result -> {
            busy.set(false);
            if (generation != mine) {
                return;
            }
            if (result instanceof GoalResult.Failed failed) {
                error.set(Message.of("goal.error.refused", failed.describe()));
            } else if (result instanceof GoalResult.Ok ok) {
                view.set(ok.view());
                onSuccess.run();
            } else {
                throw new IllegalStateException("unexpected goal result " + result);
            }
        }, e -> {
            busy.set(false);
            if (generation == mine) {
                error.set(Message.of("goal.error.action", String.valueOf(e.getMessage())));
            }
        });
    }

    private void update() {
        GoalView current = view.get();
        state.set(GoalPanelState.of(current));
        GoalActions now = GoalActions.of(current, busy.get());
        actions.set(now);
        promptShown.set(now.resumePrompt() && !promptDismissed.get());
    }

    @Override
    public void close() {
        generation++;
        subscription.close();
    }
}
