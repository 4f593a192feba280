package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.goal.GoalActions;
import dev.ralphdesk.app.ui.goal.GoalPanelState;
import dev.ralphdesk.app.ui.goal.GoalPanelViewModel;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Predicate;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The goal panel: the "Resume goal?" bar, phase badge with the rounds beside it, objective, a progress
 * bar (rounds or the budget nearest its end; named under it when a budget), armed
 * state, block reason, usage, what certified a completion; Pause, Resume, Edit, Extend, Clear; and
 * an objective field with Create when the session has no unfinished goal (above a finished goal's
 * details). Binds to the view model only.
 */
public final class GoalPanelView {
    private final VBox root;

    public GoalPanelView(GoalPanelViewModel model, Texts texts) {
        Label heading = new Label(texts.get("goal.title"));
        heading.getStyleClass().add("pane-title");
        ProgressIndicator working = new ProgressIndicator();
        working.setId("goal-busy");
        working.setPrefSize(14, 14);
        working.visibleProperty().bind(model.busy());
        HBox head = new HBox(4, heading);
        FirstShown.append(head, model.busy(), working);

        Label empty = new Label(texts.get("goal.empty"));
        empty.setId("goal-panel-empty");
        empty.getStyleClass().add("empty-state");
        empty.setWrapText(true);
        showIf(empty, Bindings.createBooleanBinding(() -> !model.state().get().hasGoal(), model.state()));

        TextField field = new TextField();
        field.setId("goal-new-objective");
        field.setPromptText(texts.get("goal.newPrompt"));
        field.textProperty().bindBidirectional(model.draft());
        Button create = new Button(texts.get("goal.create"));
        create.setId("goal-create");
        create.disableProperty().bind(Bindings.createBooleanBinding(() -> !model.actions().get().create()
                || model.draft().get().isBlank(), model.actions(), model.draft()));
        create.setOnAction(e -> model.create());
        field.setOnAction(e -> {
            if (!create.isDisabled()) {
                model.create();
            }
        });
        HBox.setHgrow(field, Priority.ALWAYS);
        HBox createRow = new HBox(4, field, create);
        createRow.setId("goal-create-row");
        showIf(createRow, Bindings.createBooleanBinding(() -> model.actions().get().create()
                || model.busy().get() && !model.state().get().hasGoal(), model.actions(), model.busy(), model.state()));

        Label error = new Label();
        error.setId("goal-error");
        error.getStyleClass().add("problem");
        error.setWrapText(true);
        error.textProperty().bind(texts.bind(model.error()));
        showIf(error, error.textProperty().isNotEmpty());

        // a finished goal's Create row comes before its details: at 1024×700 it fell below the fold under them
        root = new VBox(6, head, empty, createRow, error);
        FirstShown.before(empty, model.promptShown(), prompt(model, texts));
        root.setId("goal-panel");
        root.getStyleClass().addAll("side-section", "goal-panel");
        FirstShown.insert(error, model.state(), GoalPanelState::hasGoal, () -> details(model, texts));
    }

    public Region node() {
        return root;
    }

    /** Adds a section at the end of the panel (the goal's rounds). */
    void append(Node section) {
        root.getChildren().add(section);
    }

    /** The goal's state, figures and actions: made when the session first has a goal (hidden before). */
    private static VBox details(GoalPanelViewModel model, Texts texts) {
        Label badge = text(model, texts, "goal-badge", GoalPanelState::badge);
        badge.getStyleClass().addAll("chip", "goal-badge");
        Runnable tone = () -> {
            badge.getStyleClass().removeIf(c -> c.startsWith("tone-"));
            badge.getStyleClass().add("tone-" + model.state().get().tone().name().toLowerCase(Locale.ROOT));
        };
        model.state().addListener((obs, old, now) -> tone.run());
        tone.run(); // made when the session first has a goal: in that goal's tone
        Label objective = text(model, texts, "goal-objective", state -> Message.verbatim(state.objective()));
        objective.getStyleClass().add("goal-objective");
        Label rounds = text(model, texts, "goal-rounds", GoalPanelState::rounds);
        rounds.getStyleClass().add("session-detail");
        HBox badgeRow = new HBox(8, badge, rounds);
        badgeRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        ProgressBar progress = new ProgressBar();
        progress.setId("goal-progress");
        progress.progressProperty().bind(Bindings.createDoubleBinding(() -> model.state().get().progress().fraction(),
                model.state()));
        progress.setMaxWidth(Double.MAX_VALUE);
        Tooltip measures = new Tooltip();
        measures.textProperty().bind(Bindings.createStringBinding(() -> texts.format(model.state().get().progress()
                .label()), model.state()));
        progress.setTooltip(measures);
        progress.accessibleTextProperty().bind(measures.textProperty());
        // under the bar only when it measures a budget: the rounds are said once, beside the phase badge
        Label progressLabel = text(model, texts, "goal-progress-label", state -> state.progress().label());
        progressLabel.getStyleClass().add("session-detail");
        showIf(progressLabel, Bindings.createBooleanBinding(() -> model.state().get().progress().budget(),
                model.state()));
        VBox roundsRow = new VBox(2, progress, progressLabel);
        Label activation = text(model, texts, "goal-activation", GoalPanelState::activation);
        activation.getStyleClass().add("session-detail");
        Label block = text(model, texts, "goal-block", GoalPanelState::blockReason);
        block.getStyleClass().add("goal-block");
        Label usage = text(model, texts, "goal-usage", GoalPanelState::usage);
        usage.getStyleClass().add("session-detail");
        VBox certified = evidence(model, texts);

        Button pause = action(model, "goal-pause", texts.get("goal.pause"), GoalActions::pause);
        pause.setOnAction(e -> model.pause());
        Button resume = action(model, "goal-resume", texts.get("goal.resume"), GoalActions::resume);
        resume.setOnAction(e -> model.resume());
        Button edit = action(model, "goal-edit", texts.get("goal.edit"), GoalActions::edit);
        edit.setOnAction(e -> GoalDialogs.edit(model, texts, pause.getScene().getWindow()));
        Button extend = action(model, "goal-extend", texts.get("goal.extend"), GoalActions::extend);
        extend.setOnAction(e -> GoalDialogs.extend(model, texts, pause.getScene().getWindow()));
        Button clear = action(model, "goal-clear", texts.get("goal.clear"), GoalActions::clear);
        HBox confirm = confirmClear(model, texts, clear);
        FlowPane buttons = new FlowPane(4, 4, pause, resume, edit, extend, clear);

        VBox details = new VBox(6, badgeRow, objective, roundsRow, activation, block, usage, certified, buttons,
                confirm);
        details.setId("goal-details");
        showIf(details, Bindings.createBooleanBinding(() -> model.state().get().hasGoal(), model.state()));
        return details;
    }

    /**
     * The certified / last-evidence line rendered as Markdown (commands in code style, no backticks),
     * green when it passed and red when it failed.
     */
    private static VBox evidence(GoalPanelViewModel model, Texts texts) {
        VBox box = new VBox();
        box.setId("goal-certified");
        Runnable render = () -> {
            GoalPanelState state = model.state().get();
            String text = texts.format(state.certified());
            box.getChildren().setAll(text.isEmpty() ? List.of() : List.of(MarkdownNode.render(text, 260)));
            box.getStyleClass().removeIf(c -> c.startsWith("evidence-"));
            box.getStyleClass().add("evidence-" + state.evidence().name().toLowerCase(Locale.ROOT));
            box.setUserData(text);
        };
        model.state().addListener((obs, old, now) -> render.run());
        render.run();
        showIf(box, Bindings.createBooleanBinding(() -> !model.state().get().certified().isEmpty(), model.state()));
        return box;
    }

    /** Clear asks first: the button opens a small bar, "Clear goal" there clears, "Keep" closes it. */
    private static HBox confirmClear(GoalPanelViewModel model, Texts texts, Button clear) {
        ConfirmBar bar = new ConfirmBar("goal-clear", texts.get("goal.clear.confirm"), texts.get("goal.clear.yes"),
                texts.get("goal.clear.keep"), model::clear);
        clear.setOnAction(e -> bar.ask());
        model.state().addListener((obs, old, now) -> {
            if (!now.hasGoal()) {
                bar.hide();
            }
        });
        return bar.node();
    }

    private static VBox prompt(GoalPanelViewModel model, Texts texts) {
        Label question = new Label(texts.get("goal.prompt"));
        question.setWrapText(true);
        question.setMinHeight(Region.USE_PREF_SIZE);
        Button resume = new Button(texts.get("goal.resume"));
        resume.setId("goal-prompt-resume");
        resume.setOnAction(e -> model.resume());
        Button later = new Button(texts.get("goal.notNow"));
        later.setId("goal-prompt-dismiss");
        later.setOnAction(e -> model.dismissPrompt());
        VBox bar = new VBox(6, question, new HBox(6, resume, later));
        bar.setId("goal-resume-prompt");
        bar.getStyleClass().add("goal-prompt");
        showIf(bar, model.promptShown());
        return bar;
    }

    private static Label text(GoalPanelViewModel model, Texts texts, String id, Function<GoalPanelState, Message> part) {
        Label label = new Label();
        label.setId(id);
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        label.textProperty().bind(Bindings.createStringBinding(() -> texts.format(part.apply(model.state().get())),
                model.state()));
        showIf(label, label.textProperty().isNotEmpty());
        return label;
    }

    private static Button action(GoalPanelViewModel model, String id, String text, Predicate<GoalActions> applies) {
        Button button = new Button(text);
        button.setId(id);
        button.disableProperty().bind(Bindings.createBooleanBinding(() -> !applies.test(model.actions().get()),
                model.actions()));
        return button;
    }

    static void showIf(Node node, ObservableValue<Boolean> condition) {
        node.visibleProperty().bind(condition);
        node.managedProperty().bind(node.visibleProperty());
    }
}
