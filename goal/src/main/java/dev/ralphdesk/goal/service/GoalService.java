package dev.ralphdesk.goal.service;

import dev.ralphdesk.core.cancel.CancelReason;
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
import java.time.Clock;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

/**
 * The goal API for the desktop panel, {@code /goal}, the CLI and the goal tools. Each durable verb is
 * a compare-and-set under the session's goal lock that appends {@code goal/change} before the new
 * state becomes current, and answers with its {@link GoalResult}: the view after it, or the error
 * code. {@code expected} is the goal revision the caller saw; pass null to act on whatever is
 * current. Reading a session that does not exist throws the store's {@code SessionStoreException}.
 */
public final class GoalService {
    private final GoalRegistry registry;
    private final RoundScheduler scheduler;
    private final SessionStore store;
    private final GoalSettings settings;
    private final Clock clock;
    private final Supplier<String> ids;
    private final Supplier<Optional<String>> costBudgetProblem;

    /**
     * @param scheduler the round driver: told when a goal may run a round, or must stop one
     * @param costBudgetProblem why a cost budget cannot be kept now (the model has no price), or empty:
     *     a verb that sets one is refused with {@code GOAL_COST_UNKNOWN} rather than keeping a budget
     *     that could never stop the goal
     */
    public GoalService(GoalRegistry registry, RoundScheduler scheduler, SessionStore store, GoalSettings settings,
            Clock clock, Supplier<String> ids, Supplier<Optional<String>> costBudgetProblem) {
        this.registry = Objects.requireNonNull(registry, "registry");
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
        this.store = Objects.requireNonNull(store, "store");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.ids = Objects.requireNonNull(ids, "ids");
        this.costBudgetProblem = Objects.requireNonNull(costBudgetProblem, "costBudgetProblem");
    }

    /** The current goal view of a session (loads its goal from the log on first use; never writes). */
    public GoalView view(SessionId session) {
        return registry.goals(session).view(registry.live(session));
    }

    /** Observes a session's goal: the listener gets the current view at once, then every change. */
    public Subscription subscribe(SessionId session, GoalListener listener) {
        SessionGoals goals = registry.goals(session);
        synchronized (goals) {
            Subscription subscription = goals.listen(listener);
            listener.goalChanged(goals.view(registry.live(session)));
            return subscription;
        }
    }

    /** Creates a goal and arms it (the session's agent is opened if needed). */
    public GoalResult create(SessionId session, GoalDraft draft) {
        return call(() -> {
            if (draft.budgets() != null) {
                costBudgetKept(draft.budgets().maxCostUsd());
            }
            return arming(session, (goals, agent) -> goals.commit(GoalLifecycle.create(goals.goal(), draft, ids.get(),
                    settings.defaultMaxRounds(), clock.instant())));
        });
    }

    public GoalResult edit(SessionId session, GoalRef expected, GoalEdit edit) {
        return call(() -> {
            SessionGoals goals = registry.goals(session);
            GoalView view;
            synchronized (goals) {
                goals.usable();
                if (edit.budgets() != null && goals.goal() != null
                        && !Objects.equals(edit.budgets().maxCostUsd(), goals.goal().budgets().maxCostUsd())) {
                    costBudgetKept(edit.budgets().maxCostUsd());
                }
                goals.commit(GoalLifecycle.edit(goals.goal(), expected, edit, goals.spend(), clock.instant()));
                view = publish(goals, registry.live(session));
            }
            scheduler.kick(session);
            return view;
        });
    }

    /** Pauses and disarms; a goal round that is running is cancelled. */
    public GoalResult pause(SessionId session, GoalRef expected) {
        return pause(session, expected, CancelReason.GOAL_PAUSE);
    }

    /** Pauses; a running round and check are cancelled for {@code why} (the person's Stop, a signal, a pause). */
    public GoalResult pause(SessionId session, GoalRef expected, CancelReason why) {
        return call(() -> {
            GoalView view = registry.goals(session).pause(expected, clock.instant());
            scheduler.interrupt(session, why);
            return view;
        });
    }

    /** Clears the goal (a tombstone in the log); a running goal round is cancelled. */
    public GoalResult clear(SessionId session, GoalRef expected) {
        return call(() -> {
            SessionGoals goals = registry.goals(session);
            GoalView view;
            synchronized (goals) {
                goals.usable();
                goals.commitClear(GoalLifecycle.clear(goals.goal(), expected));
                view = publish(goals, registry.live(session));
            }
            scheduler.interrupt(session, CancelReason.GOAL_CLEAR);
            return view;
        });
    }

    /** Resumes a paused or blocked goal, or arms an active one that is disarmed (e.g. after a reopen). */
    public GoalResult resume(SessionId session, GoalRef expected) {
        return call(() -> arming(session, (goals, agent) -> {
            GoalSnapshot current = goals.goal();
            GoalSnapshot next = GoalLifecycle.resume(current, expected, goals.spend(), clock.instant());
            if (next != current) {
                goals.commit(next);
            } else if (goals.armed(agent)) {
                throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION, "the goal is already active and armed");
            }
        }));
    }

    /** Raises one or more budgets and resumes, in one compare-and-set step. */
    public GoalResult extend(SessionId session, GoalRef expected, BudgetExtension extension) {
        return call(() -> {
            costBudgetKept(extension.maxCostUsd());
            return arming(session, (goals, agent) -> goals.commit(GoalLifecycle.extend(goals.goal(), expected, extension,
                    goals.spend(), clock.instant())));
        });
    }

    /** Stops further rounds in this process without a durable change. */
    public GoalResult disarm(SessionId session) {
        return call(() -> {
            SessionGoals goals = registry.goals(session);
            synchronized (goals) {
                GoalLifecycle.require(goals.goal(), null);
                goals.disarm();
                return publish(goals, registry.live(session));
            }
        });
    }

    /** Records an accepted completion (the completion gate already judged it). */
    public GoalResult complete(SessionId session, GoalRef expected, GoalCompletion completion) {
        return call(() -> registry.goals(session).complete(expected, completion, clock.instant()));
    }

    public GoalResult block(SessionId session, GoalRef expected, BlockReason reason) {
        return call(() -> registry.goals(session).block(expected, reason, clock.instant()));
    }

    /**
     * Runs goal rounds of the session now and until the goal stops, also when the plugin is set to
     * {@code goal.rounds=explicit} (headless). Completes with the final view.
     */
    public CompletableFuture<GoalView> runRounds(SessionId session) {
        return scheduler.runRounds(session);
    }

    /** No goal round reserved, running, settling or closing in any session (a quiescence probe's question). */
    public boolean atRest() {
        return scheduler.atRest();
    }

    /** A verb that leaves the goal armed for the live agent (opened if needed), then asks for a round. */
    private GoalView arming(SessionId session, BiConsumer<SessionGoals, AgentHandle> mutation) {
        AgentHandle agent = workable(session);
        SessionGoals goals = registry.goals(session);
        GoalView view;
        synchronized (goals) {
            goals.usable();
            mutation.accept(goals, agent);
            goals.arm(agent);
            view = publish(goals, agent);
        }
        scheduler.kick(session);
        return view;
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

    /** The live agent of a chat session, opened if needed (arming needs it). */
    private AgentHandle workable(SessionId session) {
        SessionInfo info = store.info(session).orElseThrow(() -> new SessionStoreException("no session " + session));
        if (info.kind() != SessionKind.CHAT) {
            throw new GoalException(GoalErrorCode.GOAL_INVALID_TRANSITION, "goals belong to chat sessions, not "
                    + info.kind().wire() + " sessions");
        }
        registry.goals(session).usable();
        return registry.open(session);
    }

    private static GoalResult call(Supplier<GoalView> verb) {
        try {
            return new GoalResult.Ok(verb.get());
        } catch (GoalException e) {
            return new GoalResult.Failed(e.code(), e.getMessage());
        }
    }
}
