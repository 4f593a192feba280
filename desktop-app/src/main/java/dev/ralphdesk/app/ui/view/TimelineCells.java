package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.ralph.TimelineRow;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** The node of one timeline row: a run header or a round with its chip, report and figures. */
final class TimelineCells {
    private final Texts texts;
    private final Consumer<TimelineRow.RoundRow> showChanges;

    TimelineCells(Texts texts, Consumer<TimelineRow.RoundRow> showChanges) {
        this.texts = texts;
        this.showChanges = showChanges;
    }

    Node node(TimelineRow row, double width) {
        if (row instanceof TimelineRow.RunRow run) {
            return run(run, width);
        } else if (row instanceof TimelineRow.RoundRow round) {
            return round(round, width);
        }
        throw new IllegalStateException("unexpected timeline row " + row.getClass().getSimpleName());
    }

    private Node run(TimelineRow.RunRow row, double width) {
        Label chip = chip(row);
        Label rounds = small(texts.format(row.rounds()));
        HBox top = new HBox(6, chip, rounds);
        Label objective = wrapped(row.run().objective(), width);
        objective.getStyleClass().add("run-objective");
        VBox box = new VBox(3, top, objective);
        if (!row.outcome().isEmpty()) {
            Label outcome = wrapped(texts.format(row.outcome()), width);
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
        Label title = new Label(texts.format(row.title()));
        title.getStyleClass().add("round-title");
        top.getChildren().addAll(title, chip(row));
        if (row.approvalNeeded()) {
            Label asking = new Label(texts.get("approval.needed"));
            asking.getStyleClass().addAll("badge", "badge-warning", "approval-needed");
            top.getChildren().add(asking);
        }
        VBox box = new VBox(2, top, wrapped(texts.format(row.summary()), width), changes(row, width));
        list(box, texts.get("ralph.evidence"), row.evidence(), width);
        list(box, texts.get("ralph.next"), row.nextSteps(), width);
        if (!row.blocker().isEmpty()) {
            Label blocker = wrapped(texts.format("ralph.round.blocker", row.blocker()), width);
            blocker.getStyleClass().add("goal-block");
            box.getChildren().add(blocker);
        }
        for (Message line : List.of(row.verifier(), row.figures())) {
            if (!line.isEmpty()) {
                box.getChildren().add(small(texts.format(line), width));
            }
        }
        if (!row.filesChanged().isEmpty()) {
            box.getChildren().add(small(texts.format("ralph.files", String.join(", ", row.filesChanged())), width));
        }
        box.getStyleClass().add("round-row");
        return box;
    }

    /**
     * "3 files changed, +12 −4" and "Changes…" (what the round changed in the workspace, from its
     * checkpoint); without a checkpoint, why not (its list of changed files follows).
     */
    private HBox changes(TimelineRow.RoundRow row, double width) {
        Label figures = wrapped(texts.format(row.changesLine()), width); // a long "why not" wraps in the panel
        figures.setId("round-figures");
        if (!row.changesDetail().isEmpty()) {
            figures.setTooltip(new Tooltip(texts.format(row.changesDetail())));
        }
        figures.getStyleClass().add(row.changes() == null || row.checkpointed() ? "round-figures" : "session-detail");
        HBox line = new HBox(6, figures);
        line.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        if (row.changes() == null || row.checkpointed()) {
            Hyperlink link = new Hyperlink(texts.get("changes.button"));
            link.getStyleClass().add("round-changes");
            link.setOnAction(e -> showChanges.accept(row));
            line.getChildren().add(link);
        }
        return line;
    }

    private static void list(VBox box, String heading, List<String> items, double width) {
        if (items.isEmpty()) {
            return;
        }
        StringBuilder text = new StringBuilder(heading);
        for (String item : items) {
            text.append("\n• ").append(item);
        }
        Label label = wrapped(text.toString(), width);
        label.getStyleClass().add("round-list");
        box.getChildren().add(label);
    }

    private Label chip(TimelineRow row) {
        Label chip = new Label(texts.format(row.chip()));
        chip.getStyleClass().addAll("chip", "state-" + row.chipId().toLowerCase(Locale.ROOT).replace(' ', '-'));
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
