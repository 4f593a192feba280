package dev.ralphdesk.app.ui.approval;

import dev.ralphdesk.core.approval.Answer;
import dev.ralphdesk.core.approval.ApprovalRequest;
import dev.ralphdesk.core.approval.Approver;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.log.JulLogger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javafx.application.Platform;

/**
 * The person in the window, never modal: the agent's worker thread asks, the question waits here
 * as a {@link PendingApproval} (the transcript of the asking session shows it as a card) and the
 * worker waits for its answer; the window goes on. The turn's stop answers it "denied" (the card
 * goes), and so does closing the window ({@link #closeAll}); after that every question is denied at
 * once. The FX thread itself never waits: asked on it, the answer is "unanswered". The log file
 * says when a question waits and how it was answered (kind and session only).
 */
public final class PendingApprovals implements Approver {
    private static final System.Logger LOG = JulLogger.of(PendingApprovals.class);
    private final ApprovalViewModel prompts;
    private final Map<Long, Open> open = new LinkedHashMap<>();
    private final List<Consumer<List<PendingApproval>>> listeners = new CopyOnWriteArrayList<>();
    private long lastId;
    private boolean closed;

    private record Open(PendingApproval question, CompletableFuture<Answer> answer) {
    }

    public PendingApprovals(ApprovalViewModel prompts) {
        this.prompts = Objects.requireNonNull(prompts, "prompts");
    }

    @Override
    public Answer ask(ApprovalRequest request) {
        return ask(request, CancellationToken.none());
    }

    @Override
    public Answer ask(ApprovalRequest request, CancellationToken cancel) {
        if (Platform.isFxApplicationThread()) {
            return Answer.unanswered("The window cannot ask while it draws.");
        }
        CompletableFuture<Answer> answer = new CompletableFuture<>();
        long id;
        synchronized (this) {
            if (closed) {
                return Answer.closed();
            }
            id = ++lastId;
            open.put(id, new Open(new PendingApproval(id, request.asker(), prompts.prompt(request)), answer));
            changed();
        }
        // the kind and the session, never the command or the diff (they may hold secrets)
        LOG.log(System.Logger.Level.INFO, "approval " + id + " waits: " + request.effect().kind() + " for session "
                + request.asker().session().value());
        try (CancellationToken.Registration stop = cancel.onCancel(() -> answer.complete(Answer.stopped()))) {
            Answer given = answer.get();
            LOG.log(System.Logger.Level.INFO, "approval " + id + " answered: " + given.choice()
                    + (given.note().isEmpty() ? "" : " (" + given.note() + ")"));
            return given;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Answer.stopped();
        } catch (ExecutionException e) {
            throw new IllegalStateException("an approval answer is never completed exceptionally", e);
        } finally {
            synchronized (this) {
                open.remove(id);
                changed();
            }
        }
    }

    /** The person's reply to question {@code id}; a question already answered (or gone) ignores it. */
    public void answer(long id, ApprovalViewModel.Reply reply) {
        Open question;
        synchronized (this) {
            question = open.get(id);
        }
        if (question != null) {
            question.answer().complete(prompts.answer(reply));
        }
    }

    /** The window closes: every open question is denied (and says why), and so is every later one. */
    public void closeAll() {
        List<Open> all;
        synchronized (this) {
            closed = true;
            all = new ArrayList<>(open.values());
        }
        all.forEach(question -> question.answer().complete(Answer.closed()));
    }

    /**
     * Calls {@code listener} with the open questions, oldest first, now and after every change, on the
     * thread that changed them (in order: the list is handed out under the registry's lock).
     */
    public synchronized AutoCloseable listen(Consumer<List<PendingApproval>> listener) {
        listeners.add(listener);
        listener.accept(snapshot());
        return () -> listeners.remove(listener);
    }

    private void changed() {
        List<PendingApproval> now = snapshot();
        listeners.forEach(listener -> listener.accept(now));
    }

    private List<PendingApproval> snapshot() {
        return open.values().stream().map(Open::question).toList();
    }
}
