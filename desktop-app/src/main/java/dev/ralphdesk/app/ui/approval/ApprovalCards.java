package dev.ralphdesk.app.ui.approval;

import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.core.session.SessionId;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The open questions as the window shows them, on the UI thread: all of them (for the badges on the
 * session rows and the Ralph timeline) and those of the shown session (its transcript's cards).
 */
public final class ApprovalCards implements AutoCloseable {
    private final PendingApprovals registry;
    private final ObservableList<PendingApproval> all = FXCollections.observableArrayList();
    private final FilteredList<PendingApproval> shown = new FilteredList<>(all, question -> false);
    private final AutoCloseable listening;

    public ApprovalCards(PendingApprovals registry, UiExecutor ui) {
        this.registry = Objects.requireNonNull(registry, "registry");
        this.listening = registry.listen(now -> ui.onUi(() -> all.setAll(now)));
    }

    /** Shows the cards of {@code session} (none for null). */
    public void show(SessionId session) {
        shown.setPredicate(question -> question.scope().equals(session));
    }

    /** The questions of the shown session, oldest first. */
    public ObservableList<PendingApproval> shown() {
        return shown;
    }

    /** Every open question, oldest first. */
    public ObservableList<PendingApproval> all() {
        return all;
    }

    /** The sessions whose transcript holds a question. */
    public Set<SessionId> asking() {
        return all.stream().map(PendingApproval::scope).collect(Collectors.toSet());
    }

    /** The Ralph rounds ({@link PendingApproval#roundKey}) waiting for an answer. */
    public Set<String> roundsAsking() {
        return all.stream().map(PendingApproval::roundKey).filter(Objects::nonNull).collect(Collectors.toSet());
    }

    public void answer(long id, ApprovalViewModel.Reply reply) {
        registry.answer(id, reply);
    }

    @Override
    public void close() throws Exception {
        listening.close();
    }
}
