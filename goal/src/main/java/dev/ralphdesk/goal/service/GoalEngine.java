package dev.ralphdesk.goal.service;

import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.claim.SessionClaims;
import dev.ralphdesk.core.plugin.AgentDirectory;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.BudgetExtension;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.domain.GoalEdit;
import dev.ralphdesk.goal.domain.GoalErrorCode;
import dev.ralphdesk.goal.domain.GoalException;
import dev.ralphdesk.goal.domain.GoalLifecycle;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.replay.GoalFold;
import dev.ralphdesk.goal.replay.GoalReplay;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The goal verbs of every session, inside the plugin. Each durable verb is a compare-and-set under
 * the session's goal lock that appends {@code goal/change} before the new state becomes current.
 * Verbs throw {@link GoalException}; {@link GoalService} turns that into results for the UI and CLI.
 */
public final class GoalEngine {
    /** The owner of the goal's claims on sessions (see {@link SessionClaims}). */
    public static final String CLAIM_OWNER = "goal";
    private final SessionStore store;
    private final AgentDirectory agents;
    private final SessionClaims claims;
    private final GoalSettings settings;
    private final Clock clock;
    private final Supplier<String> ids;
    private final Supplier<Optional<String>> costBudgetProblem;
    private final Map<SessionId, SessionGoals> sessions = new ConcurrentHashMap<>();
    private final Map<SessionId, Validated> validated = new ConcurrentHashMap<>();
    private volatile RoundScheduler scheduler;

    /** The fold of a session opened for work, kept for the first {@link #goals} of it. */
    private record Validated(long lastSeq, GoalFold fold, GoalReplay replay) {
    }

    /**
     * @param costBudgetProblem why a cost budget cannot be kept now (the model has no price), or empty:
     *     a verb that sets one is refused with {@code GOAL_COST_UNKNOWN} rather than keeping a budget
     *     that could never stop the goal
     */
    public GoalEngine(SessionStore store, AgentDirectory agents, SessionClaims claims, GoalSettings settings,
            Clock clock, Supplier<String> ids, Supplier<Optional<String>> costBudgetProblem) {
        this.costBudgetProblem = Objects.requireNonNull(costBudgetProblem, "costBudgetProblem");
        this.store = store;
        this.agents = agents;
        this.claims = claims;
        this.settings = settings;
        this.clock = clock;
        this.ids = ids;
    }

    /** Connects the round driver; done once by the plugin. */
    public void attach(RoundScheduler roundScheduler) {
        this.scheduler = Objects.requireNonNull(roundScheduler, "roundScheduler");
    }

    public GoalSettings settings() {
        return settings;
    }

    public Clock clock() {
        return clock;
    }

    public AgentDirectory agents() {
        return agents;
    }

    /** Who holds each session for long-running work: goal rounds wait while another owner does. */
    public SessionClaims claims() {
        return claims;
    }

    public RoundScheduler scheduler() {
        return scheduler;
    }

    /** The goal state of a session, folded from its log on first use. */
    public SessionGoals goals(SessionId id) {
        return sessions.computeIfAbsent(id, key -> new SessionGoals(key, store, claims, replay(key)));
    }

    /** The goal state of a session if it was loaded already (never reads the log). */
    public SessionGoals loaded(SessionId id) {
        return sessions.get(id);
    }

    private GoalReplay replay(SessionId id) {
        Validated known = validated.remove(id);
        long lastSeq = store.info(id).map(SessionInfo::lastSeq)
                .orElseThrow(() -> new SessionStoreException("no session " + id));
        if (known != null && known.lastSeq() == lastSeq) {
            return known.replay();
        }
        if (known != null && known.lastSeq() < lastSeq && known.replay().valid()) {
            // the log grew since it was validated (a turn started): read only what was appended
            return known.fold().add(store.openFrom(id, known.lastSeq() + 1).events());
        }
        return GoalFold.fold(store.open(id).events());
    }

    /**
     * The goal fold of a session opened for work (restored from a checkpoint and caught up, or
     * folded whole), kept for the first {@link #goals} of it; a violation makes goals already
     * loaded invalid (the session is read-only).
     */
    public void opened(SessionId id, GoalFold fold) {
        GoalReplay replay = fold.replay();
        SessionGoals known = sessions.get(id);
        if (known == null) {
            validated.put(id, new Validated(fold.lastSeq(), fold, replay));
        } else if (!replay.valid()) {
            synchronized (known) {
                known.invalid(replay.violation());
                known.publish(known.view(live(id)));
            }
        }
    }

    public GoalView view(SessionId id) {
        SessionGoals goals = goals(id);
        return goals.view(live(id));
    }

    public AgentHandle live(SessionId id) {
        return agents.find(id).orElse(null);
    }

    public GoalView create(SessionId id, GoalDraft draft) {
        if (draft.budgets() != null) {
            costBudgetKept(draft.budgets().maxCostUsd());
        }
        AgentHandle agent = workable(id);
        SessionGoals goals = goals(id);
        GoalView view;
        synchronized (goals) {
            usable(goals);
            goals.commit(GoalLifecycle.create(goals.goal(), draft, ids.get(), settings.defaultMaxRounds(),
                    clock.instant()));
            goals.arm(agent);
            view = publish(goals, agent);
        }
        scheduler.kick(id);
        return view;
    }

    public GoalView edit(SessionId id, GoalRef expected, GoalEdit edit) {
        SessionGoals goals = goals(id);
        GoalView view;
        synchronized (goals) {
            usable(goals);
            if (edit.budgets() != null && goals.goal() != null
                    && !Objects.equals(edit.budgets().maxCostUsd(), goals.goal().budgets().maxCostUsd())) {
                costBudgetKept(edit.budgets().maxCostUsd());
            }
            goals.commit(GoalLifecycle.edit(goals.goal(), expected, edit, goals.spend(), clock.instant()));
            view = publish(goals, live(id));
        }
        scheduler.kick(id);
        return view;
    }

    public GoalView pause(SessionId id, GoalRef expected) {
        return pause(id, expected, CancelReason.GOAL_PAUSE);
    }

    /** Pauses; a running round and check are cancelled for {@code why} (the person's Stop, a signal, a pause). */
    public GoalView pause(SessionId id, GoalRef expected, CancelReason why) {
        return stop(id, why, goals -> goals.commit(GoalLifecycle.pause(goals.goal(), expected, clock.instant())));
    }

    public GoalView clear(SessionId id, GoalRef expected) {
        return stop(id, CancelReason.GOAL_CLEAR, goals -> goals.commitClear(GoalLifecycle.clear(goals.goal(), expected)));
    }

    private GoalView stop(SessionId id, CancelReason why, Consumer<SessionGoals> mutation) {
        SessionGoals goals = goals(id);
        GoalView view;
        synchronized (goals) {
            usable(goals);
            mutation.accept(goals);
            goals.disarm();
            view = publish(goals, live(id));
        }
        scheduler.interrupt(id, why);
        return view;
    }

    public GoalView resume(SessionId id, GoalRef expected) {
        AgentHandle agent = workable(id);
        SessionGoals goals = goals(id);
        GoalView view;
        synchronized (goals) {
            usable(goals);
            GoalSnapshot current = goals.goal();
            GoalSnapshot next = GoalLifecycle.resume(current, expected, goals.spend(), clock.instant());
            if (next != current) {
                goals.commit(next);
            } else if (goals.armed(agent)) {
                throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION, "the goal is already active and armed");
            }
            goals.arm(agent);
            view = publish(goals, agent);
        }
        scheduler.kick(id);
        return view;
    }

    public GoalView extend(SessionId id, GoalRef expected, BudgetExtension extension) {
        costBudgetKept(extension.maxCostUsd());
        AgentHandle agent = workable(id);
        SessionGoals goals = goals(id);
        GoalView view;
        synchronized (goals) {
            usable(goals);
            goals.commit(GoalLifecycle.extend(goals.goal(), expected, extension, goals.spend(), clock.instant()));
            goals.arm(agent);
            view = publish(goals, agent);
        }
        scheduler.kick(id);
        return view;
    }

    /** Process-local only: the driver starts no further round until a resume. */
    public GoalView disarm(SessionId id) {
        SessionGoals goals = goals(id);
        synchronized (goals) {
            GoalLifecycle.require(goals.goal(), null);
            goals.disarm();
            return publish(goals, live(id));
        }
    }

    /** Records an accepted completion (the gate already judged it). */
    public GoalView complete(SessionId id, GoalRef expected, GoalCompletion completion) {
        SessionGoals goals = goals(id);
        synchronized (goals) {
            usable(goals);
            goals.commit(GoalLifecycle.complete(goals.goal(), expected, completion, clock.instant()));
            goals.disarm();
            return publish(goals, live(id));
        }
    }

    public GoalView block(SessionId id, GoalRef expected, BlockReason reason) {
        SessionGoals goals = goals(id);
        synchronized (goals) {
            usable(goals);
            goals.commit(GoalLifecycle.block(goals.goal(), expected, reason, clock.instant()));
            goals.disarm();
            return publish(goals, live(id));
        }
    }

    private static GoalView publish(SessionGoals goals, AgentHandle live) {
        GoalView view = goals.view(live);
        goals.publish(view);
        return view;
    }

    /** Refuses a cost budget the goal could never be held to: the model has no price. */
    private void costBudgetKept(Double maxCostUsd) {
        if (maxCostUsd != null) {
            costBudgetProblem.get().ifPresent(problem -> {
                throw new GoalException(GoalErrorCode.GOAL_COST_UNKNOWN, problem);
            });
        }
    }

    /** Refuses goal work on a session whose goal record is invalid (it is read-only). */
    private static void usable(SessionGoals goals) {
        if (goals.integrity() != null) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION, "this session is read-only: "
                    + goals.integrity());
        }
    }

    /** The live agent of a chat session, opened if needed (arming needs it). */
    private AgentHandle workable(SessionId id) {
        SessionInfo info = store.info(id).orElseThrow(() -> new SessionStoreException("no session " + id));
        if (info.kind() != SessionKind.CHAT) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION, "goals belong to chat sessions, not "
                    + info.kind().wire() + " sessions");
        }
        usable(goals(id));
        return agents.open(id);
    }
}
