package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.app.ui.transcript.TranscriptSearch;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * The transcript's find bar (Ctrl+F): a query field, "2 of 5", previous and next (Enter, Shift+Enter),
 * Esc closes it. The current hit is scrolled to and selected (highlighted); the count follows new rows.
 */
final class FindBar extends HBox {
    static final KeyCombination SHORTCUT = new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN);
    private final ListView<TranscriptRow> list;
    private final Texts texts;
    private final TextField field = new TextField();
    private final Label count = new Label();
    private TranscriptSearch search = TranscriptSearch.NONE;

    FindBar(ListView<TranscriptRow> list, Texts texts) {
        super(6);
        this.list = list;
        this.texts = texts;
        setId("transcript-find-bar");
        getStyleClass().addAll("find-bar", "toolbar-flat");
        setAlignment(Pos.CENTER_LEFT);
        field.setId("transcript-find");
        field.setPromptText(texts.get("transcript.find"));
        HBox.setHgrow(field, Priority.ALWAYS);
        count.setId("transcript-find-count");
        Button previous = new Button("↑");
        previous.setId("transcript-find-previous");
        previous.setOnAction(e -> move(-1));
        Button next = new Button("↓");
        next.setId("transcript-find-next");
        next.setOnAction(e -> move(1));
        Button close = new Button("✕");
        close.setId("transcript-find-close");
        close.setOnAction(e -> close());
        getChildren().addAll(field, count, previous, next, close);
        field.textProperty().addListener((obs, old, now) -> update(TranscriptSearch.of(list.getItems(), now, 0)));
        list.getItems().addListener((javafx.collections.ListChangeListener<TranscriptRow>) change -> {
            if (isVisible()) {
                update(TranscriptSearch.of(list.getItems(), field.getText(), Math.max(0, search.row())));
            }
        });
        field.addEventFilter(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.ENTER) {
                move(key.isShiftDown() ? -1 : 1);
                key.consume();
            } else if (key.getCode() == KeyCode.ESCAPE) {
                close();
                key.consume();
            }
        });
        setVisible(false);
        managedProperty().bind(visibleProperty());
    }

    void open() {
        setVisible(true);
        field.requestFocus();
        field.selectAll();
        update(TranscriptSearch.of(list.getItems(), field.getText(), 0));
    }

    private void close() {
        setVisible(false);
        list.getSelectionModel().clearSelection();
        list.requestFocus();
    }

    private void move(int step) {
        update(search.move(step));
    }

    private void update(TranscriptSearch next) {
        search = next;
        count.setText(search.query().isBlank() ? "" : search.hits().isEmpty() ? texts.get("transcript.find.none")
                : texts.format("transcript.find.count", search.current() + 1, search.hits().size()));
        if (search.row() >= 0) {
            list.getSelectionModel().clearAndSelect(search.row());
            list.scrollTo(search.row());
        } else {
            list.getSelectionModel().clearSelection();
        }
    }
}
