package dev.ralphdesk.goal.driver;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.gate.GateDecision;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.workspace.WorkspaceSnapshot;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.ProgressTracker;
import dev.ralphdesk.goal.driver.RoundDecision.Claim;
import dev.ralphdesk.goal.driver.RoundDecision.Facts;
import dev.ralphdesk.goal.driver.RoundState.Running;
import dev.ralphdesk.goal.driver.RoundState.Settling;
import dev.ralphdesk.goal.service.CompletionJudge;
import dev.ralphdesk.goal.service.GoalRegistry;
import dev.ralphdesk.goal.service.GoalSettings;
import dev.ralphdesk.goal.service.RoundReport;
import dev.ralphdesk.goal.service.SessionGoals;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

/**
 * What happens after a turn (on the session thread, from {@code afterTurn}). A goal round is settled
 * by {@link RoundDecision#decide} under one hold of the goal lock; a round that claimed completion
 * is decided again, under a second one, after the completion gate ran outside it — what carries
 * across is the {@link Settling} state. What follows (the next round, the closing request) happens
 * when the turn's queue entry is done ({@link Rounds}). A change the person made during the round
 * wins over its settlement.
 */
final class RoundSettlement {
    private static final String GOAL = Rounds.NOTICE_KIND;
    private final GoalRegistry registry;
    private final GoalSettings settings;
    private final Clock clock;
    private final CompletionJudge judge;
    private final Runtimes runtimes;
    private final Rounds rounds;

    RoundSettlement(GoalRegistry registry, GoalSettings settings, Clock clock, CompletionJudge judge, Runtimes runtimes,
            Rounds rounds) {
        this.registry = registry;
        this.settings = settings;
        this.clock = clock;
        this.judge = judge;
        this.runtimes = runtimes;
        this.rounds = rounds;
    }

    void settle(AgentHandle agent, TurnResult result) {
        SessionGoals goals = registry.goals(agent.sessionId());
        RoundRuntime rt = runtimes.of(agent.sessionId());
        boolean normal = result.outcome().kind() == TurnOutcome.Kind.COMPLETED;
        // the session thread alone moves a running round on, so this read stays true until the lock below
        WorkspaceSnapshot after = rt.state instanceof Running r && r.runs(result.turnId())
                ? WorkspaceSnapshot.take(agent.workspace().root()) : null;
        RoundDecision decision = null;
        GoalSnapshot claimed = null;
        synchronized (goals) {
            goals.evidence(result.evidence());
            // a marker, or a goal round's update_goal(complete) awaiting its settlement
            boolean marker = rt.markerTurns.remove(result.turnId()) | goals.takeClaim(result.turnId());
            RoundState before = rt.state;
            rt.state = RoundMachine.ended(before, result.turnId(), normal);
            if (before instanceof Running running && running.runs(result.turnId())) {
                decision = roundEnded(agent, goals, rt, running, result, after, marker);
            } else if (marker && normal && !RoundMachine.owns(before, result.turnId())) {
                claimed = personClaim(goals, rt);
            }
        }
        if (decision != null && decision.kind() == RoundDecision.Kind.JUDGE_CLAIM) {
            judgeRoundClaim(agent, goals, rt, result);
        } else if (claimed != null) {
            judgePersonClaim(agent, goals, rt, result, claimed);
        }
        rounds.schedule(agent); // refused unless the session is at rest and the goal may run a round
        rounds.settleRest(agent, goals, rt);
    }

    /** Under the lock: the round's time is counted, its progress recorded, and its settlement decided. */
    private RoundDecision roundEnded(AgentHandle agent, SessionGoals goals, RoundRuntime rt, Running running,
            TurnResult result, WorkspaceSnapshot after, boolean marker) {
        InputOrigin.Goal origin = running.round();
        goals.roundEnded(Duration.between(running.start().startedAt(), clock.instant()));
        GoalSnapshot goal = goals.goal();
        String stuck = null;
        if (RoundDecision.wentOn(goal, origin, result.outcome(), running.budgetStop(), running.noProgress())) {
            ProgressTracker progress = rt.progress(goal.id(), settings.noProgressRounds());
            stuck = progress.roundFinished(WorkspaceSnapshot.changed(running.start().workspaceBefore(), after),
                    evidenceKeys(result)).orElse(null);
        }
        Facts facts = new Facts(running.budgetStop(), running.noProgress(), stuck, goals.spend(),
                goals.lastEvidence(), marker ? Claim.PENDING : Claim.NONE);
        RoundDecision decision = RoundDecision.decide(goal, origin, result.outcome(), facts);
        if (decision.kind() == RoundDecision.Kind.JUDGE_CLAIM) {
            rt.state = RoundMachine.judging(rt.state, facts, goal);
            rt.check = new CancellationToken();
        } else {
            apply(agent, goals, rt, origin, result, decision);
        }
        return decision;
    }

    /** The round's completion claim: judged by the gate outside the lock, then the round decided with it. */
    private void judgeRoundClaim(AgentHandle agent, SessionGoals goals, RoundRuntime rt, TurnResult result) {
        Settling settling = (Settling) rt.state; // only this thread moves a settling round on
        GoalSnapshot claimed = settling.claimed();
        GateDecision gate = judge.judge(claimed, result.evidence(), agent.workspace().root(), rt.check);
        synchronized (goals) {
            rt.check = null;
            RoundDecision decision = RoundDecision.decide(goals.goal(), settling.round(), result.outcome(),
                    settling.facts().judged(claimed.ref(), gate));
            apply(agent, goals, rt, settling.round(), result, decision);
        }
    }

    /** Under the lock: records the decision, reports the round, and settles the state on what follows. */
    private void apply(AgentHandle agent, SessionGoals goals, RoundRuntime rt, InputOrigin.Goal origin,
            TurnResult result, RoundDecision decision) {
        SessionId session = agent.sessionId();
        GoalSnapshot goal = goals.goal();
        ClaimVerdict verdict = decision.claim();
        if (verdict != null && verdict.refusal() != null) {
            rt.refused(goal.id(), verdict.refusal());
        }
        if (verdict != null && verdict.notice() != null && decision.kind() != RoundDecision.Kind.COMPLETE) {
            rounds.notice(session, verdict.notice());
        }
        switch (decision.kind()) {
            case BLOCK:
                goals.block(goal.ref(), decision.reason(), clock.instant());
                rounds.notice(session, Rounds.blocked(decision.reason()));
                break;
            case PAUSE:
                goals.pause(goal.ref(), clock.instant());
                rounds.notice(session, Notices.of(GOAL, "goal-paused-round-stopped"));
                break;
            case COMPLETE:
                goals.complete(goal.ref(), verdict.completion(), clock.instant());
                rounds.notice(session, verdict.notice());
                break;
            default:
                break; // the goal is as the round left it, or the person's own change settled it
        }
        report(goals, agent, origin, result);
        rt.state = RoundMachine.settled(rt.state, decision.next(result.outcome().kind() == TurnOutcome.Kind.COMPLETED));
    }

    /** Under the lock: the goal a turn of the person's claimed complete (the marker), if it is active. */
    private static GoalSnapshot personClaim(SessionGoals goals, RoundRuntime rt) {
        GoalSnapshot goal = goals.goal();
        if (goal == null || goal.phase() != GoalPhase.ACTIVE) {
            return null;
        }
        rt.check = new CancellationToken();
        return goal;
    }

    /** The person's turn's completion claim: judged by the gate outside the lock, then recorded. */
    private void judgePersonClaim(AgentHandle agent, SessionGoals goals, RoundRuntime rt, TurnResult result,
            GoalSnapshot claimed) {
        GateDecision gate = judge.judge(claimed, result.evidence(), agent.workspace().root(), rt.check);
        synchronized (goals) {
            rt.check = null;
            ClaimVerdict verdict = ClaimVerdict.of(goals.goal(), claimed.ref(), gate, 0);
            if (verdict.accepted()) {
                goals.complete(claimed.ref(), verdict.completion(), clock.instant());
            } else {
                rt.refused(claimed.id(), verdict.refusal());
            }
            if (verdict.notice() != null) {
                rounds.notice(agent.sessionId(), verdict.notice());
            }
        }
    }

    private static List<String> evidenceKeys(TurnResult result) {
        return result.evidence().stream()
                .map(e -> ProgressTracker.evidenceKey(e.command(), e.passed(), e.output())).toList();
    }

    private static void report(SessionGoals goals, AgentHandle agent, InputOrigin.Goal origin, TurnResult result) {
        GoalSnapshot goal = goals.goal();
        int max = goal != null && goal.id().equals(origin.goalId()) ? goal.maxGoalRounds() : 0;
        goals.publishRound(new RoundReport(origin.goalId(), origin.round(), max, result.outcome(), result.steps(),
                result.usage().total(), result.costUsd(), goals.view(agent)));
        goals.publish(goals.view(agent));
    }
}
