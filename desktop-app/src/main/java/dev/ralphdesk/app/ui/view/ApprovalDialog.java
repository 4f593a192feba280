package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel;
import dev.ralphdesk.core.effect.GrantScope;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The approval dialog, a thin view of an {@link ApprovalViewModel.Prompt}: who asks, the protected
 * place in a warning line, the command or the diff in a scrollable monospace area, the scope
 * "Allow for this session" covers, and Allow once / Allow for this session / Deny.
 */
final class ApprovalDialog {
    /** Wide enough for a diff's lines; the sentences wrap within it. */
    private static final double WIDTH = 720;
    private final Alert alert;
    private final ButtonType once;
    private final ButtonType session;
    private final ChoiceBox<ApprovalViewModel.ScopeOption> scope = new ChoiceBox<>();

    ApprovalDialog(ApprovalViewModel.Prompt prompt, Texts texts) {
        once = new ButtonType(texts.get("approval.once"), ButtonBar.ButtonData.YES);
        session = new ButtonType(texts.get("approval.session"), ButtonBar.ButtonData.OTHER);
        ButtonType deny = new ButtonType(texts.get("approval.deny"), ButtonBar.ButtonData.CANCEL_CLOSE);
        alert = new Alert(Alert.AlertType.CONFIRMATION, "", once, session, deny);
        AppIcon.setOn(alert);
        alert.setTitle(prompt.title());
        alert.setHeaderText(prompt.title());
        Label asker = new Label(prompt.asker());
        asker.setWrapText(true);
        TextArea body = new TextArea(prompt.body());
        body.setId("approval-body");
        body.setEditable(false);
        body.setWrapText(!prompt.diff());
        body.setPrefRowCount(prompt.diff() ? 16 : 4);
        body.setStyle("-fx-font-family: monospace;");
        VBox.setVgrow(body, Priority.ALWAYS);
        VBox content = new VBox(8, asker);
        if (!prompt.protectedNote().isEmpty()) {
            Label warning = new Label(prompt.protectedNote());
            warning.setId("approval-protected");
            warning.setWrapText(true);
            warning.setStyle("-fx-font-weight: bold;");
            content.getChildren().add(warning);
        }
        scope.setId("approval-scope");
        scope.getItems().setAll(prompt.scopes());
        scope.setConverter(new StringConverter<>() {
            @Override
            public String toString(ApprovalViewModel.ScopeOption option) {
                return option == null ? "" : option.label();
            }

            @Override
            public ApprovalViewModel.ScopeOption fromString(String text) {
                return null;
            }
        });
        scope.getSelectionModel().selectFirst();
        content.getChildren().addAll(body, new HBox(8, new Label(texts.get("approval.scope.label")), scope));
        alert.getDialogPane().setContent(content);
        alert.getDialogPane().setPrefWidth(WIDTH);
        alert.setResizable(true);
    }

    /** Shows the dialog and waits (on the FX thread, in a nested event loop) for the person. */
    ApprovalViewModel.Reply showAndWait() {
        ButtonType chosen = alert.showAndWait().orElse(null);
        if (chosen == once) {
            return new ApprovalViewModel.Reply(ApprovalViewModel.Choice.ALLOW_ONCE, null);
        }
        if (chosen == session) {
            ApprovalViewModel.ScopeOption option = scope.getValue();
            return new ApprovalViewModel.Reply(ApprovalViewModel.Choice.ALLOW_FOR_SESSION,
                    option == null ? GrantScope.THIS : option.scope());
        }
        return new ApprovalViewModel.Reply(ApprovalViewModel.Choice.DENY, null);
    }
}
