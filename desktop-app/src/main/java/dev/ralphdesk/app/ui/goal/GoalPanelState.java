package dev.ralphdesk.app.ui.goal;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Phrases;
import dev.ralphdesk.app.ui.RecordedReasons;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalUsage;
import dev.ralphdesk.goal.service.GoalBadge;
import dev.ralphdesk.goal.service.GoalView;
import java.util.Objects;

/**
 * What the goal panel shows, as a pure function of the goal view: objective, phase badge (the phase
 * word) and its tone, the rounds beside it, the progress bar (the limit nearest, labelled), armed or
 * disarmed (or waiting for other work such as a Ralph run to free the session), block reason, usage,
 * and what certified a completion (or the last verifier evidence) with whether that passed.
 * {@link Message#NONE} for what does not apply; the view puts the messages into words. Its {@code equals} and
 * {@code hashCode} are written out, as {@link dev.ralphdesk.app.ui.sessions.SessionRow}'s (why: there).
 */
public record GoalPanelState(boolean hasGoal, String objective, Message badge, GoalBadge.Tone tone, Message rounds,
        GoalProgress progress, Message activation, Message blockReason, Message usage, Message certified,
        Evidence evidence) {
    public static final GoalPanelState EMPTY = new GoalPanelState(false, "", Message.of("goal.badge.none"),
            GoalBadge.Tone.NONE, Message.NONE, GoalProgress.NONE, Message.NONE, Message.NONE, Message.NONE,
            Message.NONE, Evidence.NONE);

    @Override
    public boolean equals(Object other) {
        return other instanceof GoalPanelState state && hasGoal == state.hasGoal
                && Objects.equals(objective, state.objective) && Objects.equals(badge, state.badge)
                && tone == state.tone && Objects.equals(rounds, state.rounds)
                && Objects.equals(progress, state.progress) && Objects.equals(activation, state.activation)
                && Objects.equals(blockReason, state.blockReason) && Objects.equals(usage, state.usage)
                && Objects.equals(certified, state.certified) && evidence == state.evidence;
    }

    @Override
    public int hashCode() {
        return Objects.hash(hasGoal, objective, badge, tone, rounds, progress, activation, blockReason, usage,
                certified, evidence);
    }

    /** How the certified / last-evidence line reads: passed (green), failed (red), or nothing to say. */
    public enum Evidence {
        NONE,
        PASSED,
        FAILED
    }

    public static GoalPanelState of(GoalView view) {
        if (view == null) {
            return EMPTY;
        }
        Message badge = GoalBadges.text(view);
        GoalBadge.Tone tone = GoalBadge.of(view).tone();
        GoalSnapshot goal = view.goal();
        if (goal == null) {
            return new GoalPanelState(false, view.readOnly() ? view.integrityWarning() : "", badge, tone, Message.NONE,
                    GoalProgress.NONE, Message.NONE, Message.NONE, Message.NONE, Message.NONE, Evidence.NONE);
        }
        int cap = goal.maxGoalRounds();
        Message rounds = Message.of(view.roundRunning() ? "goal.round.running" : "goal.round.of", view.roundsStarted(),
                cap);
        Message activation = Message.of(view.armed() ? "goal.armed" : "goal.disarmed");
        if (view.waiting()) {
            activation = Message.of("goal.waiting", view.waitingFor());
        }
        if (goal.phase().finished()) {
            activation = Message.NONE;
        }
        Message block = goal.blockedReason() == null ? Message.NONE : BlockReasons.line(goal.blockedReason());
        Message certified = Message.NONE;
        Evidence evidence = Evidence.NONE;
        if (goal.completion() != null) {
            Message by = Phrases.certifiedBy(goal.completion().certifiedBy());
            certified = goal.completion().evidence().isEmpty() ? Message.of("goal.certified", by)
                    : Message.of("goal.certifiedWith", by, evidence(goal.completion().evidence(), view));
            evidence = Evidence.PASSED;
        } else if (view.lastEvidence() != null) {
            certified = Message.of("goal.lastEvidence", Phrases.evidence(view.lastEvidence()));
            evidence = view.lastEvidence().passed() && !view.lastEvidence().writtenAfter() ? Evidence.PASSED
                    : Evidence.FAILED;
        }
        return new GoalPanelState(true, goal.objective(), badge, tone, rounds, GoalProgress.of(view), activation,
                block, usage(view.usage()), certified, evidence);
    }

    /**
     * The evidence a completion rested on, as recorded (English words); in the UI's language when it
     * is the view's last evidence, whose parts are known.
     */
    private static Message evidence(String recorded, GoalView view) {
        return view.lastEvidence() != null && view.lastEvidence().describe().equals(recorded)
                ? Phrases.evidence(view.lastEvidence()) : RecordedReasons.of(recorded);
    }

    /** {@code 1,234 tokens · $0.0123 · 3m 05s}; "cost unknown" when the model has no price. */
    static Message usage(GoalUsage usage) {
        Message cost = usage.priced() || usage.tokens() > 0 ? Phrases.cost(usage.priced() ? usage.costUsd() : null)
                : Message.NONE;
        return Phrases.joined(Phrases.tokens(usage.tokens()), cost, Phrases.duration(usage.elapsed()));
    }
}
