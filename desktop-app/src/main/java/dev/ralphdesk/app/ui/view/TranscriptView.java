package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;

/** The transcript: a virtualized list of rows that follows the end while new rows arrive. */
public final class TranscriptView {
    private final ListView<TranscriptRow> list;
    private boolean followPending;

    public TranscriptView(TranscriptViewModel model, Texts texts) {
        this(model, texts, runId -> { });
    }

    /** @param showRun called with a run id when its Ralph card is clicked */
    public TranscriptView(TranscriptViewModel model, Texts texts, Consumer<String> showRun) {
        list = new ListView<>(model.rows());
        list.setId("transcript");
        list.getStyleClass().add("transcript");
        list.setFocusTraversable(false);
        Label empty = new Label(texts.get("transcript.empty"));
        empty.getStyleClass().add("empty-state");
        list.setPlaceholder(empty);
        Set<String> expanded = new HashSet<>();
        RowNodes nodes = new RowNodes(texts, expanded, showRun);
        list.setCellFactory(view -> new ListCell<>() {
            @Override
            protected void updateItem(TranscriptRow row, boolean empty) {
                super.updateItem(row, empty);
                setText(null);
                setGraphic(empty || row == null ? null : nodes.node(row, Math.max(200, list.getWidth() - 48)));
            }
        });
        model.rows().addListener((ListChangeListener<TranscriptRow>) change -> followEnd(model));
        list.widthProperty().addListener((obs, old, now) -> {
            if (Math.abs(old.doubleValue() - now.doubleValue()) > 8) {
                list.refresh();
            }
        });
    }

    public ListView<TranscriptRow> node() {
        return list;
    }

    /**
     * Keeps the end in view: at most one {@code scrollTo} per pulse however many rows changed in
     * it (a scroll makes the list re-measure, and streaming replaces the last row many times).
     */
    private void followEnd(TranscriptViewModel model) {
        if (followPending) {
            return;
        }
        followPending = true;
        Platform.runLater(() -> {
            followPending = false;
            if (!model.rows().isEmpty()) {
                list.scrollTo(model.rows().size() - 1);
            }
        });
    }
}
