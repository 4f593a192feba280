package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.goal.ExtendForm;
import dev.ralphdesk.app.ui.goal.GoalPanelViewModel;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.service.GoalView;
import javafx.event.ActionEvent;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** The goal panel's Edit (the objective) and Extend budget (more rounds, tokens, dollars, seconds) dialogs. */
final class GoalDialogs {
    private GoalDialogs() {
    }

    static void edit(GoalPanelViewModel model, Texts texts, Window owner) {
        Dialog<ButtonType> dialog = dialog(texts.get("goal.edit.title"), owner);
        TextArea objective = new TextArea(model.state().get().objective());
        objective.setId("goal-edit-objective");
        objective.setWrapText(true);
        objective.setPrefRowCount(4);
        Label error = error("goal-edit-error");
        dialog.getDialogPane().setContent(new VBox(6, new Label(texts.get("goal.edit.prompt")), objective, error));
        Button ok = okButton(dialog, "goal-edit-ok");
        ok.addEventFilter(ActionEvent.ACTION, e -> {
            if (objective.getText().isBlank()) {
                error.setText(texts.get("goal.edit.empty"));
                error.setVisible(true);
                e.consume();
            }
        });
        dialog.showAndWait().filter(ButtonType.OK::equals).ifPresent(b -> model.edit(objective.getText()));
    }

    static void extend(GoalPanelViewModel model, Texts texts, Window owner) {
        GoalView view = model.view().get();
        if (view == null || view.goal() == null) {
            return;
        }
        GoalSnapshot goal = view.goal();
        Dialog<ButtonType> dialog = dialog(texts.get("goal.extend.title"), owner);
        TextField rounds = field("goal-extend-rounds", "10", true, "");
        TextField tokens = field("goal-extend-tokens", "", ExtendForm.hasTokens(goal), texts.get("goal.extend.none"));
        TextField cost = field("goal-extend-cost", "", ExtendForm.hasCost(goal), texts.get("goal.extend.none"));
        TextField time = field("goal-extend-seconds", "", ExtendForm.hasTime(goal), texts.get("goal.extend.none"));
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        grid.addRow(0, new Label(texts.get("goal.extend.rounds")), rounds,
                new Label(texts.format("goal.extend.roundsNow", Integer.toString(goal.maxGoalRounds()),
                        Integer.toString(view.roundsStarted()))));
        grid.addRow(1, new Label(texts.get("goal.extend.tokens")), tokens, now(texts, goal.budgets().maxTokens()));
        grid.addRow(2, new Label(texts.get("goal.extend.cost")), cost, now(texts, goal.budgets().maxCostUsd()));
        grid.addRow(3, new Label(texts.get("goal.extend.seconds")), time,
                now(texts, goal.budgets().maxWallSeconds()));
        Label error = error("goal-extend-error");
        dialog.getDialogPane().setContent(new VBox(8, new Label(texts.get("goal.extend.prompt")), grid, error));
        Button ok = okButton(dialog, "goal-extend-ok");
        ExtendForm.Parsed[] parsed = new ExtendForm.Parsed[1];
        ok.addEventFilter(ActionEvent.ACTION, e -> {
            parsed[0] = ExtendForm.parse(goal, rounds.getText(), tokens.getText(), cost.getText(), time.getText());
            if (parsed[0] instanceof ExtendForm.Parsed.Invalid invalid) {
                error.setText(texts.format(invalid.message()));
                error.setVisible(true);
                e.consume();
            }
        });
        dialog.showAndWait().filter(ButtonType.OK::equals).ifPresent(b -> {
            if (parsed[0] instanceof ExtendForm.Parsed.Valid valid) {
                model.extend(valid.extension());
            }
        });
    }

    private static Dialog<ButtonType> dialog(String title, Window owner) {
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.setTitle(title);
        dialog.initOwner(owner);
        dialog.getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        if (owner != null && owner.getScene() != null) {
            dialog.getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        return dialog;
    }

    private static Button okButton(Dialog<ButtonType> dialog, String id) {
        Button ok = (Button) dialog.getDialogPane().lookupButton(ButtonType.OK);
        ok.setId(id);
        return ok;
    }

    private static TextField field(String id, String value, boolean enabled, String disabledHint) {
        TextField field = new TextField(value);
        field.setId(id);
        field.setPrefColumnCount(8);
        field.setDisable(!enabled);
        if (!enabled) {
            field.setPromptText(disabledHint);
        }
        return field;
    }

    private static Label now(Texts texts, Object current) {
        Label label = new Label(current == null ? "" : texts.format("goal.extend.now", current.toString()));
        label.getStyleClass().add("session-detail");
        return label;
    }

    private static Label error(String id) {
        Label error = new Label();
        error.setId(id);
        error.getStyleClass().add("field-error");
        error.setWrapText(true);
        error.setVisible(false);
        return error;
    }
}
