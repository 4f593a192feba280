package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.ralph.RalphTimelineViewModel;
import dev.ralphdesk.app.ui.ralph.TimelineRow;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The Ralph timeline: Cancel run and Resume run for the selected run, then the runs (latest first),
 * each header followed by one row per round; the running round spins. Double-clicking a round opens
 * its child session read-only.
 */
public final class RalphTimelineView {
    private final VBox root;
    private final ListView<TimelineRow> list;

    public RalphTimelineView(RalphTimelineViewModel model, Texts texts, Consumer<TimelineRow.RoundRow> openRound,
            Consumer<TimelineRow.RoundRow> showChanges) {
        Label heading = new Label(texts.get("ralph.title"));
        heading.getStyleClass().add("pane-title");
        Button cancel = new Button(texts.get("ralph.cancel"));
        cancel.setId("ralph-cancel");
        cancel.disableProperty().bind(Bindings.createBooleanBinding(() -> !model.actions().get().cancel(),
                model.actions()));
        cancel.setOnAction(e -> model.cancel());
        Button resume = new Button(texts.get("ralph.resume"));
        resume.setId("ralph-resume");
        resume.disableProperty().bind(Bindings.createBooleanBinding(() -> !model.actions().get().resume(),
                model.actions()));
        resume.setOnAction(e -> model.resume());
        heading.setMinWidth(Region.USE_PREF_SIZE);
        resume.setMinWidth(Region.USE_PREF_SIZE);
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        HBox head = new HBox(4, resume, cancel);
        head.getStyleClass().add("timeline-head");

        Label error = new Label();
        error.setId("ralph-error");
        error.getStyleClass().add("problem");
        error.setWrapText(true);
        error.textProperty().bind(texts.bind(model.error()));
        GoalPanelView.showIf(error, error.textProperty().isNotEmpty());

        list = new ListView<>(model.rows());
        list.setId("ralph-rows");
        list.getStyleClass().add("ralph-rows");
        Label empty = new Label(texts.get("ralph.empty"));
        empty.getStyleClass().add("empty-state");
        empty.setWrapText(true);
        list.setPlaceholder(empty);
        TimelineCells cells = new TimelineCells(texts, showChanges);
        list.setCellFactory(view -> new ListCell<>() {
            @Override
            protected void updateItem(TimelineRow row, boolean isEmpty) {
                super.updateItem(row, isEmpty);
                setText(null);
                setGraphic(isEmpty || row == null ? null : cells.node(row, Math.max(160, list.getWidth() - 36)));
                setOnMouseClicked(click -> {
                    if (click.getButton() == MouseButton.PRIMARY && click.getClickCount() == 2
                            && getItem() instanceof TimelineRow.RoundRow round) {
                        openRound.accept(round);
                    }
                });
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null) {
                model.select(row.runId());
            }
        });
        model.selected().addListener((obs, old, runId) -> reveal(runId));
        list.widthProperty().addListener((obs, old, now) -> {
            if (Math.abs(old.doubleValue() - now.doubleValue()) > 8) {
                list.refresh();
            }
        });
        VBox.setVgrow(list, Priority.ALWAYS);
        root = new VBox(4, heading, head, error, list);
        root.setId("ralph-timeline");
        root.getStyleClass().addAll("side-section", "ralph-timeline");
    }

    public Region node() {
        return root;
    }

    /** Selects and scrolls to the header of a run (e.g. from its card in the transcript). */
    private void reveal(String runId) {
        if (runId == null) {
            return;
        }
        TimelineRow current = list.getSelectionModel().getSelectedItem();
        if (current != null && current.runId().equals(runId)) {
            return;
        }
        for (int i = 0; i < list.getItems().size(); i++) {
            if (list.getItems().get(i) instanceof TimelineRow.RunRow run && run.runId().equals(runId)) {
                list.getSelectionModel().select(i);
                list.scrollTo(i);
                return;
            }
        }
    }
}
