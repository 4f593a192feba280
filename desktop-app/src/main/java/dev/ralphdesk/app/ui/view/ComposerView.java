package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.composer.ComposerViewModel;
import java.util.List;
import javafx.geometry.Side;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The composer: multi-line input, Ctrl+Enter sends, Esc stops, a menu of matching /commands. */
public final class ComposerView {
    private final VBox root;

    public ComposerView(ComposerViewModel model, Texts texts) {
        TextArea input = new TextArea();
        input.setId("composer-input");
        input.setPromptText(texts.get("composer.prompt"));
        input.setWrapText(true);
        input.setPrefRowCount(3);
        input.textProperty().bindBidirectional(model.text());
        javafx.beans.binding.StringBinding why = texts.bind(model.readOnlyReason());
        input.disableProperty().bind(why.isNotEmpty());

        Button send = new Button(texts.get("composer.send"));
        send.setId("composer-send");
        send.setDefaultButton(false);
        send.disableProperty().bind(model.canSend().not());
        send.setOnAction(e -> model.send());
        Button stop = new Button(texts.get("composer.stop"));
        stop.setId("composer-stop");
        stop.disableProperty().bind(model.canStop().not());
        stop.setOnAction(e -> model.stop());

        Label reason = new Label();
        reason.setId("composer-reason");
        reason.getStyleClass().add("composer-reason");
        reason.setWrapText(true);
        reason.textProperty().bind(why);
        reason.visibleProperty().bind(why.isNotEmpty());
        reason.managedProperty().bind(reason.visibleProperty());

        ContextMenu completions = new ContextMenu();
        model.text().addListener((obs, old, now) -> showCompletions(model, texts, input, completions));
        input.addEventFilter(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.ENTER && key.isShortcutDown()) {
                completions.hide();
                model.send();
                key.consume();
            } else if (key.getCode() == KeyCode.ESCAPE) {
                completions.hide();
                model.stop();
                key.consume();
            }
        });

        VBox buttons = new VBox(4, send, stop);
        for (Button button : List.of(send, stop)) {
            button.setMaxWidth(Double.MAX_VALUE);
            button.setMinWidth(Region.USE_PREF_SIZE);
        }
        HBox row = new HBox(6, input, buttons);
        HBox.setHgrow(input, Priority.ALWAYS);
        root = new VBox(4, reason, row);
        root.getStyleClass().add("composer");
    }

    public Region node() {
        return root;
    }

    private static void showCompletions(ComposerViewModel model, Texts texts, TextArea input, ContextMenu menu) {
        List<ComposerViewModel.Completion> matches = model.completions();
        if (matches.isEmpty() || input.getScene() == null) {
            menu.hide();
            return;
        }
        menu.getItems().setAll(matches.stream().map(completion -> {
            MenuItem item = new MenuItem(completion.usage() + " — " + texts.format(completion.summary()));
            item.setOnAction(e -> {
                model.complete(completion);
                input.positionCaret(input.getLength());
            });
            return item;
        }).toList());
        if (!menu.isShowing()) {
            menu.show(input, Side.TOP, 0, 0);
        }
    }
}
