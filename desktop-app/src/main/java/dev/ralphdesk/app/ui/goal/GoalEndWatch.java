package dev.ralphdesk.app.ui.goal;

import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.app.ui.notify.EndNotice;
import dev.ralphdesk.app.ui.notify.Notifier;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.goal.service.Subscription;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Notifies when a goal ends (complete, blocked, budget-limited, failed) in any session opened in
 * this window, also while another session is shown. Listener calls arrive in order per session,
 * under its goal lock: each only compares with the previous snapshot and hands the notice to the UI.
 */
public final class GoalEndWatch implements AutoCloseable {
    private final GoalService goals;
    private final UiExecutor ui;
    private final Notifier notifier;
    private final Map<SessionId, Subscription> watched = new ConcurrentHashMap<>();

    public GoalEndWatch(GoalService goals, UiExecutor ui, Notifier notifier) {
        this.goals = goals;
        this.ui = ui;
        this.notifier = notifier;
    }

    /** Starts watching a session (once); call from the background, as subscribing may read its log. */
    public void watch(SessionId id) {
        if (watched.containsKey(id)) {
            return;
        }
        GoalSnapshot[] last = new GoalSnapshot[1];
        boolean[] first = {true};
        Subscription subscription = goals.subscribe(id, view -> {
            GoalSnapshot before = last[0];
            last[0] = view.goal();
            if (first[0]) {
                first[0] = false;
                return;
            }
            EndNotice.goal(before, view.goal()).ifPresent(notice -> ui.onUi(() -> notifier.show(notice)));
        });
        if (watched.putIfAbsent(id, subscription) != null) {
            subscription.close();
        }
    }

    @Override
    public void close() {
        watched.values().forEach(Subscription::close);
        watched.clear();
    }
}
