package dev.ralphdesk.goal.driver;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.gate.GateDecision;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.core.workspace.WorkspaceSnapshot;
import dev.ralphdesk.goal.domain.BlockReason;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.ProgressTracker;
import dev.ralphdesk.goal.service.CompletionJudge;
import dev.ralphdesk.goal.service.GoalRegistry;
import dev.ralphdesk.goal.service.GoalSettings;
import dev.ralphdesk.goal.service.RoundReport;
import dev.ralphdesk.goal.service.SessionGoals;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * What happens after a turn (on the session thread, from {@code afterTurn}): a goal round's outcome
 * is mapped onto the goal, a completion marker is judged by the gate, no-progress and the limits
 * are checked, and then either the next round is reserved or — after an autonomous complete or
 * blocked — the closing request. A change the person made during the round wins over its settlement.
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
        boolean marker;
        boolean closingTurn;
        boolean fenced;
        boolean round;
        boolean normal = result.outcome().kind() == TurnOutcome.Kind.COMPLETED;
        synchronized (goals) {
            goals.evidence(result.evidence());
            // a marker, or a goal round's update_goal(complete) awaiting its settlement
            marker = rt.markerTurns.remove(result.turnId()) | goals.takeClaim(result.turnId());
            closingTurn = result.turnId().equals(rt.closingTurn);
            rt.closingTurn = closingTurn ? null : rt.closingTurn;
            fenced = rt.fenced.remove(result.turnId());
            round = result.turnId().equals(rt.roundTurn);
            rt.afterAbnormalTurn = !normal && !fenced && !closingTurn;
        }
        if (round) {
            settleRound(agent, goals, rt, result, marker);
        } else if (fenced || normal && !closingTurn) {
            if (marker && !fenced) {
                claim(agent, goals, rt, result.evidence(), null);
            }
            rounds.schedule(agent);
        }
        rounds.settleRest(agent, goals, rt);
    }

    private void settleRound(AgentHandle agent, SessionGoals goals, RoundRuntime rt, TurnResult result,
            boolean marker) {
        SessionId session = agent.sessionId();
        WorkspaceSnapshot workspaceAfter = WorkspaceSnapshot.take(agent.workspace().root());
        boolean closing = false;
        boolean goOn = false;
        String stuck = null;
        InputOrigin.Goal origin;
        synchronized (goals) {
            origin = rt.round;
            rt.roundTurn = null;
            goals.roundEnded(Duration.between(rt.startedAt, clock.instant()));
            RoundDecision.Facts facts = new RoundDecision.Facts(rt.budgetStop, rt.noProgress, goals.lastEvidence());
            rt.noProgress = null;
            rt.budgetStop = null;
            GoalSnapshot goal = goals.goal();
            RoundDecision decision = RoundDecision.decide(goal, origin, result.outcome(), facts);
            switch (decision.kind()) {
                case REPORT_ONLY:
                    report(goals, agent, origin, result);
                    return;
                case ALREADY_SETTLED:
                    closing = decision.closing();
                    break;
                case BLOCK:
                    closing = block(goals, session, decision.reason());
                    break;
                case PAUSE:
                    goals.pause(goal.ref(), clock.instant());
                    rounds.notice(session, Notices.of(GOAL, "goal-paused-round-stopped"));
                    break;
                case CONTINUE:
                    ProgressTracker progress = rt.progress(goal.id(), settings.noProgressRounds());
                    stuck = progress.roundFinished(WorkspaceSnapshot.changed(rt.workspaceBefore, workspaceAfter),
                            evidenceKeys(result)).orElse(null);
                    goOn = true;
                    break;
                default:
                    break; // STOPPED: the person's stop pauses the goal itself; the round just ends
            }
        }
        if (goOn && marker && claim(agent, goals, rt, result.evidence(), origin)) {
            closing = true;
            goOn = false;
        }
        boolean next = false;
        synchronized (goals) {
            GoalSnapshot goal = goals.goal();
            if (goOn && goal != null && goal.phase() == GoalPhase.ACTIVE) {
                Optional<BlockReason> limit = RoundDecision.limit(goal, stuck, goals.spend(), goals.lastEvidence());
                if (limit.isPresent()) {
                    closing = block(goals, session, limit.get());
                } else {
                    next = true;
                }
            }
            report(goals, agent, origin, result);
        }
        if (closing) {
            rounds.close(agent, goals, rt);
        } else if (next) {
            rounds.schedule(agent);
        }
    }

    private boolean block(SessionGoals goals, SessionId session, BlockReason reason) {
        goals.block(goals.goal().ref(), reason, clock.instant());
        rounds.notice(session, Rounds.blocked(reason));
        return OutcomeMapping.closingFor(reason);
    }

    /**
     * Judges a completion claim; true when the goal is now complete. A goal round's claim
     * ({@code origin} non-null) counts only for the goal revision the round started on: evidence
     * gathered for an objective the person has since edited proves nothing about the new one.
     */
    private boolean claim(AgentHandle agent, SessionGoals goals, RoundRuntime rt, List<VerifierEvidence> evidence,
            InputOrigin.Goal origin) {
        GoalSnapshot goal;
        int round = origin == null ? 0 : origin.round();
        CancellationToken token = new CancellationToken();
        synchronized (goals) {
            goal = goals.goal();
            if (goal == null || goal.phase() != GoalPhase.ACTIVE) {
                return false;
            }
            if (origin != null && !goal.ref().equals(new GoalRef(origin.goalId(), origin.revision()))) {
                NoticePosted stale = Notices.of(GOAL, "goal-claim-stale", origin.revision(), goal.revision());
                rt.refused(goal.id(), stale.text());
                rounds.notice(agent.sessionId(), stale);
                return false;
            }
            rt.check = token;
        }
        GateDecision decision = judge.judge(goal, evidence, agent.workspace().root(), token);
        synchronized (goals) {
            rt.check = null;
            GoalSnapshot now = goals.goal();
            if (now == null || !now.ref().equals(goal.ref())) {
                rt.refused(goal.id(), "the goal changed while your claim was checked; verify against the current goal.");
                return false;
            }
            if (decision.accepted()) {
                goals.complete(goal.ref(), CompletionJudge.completion(decision, round), clock.instant());
                rounds.notice(agent.sessionId(), Notices.of(GOAL, "goal-complete", decision.certifier()));
                return true;
            }
            NoticePosted refused = decision.refusalNotice(GOAL);
            rt.refused(goal.id(), refused.text());
            rounds.notice(agent.sessionId(), refused);
            return false;
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
