package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.approval.ApprovalViewModel;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.core.approval.Answer;
import dev.ralphdesk.core.approval.ApprovalRequest;
import dev.ralphdesk.core.approval.Approver;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import javafx.application.Platform;

/**
 * The person in the window: the agent's worker thread asks, the FX thread shows the
 * {@link ApprovalDialog}, the worker waits for the answer. The FX thread itself never waits: asked
 * on it, the answer is "unanswered".
 */
public final class FxApprover implements Approver {
    private final ApprovalViewModel model;
    private final Texts texts;

    public FxApprover(ApprovalViewModel model, Texts texts) {
        this.model = model;
        this.texts = texts;
    }

    @Override
    public Answer ask(ApprovalRequest request) {
        if (Platform.isFxApplicationThread()) {
            return Answer.unanswered("The window cannot ask while it draws.");
        }
        return model.decide(request, this::askAndWait);
    }

    private ApprovalViewModel.Reply askAndWait(ApprovalViewModel.Prompt prompt) {
        CompletableFuture<ApprovalViewModel.Reply> reply = new CompletableFuture<>();
        Platform.runLater(() -> reply.complete(new ApprovalDialog(prompt, texts).showAndWait()));
        try {
            return reply.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new ApprovalViewModel.Reply(ApprovalViewModel.Choice.DENY, null);
        } catch (ExecutionException e) {
            return new ApprovalViewModel.Reply(ApprovalViewModel.Choice.DENY, null);
        }
    }
}
