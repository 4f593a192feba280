package dev.ralphdesk.app.ui.shell;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.tool.ShellApproval;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextArea;

/**
 * Asks the person in a dialog with the exact command: Allow once, Allow for this session, Deny.
 * Called on the agent's worker thread, which waits for the answer; the FX thread never waits.
 */
public final class FxShellApproval implements ShellApproval {
    private final ShellApprovalViewModel model;
    private final Texts texts;

    public FxShellApproval(ShellApprovalViewModel model, Texts texts) {
        this.model = model;
        this.texts = texts;
    }

    @Override
    public Decision decide(SessionId session, String command) {
        if (model.preapproved(session)) {
            return Decision.ALLOW;
        }
        if (Platform.isFxApplicationThread()) {
            return Decision.DENY;
        }
        CompletableFuture<ShellApprovalViewModel.Answer> answer = new CompletableFuture<>();
        Platform.runLater(() -> answer.complete(ask(command)));
        try {
            return model.answer(session, answer.get());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Decision.DENY;
        } catch (ExecutionException e) {
            return Decision.DENY;
        }
    }

    private ShellApprovalViewModel.Answer ask(String command) {
        ButtonType once = new ButtonType(texts.get("approval.once"), ButtonBar.ButtonData.YES);
        ButtonType session = new ButtonType(texts.get("approval.session"), ButtonBar.ButtonData.OTHER);
        ButtonType deny = new ButtonType(texts.get("approval.deny"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", once, session, deny);
        alert.setTitle(texts.get("approval.title"));
        alert.setHeaderText(texts.get("approval.title"));
        TextArea text = new TextArea(command);
        text.setEditable(false);
        text.setWrapText(true);
        text.setPrefRowCount(4);
        text.setStyle("-fx-font-family: monospace;");
        alert.getDialogPane().setContent(text);
        ButtonType chosen = alert.showAndWait().orElse(deny);
        if (chosen == once) {
            return ShellApprovalViewModel.Answer.ALLOW_ONCE;
        }
        return chosen == session ? ShellApprovalViewModel.Answer.ALLOW_FOR_SESSION : ShellApprovalViewModel.Answer.DENY;
    }
}
