package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.ralph.TimelineRow;
import java.util.List;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** The node of one timeline row: a run header or a round with its chip, report and figures. */
final class TimelineCells {

    Node node(TimelineRow row, double width) {
        if (row instanceof TimelineRow.RunRow run) {
            return run(run, width);
        } else if (row instanceof TimelineRow.RoundRow round) {
            return round(round, width);
        }
        throw new IllegalStateException("unexpected timeline row " + row.getClass().getSimpleName());
    }

    private Node run(TimelineRow.RunRow row, double width) {
        Label chip = chip(row.chip());
        Label rounds = small(row.rounds());
        HBox top = new HBox(6, chip, rounds);
        Label objective = wrapped(row.run().objective(), width);
        objective.getStyleClass().add("run-objective");
        VBox box = new VBox(3, top, objective);
        if (!row.outcome().isEmpty()) {
            Label outcome = wrapped(row.outcome(), width);
            outcome.getStyleClass().add("run-outcome");
            box.getChildren().add(outcome);
        }
        box.getStyleClass().add("run-row");
        return box;
    }

    private Node round(TimelineRow.RoundRow row, double width) {
        HBox top = new HBox(6);
        if (row.running()) {
            ProgressIndicator spinner = new ProgressIndicator();
            spinner.getStyleClass().add("round-spinner");
            spinner.setPrefSize(14, 14);
            top.getChildren().add(spinner);
        }
        Label title = new Label(row.title());
        title.getStyleClass().add("round-title");
        top.getChildren().addAll(title, chip(row.chip()));
        VBox box = new VBox(2, top, wrapped(row.summary(), width));
        list(box, "Evidence", row.evidence(), width);
        list(box, "Next", row.nextSteps(), width);
        if (!row.blocker().isEmpty()) {
            Label blocker = wrapped("Blocker: " + row.blocker(), width);
            blocker.getStyleClass().add("goal-block");
            box.getChildren().add(blocker);
        }
        for (String line : List.of(row.verifier(), row.figures())) {
            if (!line.isEmpty()) {
                box.getChildren().add(small(line, width));
            }
        }
        if (!row.filesChanged().isEmpty()) {
            box.getChildren().add(small("Files: " + String.join(", ", row.filesChanged()), width));
        }
        box.getStyleClass().add("round-row");
        return box;
    }

    private static void list(VBox box, String heading, List<String> items, double width) {
        if (items.isEmpty()) {
            return;
        }
        StringBuilder text = new StringBuilder(heading).append(':');
        for (String item : items) {
            text.append("\n• ").append(item);
        }
        Label label = wrapped(text.toString(), width);
        label.getStyleClass().add("round-list");
        box.getChildren().add(label);
    }

    private static Label chip(String state) {
        Label chip = new Label(state);
        chip.getStyleClass().addAll("chip", "state-" + state.toLowerCase(Locale.ROOT).replace(' ', '-'));
        return chip;
    }

    private static Label small(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("session-detail");
        return label;
    }

    private static Label small(String text, double width) {
        Label label = wrapped(text, width);
        label.getStyleClass().add("session-detail");
        return label;
    }

    private static Label wrapped(String text, double width) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.setMaxWidth(width);
        label.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        return label;
    }
}
