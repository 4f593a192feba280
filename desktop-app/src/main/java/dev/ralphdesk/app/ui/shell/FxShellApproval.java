package dev.ralphdesk.app.ui.shell;

import dev.ralphdesk.app.ui.AppIcon;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.core.tool.ShellApproval;
import dev.ralphdesk.core.tool.ShellRequest;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;

/**
 * Asks the person in a dialog that says who asks (the chat, or which Ralph run and round) and shows
 * the exact command: Allow once, Allow for this session, Deny. Called on the agent's worker thread,
 * which waits for the answer; the FX thread never waits.
 */
public final class FxShellApproval implements ShellApproval {
    /** Wide enough for a long command line; the asker's sentence wraps within it. */
    private static final double DIALOG_WIDTH = 560;
    private final ShellApprovalViewModel model;
    private final Texts texts;

    public FxShellApproval(ShellApprovalViewModel model, Texts texts) {
        this.model = model;
        this.texts = texts;
    }

    @Override
    public Decision decide(ShellRequest request) {
        if (Platform.isFxApplicationThread() && !model.preapproved(request)) {
            return Decision.DENY;
        }
        return model.decide(request, this::askAndWait);
    }

    private ShellApprovalViewModel.Answer askAndWait(ShellApprovalViewModel.Prompt prompt) {
        CompletableFuture<ShellApprovalViewModel.Answer> answer = new CompletableFuture<>();
        Platform.runLater(() -> answer.complete(ask(prompt)));
        try {
            return answer.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return ShellApprovalViewModel.Answer.DENY;
        } catch (ExecutionException e) {
            return ShellApprovalViewModel.Answer.DENY;
        }
    }

    private ShellApprovalViewModel.Answer ask(ShellApprovalViewModel.Prompt prompt) {
        ButtonType once = new ButtonType(texts.get("approval.once"), ButtonBar.ButtonData.YES);
        ButtonType session = new ButtonType(texts.get("approval.session"), ButtonBar.ButtonData.OTHER);
        ButtonType deny = new ButtonType(texts.get("approval.deny"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", once, session, deny);
        AppIcon.setOn(alert);
        alert.setTitle(prompt.title());
        alert.setHeaderText(prompt.title());
        Label asker = new Label(prompt.asker());
        asker.setWrapText(true);
        TextArea text = new TextArea(prompt.command());
        text.setEditable(false);
        text.setWrapText(true);
        text.setPrefRowCount(4);
        text.setStyle("-fx-font-family: monospace;");
        alert.getDialogPane().setContent(new VBox(8, asker, text));
        alert.getDialogPane().setPrefWidth(DIALOG_WIDTH);
        ButtonType chosen = alert.showAndWait().orElse(deny);
        if (chosen == once) {
            return ShellApprovalViewModel.Answer.ALLOW_ONCE;
        }
        return chosen == session ? ShellApprovalViewModel.Answer.ALLOW_FOR_SESSION : ShellApprovalViewModel.Answer.DENY;
    }
}
