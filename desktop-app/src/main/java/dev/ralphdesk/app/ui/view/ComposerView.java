package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.composer.ComposerViewModel;
import java.util.List;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.geometry.Pos;
import javafx.geometry.Side;
import javafx.scene.Node;
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

/**
 * The composer: a rounded box with the multi-line input and the Send / Stop buttons inside it.
 * Enter sends and Shift+Enter breaks the line (or, with {@code enterSends} off, Enter breaks the
 * line); Ctrl+Enter always sends, Esc stops; a menu of matching /commands. It takes the focus when
 * asked (first run, a session opened) as soon as it can take input, and keeps it after Stop.
 */
public final class ComposerView {
    private final VBox root;
    private final TextArea input = new TextArea();
    private boolean focusWanted;
    /** Where the focus was when a deferred focus was wanted in a shown window: moved since, it is not taken back. */
    private Node focusBefore;
    private boolean shownBefore;

    public ComposerView(ComposerViewModel model, Texts texts, BooleanProperty enterSends) {
        input.setId("composer-input");
        input.promptTextProperty().bind(javafx.beans.binding.Bindings.when(enterSends)
                .then(texts.get("composer.prompt.enter")).otherwise(texts.get("composer.prompt")));
        input.setWrapText(true);
        input.setPrefRowCount(3);
        input.textProperty().bindBidirectional(model.text());
        StringBinding why = texts.bind(model.readOnlyReason());
        input.disableProperty().bind(why.isNotEmpty());
        input.disabledProperty().addListener((obs, was, disabled) -> {
            if (!disabled && focusWanted) {
                boolean movedSince = shownBefore && input.getScene() != null
                        && input.getScene().getFocusOwner() != focusBefore;
                if (movedSince) {
                    focusWanted = false; // e.g. an approval card took it: the person is wanted there
                } else {
                    focusInput();
                }
            }
        });

        Button send = Icons.SEND.button("composer-send", texts.get("composer.send"));
        send.getStyleClass().add("send-button");
        send.disableProperty().bind(model.canSend().not());
        send.setOnAction(e -> model.send());
        Button stop = Icons.STOP.button("composer-stop", texts.get("composer.stop"));
        stop.getStyleClass().add("stop-button");
        stop.disableProperty().bind(model.canStop().not());
        stop.visibleProperty().bind(model.canStop());
        stop.managedProperty().bind(stop.visibleProperty());
        stop.setOnAction(e -> stop(model));

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
            if (key.getCode() == KeyCode.ENTER && sends(key, enterSends.get())) {
                completions.hide();
                model.send();
                key.consume();
            } else if (key.getCode() == KeyCode.ENTER && key.isShiftDown()) {
                input.replaceSelection("\n");
                key.consume();
            } else if (key.getCode() == KeyCode.ESCAPE) {
                completions.hide();
                stop(model);
                key.consume();
            }
        });

        HBox buttons = new HBox(4, stop, send);
        buttons.setAlignment(Pos.BOTTOM_RIGHT);
        buttons.setMinWidth(Region.USE_PREF_SIZE);
        HBox box = new HBox(8, input, buttons);
        box.getStyleClass().add("composer-box");
        box.setAlignment(Pos.BOTTOM_LEFT);
        HBox.setHgrow(input, Priority.ALWAYS);
        root = new VBox(4, reason, box);
        root.getStyleClass().add("composer");
    }

    public Region node() {
        return root;
    }

    /** Puts the focus into the input now, or as soon as it takes input (a session is loading). */
    public void focusInput() {
        focusWanted = input.isDisabled() || input.getScene() == null;
        if (!focusWanted) {
            input.requestFocus();
        } else {
            shownBefore = input.getScene() != null;
            focusBefore = shownBefore ? input.getScene().getFocusOwner() : null;
        }
    }

    /** Stops the session's work; the focus stays in (or comes back to) the input, not the next control. */
    private void stop(ComposerViewModel model) {
        model.stop();
        focusInput();
    }

    private static boolean sends(KeyEvent key, boolean enterSends) {
        return key.isShortcutDown() || enterSends && !key.isShiftDown() && !key.isAltDown();
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
