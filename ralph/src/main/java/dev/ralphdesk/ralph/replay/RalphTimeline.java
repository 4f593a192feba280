package dev.ralphdesk.ralph.replay;

import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.ralph.run.RalphEvent;
import dev.ralphdesk.ralph.run.RalphRoundFinished;
import dev.ralphdesk.ralph.run.RalphRoundStarted;
import dev.ralphdesk.ralph.run.RalphRunFinished;
import dev.ralphdesk.ralph.run.RalphRunStarted;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Ralph timeline of a session: a pure fold of its {@code ralph/*} events into runs. A run (or
 * round) that started and did not finish is {@code RUNNING} while it is live in this process and
 * {@code INTERRUPTED} otherwise; the fold never writes anything to close it.
 */
public final class RalphTimeline {
    private RalphTimeline() {
    }

    /** The runs of a session in start order; {@code liveRuns} are the run ids running in this process. */
    public static List<RunView> fold(List<LoggedEvent> events, Set<String> liveRuns) {
        Map<String, RunView> runs = new LinkedHashMap<>();
        for (LoggedEvent logged : events) {
            if (logged.event() instanceof RalphEvent event) {
                RunView before = runs.get(event.runId());
                RunView after = apply(before, logged);
                if (after != null) {
                    runs.put(event.runId(), after);
                }
            }
        }
        List<RunView> out = new ArrayList<>();
        for (RunView run : runs.values()) {
            out.add(liveRuns.contains(run.runId()) ? run : settle(run));
        }
        return out;
    }

    /**
     * One step of the fold for one run: {@code before} is null until the run's first
     * {@code run-started}. Events of a run that never started are ignored (null stays null).
     */
    public static RunView apply(RunView before, LoggedEvent logged) {
        SessionEvent event = logged.event();
        if (event instanceof RalphRunStarted started) {
            if (before == null) {
                return new RunView(started.runId(), started.objective(), started.maxRounds(), started.subagentProvider(),
                        started.checkCommand(), started.budgets(), RunState.RUNNING, List.of(), logged.time(), null, 0,
                        started.parentSessionId());
            }
            return new RunView(before.runId(), before.objective(), before.maxRounds(), started.subagentProvider(),
                    started.checkCommand(), started.budgets(), RunState.RUNNING, interruptOpenRounds(before.rounds()),
                    before.startedAt(), null, before.resumes() + 1,
                    started.parentSessionId() == null ? before.parentSessionId() : started.parentSessionId());
        }
        if (before == null) {
            return null;
        }
        if (event instanceof RalphRoundStarted round) {
            List<RoundView> rounds = new ArrayList<>(interruptOpenRounds(before.rounds()));
            rounds.add(RoundView.started(round.round(), round.childSessionId(), logged.time()));
            return with(before, before.state(), rounds, before.finishedAt());
        }
        if (event instanceof RalphRoundFinished finished) {
            List<RoundView> rounds = new ArrayList<>(before.rounds());
            for (int i = rounds.size() - 1; i >= 0; i--) {
                RoundView candidate = rounds.get(i);
                if (candidate.round() == finished.round() && candidate.childSessionId().equals(finished.childSessionId())) {
                    rounds.set(i, candidate.finished(finished));
                    return with(before, before.state(), rounds, before.finishedAt());
                }
            }
            return before;
        }
        if (event instanceof RalphRunFinished done) {
            return with(before, new RunState.Ended(done.result()), interruptOpenRounds(before.rounds()),
                    logged.time());
        }
        throw new IllegalStateException("unexpected Ralph event " + event.getClass().getName());
    }

    /** A run found unfinished and not live: it was interrupted, and so was its open round. */
    static RunView settle(RunView run) {
        if (run.state() != RunState.RUNNING) {
            return run;
        }
        return with(run, RunState.INTERRUPTED, interruptOpenRounds(run.rounds()), null);
    }

    private static List<RoundView> interruptOpenRounds(List<RoundView> rounds) {
        List<RoundView> out = new ArrayList<>(rounds.size());
        for (RoundView round : rounds) {
            out.add(round.state() == RoundState.RUNNING ? round.withState(RoundState.INTERRUPTED) : round);
        }
        return out;
    }

    private static RunView with(RunView run, RunState state, List<RoundView> rounds, java.time.Instant finishedAt) {
        return new RunView(run.runId(), run.objective(), run.maxRounds(), run.subagentProvider(), run.checkCommand(),
                run.budgets(), state, rounds, run.startedAt(), finishedAt, run.resumes(), run.parentSessionId());
    }
}
