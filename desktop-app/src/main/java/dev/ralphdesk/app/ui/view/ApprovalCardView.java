package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel.Choice;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel.Prompt;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel.Reply;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel.ScopeOption;
import dev.ralphdesk.app.ui.approval.PendingApproval;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * One open approval as a card in the transcript: what asks (the chat, or the Ralph run and round),
 * the protected place, the command or the diff (monospace, scrollable; a long diff folds), and Allow
 * once / Allow for… / Deny. Enter allows once; Esc only gives the focus back ({@code leave}) — a
 * denial needs its button.
 */
final class ApprovalCardView extends VBox {
    /** A diff longer than this many lines starts folded to it. */
    private static final int FOLDED_ROWS = 12;
    private final Button once;

    ApprovalCardView(PendingApproval question, Texts texts, Consumer<Reply> reply, Runnable leave) {
        super(6);
        Prompt prompt = question.prompt();
        getStyleClass().addAll("card", "approval-card");
        setId("approval-card-" + question.id());
        Label title = new Label(prompt.title());
        title.getStyleClass().add("approval-title");
        Label asker = new Label(prompt.asker());
        asker.setWrapText(true);
        getChildren().addAll(title, asker);
        if (!prompt.protectedNote().isEmpty()) {
            Label warning = new Label(prompt.protectedNote());
            warning.getStyleClass().addAll("approval-protected", "badge-warning");
            warning.setWrapText(true);
            getChildren().add(warning);
        }
        getChildren().add(body(prompt, texts));
        once = new Button(texts.get("approval.once"));
        once.setId("approval-once");
        once.getStyleClass().add("accent");
        once.setOnAction(e -> reply.accept(new Reply(Choice.ALLOW_ONCE, null)));
        MenuButton allowFor = new MenuButton(texts.get("approval.allowFor"));
        allowFor.setId("approval-allow-for");
        for (ScopeOption option : prompt.scopes()) {
            MenuItem item = new MenuItem(option.label());
            item.setId("approval-scope-" + option.scope().name().toLowerCase(java.util.Locale.ROOT));
            item.setOnAction(e -> reply.accept(new Reply(Choice.ALLOW_FOR_SESSION, option.scope())));
            allowFor.getItems().add(item);
        }
        Button deny = new Button(texts.get("approval.deny"));
        deny.setId("approval-deny");
        deny.getStyleClass().add("danger");
        deny.setOnAction(e -> reply.accept(new Reply(Choice.DENY, null)));
        Label help = new Label(texts.get("approval.card.help"));
        help.getStyleClass().add("approval-help");
        getChildren().addAll(buttonRow(once, allowFor, deny), help);
        addEventFilter(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.ENTER && !allowFor.isShowing()) {
                key.consume();
                once.fire();
            } else if (key.getCode() == KeyCode.ESCAPE && !allowFor.isShowing()) {
                key.consume();
                leave.run();
            }
        });
    }

    /**
     * Moves the focus onto the card (its "Allow once"), after the event being handled: a click that
     * opened the session would otherwise take it back to the list.
     */
    void focus() {
        Platform.runLater(once::requestFocus);
    }

    /** One row, every button as tall as the tallest and never cut: the choices read as equals. */
    private static HBox buttonRow(Control... buttons) {
        for (Control button : buttons) {
            button.setMinWidth(Region.USE_PREF_SIZE);
            button.setMaxHeight(Double.MAX_VALUE);
        }
        HBox row = new HBox(8, buttons);
        row.setId("approval-buttons");
        row.setFillHeight(true);
        return row;
    }

    private static VBox body(Prompt prompt, Texts texts) {
        TextArea body = new TextArea(prompt.body());
        body.setId("approval-body");
        body.getStyleClass().add("code-block");
        body.setEditable(false);
        body.setWrapText(!prompt.diff());
        int lines = (int) prompt.body().lines().count();
        body.setPrefRowCount(Math.max(1, Math.min(lines, prompt.diff() ? FOLDED_ROWS : 4)));
        VBox box = new VBox(4, body);
        if (prompt.diff() && lines > FOLDED_ROWS) {
            ToggleButton unfold = new ToggleButton(texts.format("approval.unfold", lines));
            unfold.setId("approval-unfold");
            unfold.getStyleClass().add("toolbar-flat");
            unfold.selectedProperty().addListener((obs, was, open) -> {
                body.setPrefRowCount(open ? Math.min(lines, 40) : FOLDED_ROWS);
                unfold.setText(open ? texts.get("approval.fold") : texts.format("approval.unfold", lines));
            });
            box.getChildren().add(unfold);
        }
        return box;
    }
}
