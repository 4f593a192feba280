package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.approval.ApprovalCards;
import dev.ralphdesk.app.ui.approval.PendingApproval;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.layout.VBox;

/**
 * The open approvals of the shown session, one card each, oldest first, at the end of its
 * transcript. A new card takes the focus; Esc on a card gives it back to where it was (or to the
 * transcript). Nothing else of the window waits for them.
 */
final class ApprovalCardsPane extends VBox {
    private final ApprovalCards cards;
    private final Texts texts;
    private final Node fallback;
    private final Map<Long, ApprovalCardView> shown = new HashMap<>();
    private Node before;

    /** @param fallback what gets the focus back when the node that had it is gone */
    ApprovalCardsPane(ApprovalCards cards, Texts texts, Node fallback) {
        super(8);
        this.cards = cards;
        this.texts = texts;
        this.fallback = fallback;
        setId("approval-cards");
        getStyleClass().add("approval-cards");
        cards.shown().addListener((ListChangeListener<PendingApproval>) change -> sync());
        sync();
    }

    private void sync() {
        List<PendingApproval> now = cards.shown();
        boolean hadFocus = getScene() != null && isInside(getScene().getFocusOwner());
        shown.keySet().removeIf(id -> now.stream().noneMatch(q -> q.id() == id));
        ApprovalCardView added = null;
        for (PendingApproval question : now) {
            if (!shown.containsKey(question.id())) {
                added = new ApprovalCardView(question, texts, reply -> cards.answer(question.id(), reply),
                        this::leave);
                shown.put(question.id(), added);
            }
        }
        getChildren().setAll(now.stream().map(q -> (Node) shown.get(q.id())).toList());
        if (added != null) {
            if (!hadFocus && getScene() != null) {
                before = getScene().getFocusOwner();
            }
            added.focus();
        } else if (hadFocus && !now.isEmpty()) {
            shown.get(now.get(0).id()).focus();
        } else if (hadFocus) {
            leave();
        }
    }

    /** Gives the focus back to where it was before the cards took it. */
    private void leave() {
        Node target = before != null && before.getScene() == getScene() && before.isVisible() ? before : fallback;
        before = null;
        target.requestFocus();
    }

    private boolean isInside(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (at == this) {
                return true;
            }
        }
        return false;
    }
}
