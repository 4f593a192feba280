package dev.ralphdesk.ralph.transcript;

import dev.ralphdesk.core.replay.TranscriptContribution;
import dev.ralphdesk.core.replay.TranscriptEntry.WorkCard;
import dev.ralphdesk.ralph.command.RunText;
import dev.ralphdesk.ralph.replay.RalphTimeline;
import dev.ralphdesk.ralph.replay.RoundState;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.run.RalphEvent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A Ralph run in its chat's transcript: one card per run, updated in place as it goes — its
 * objective, where it stands, the rounds started of its cap, and its latest finished round as the
 * command line prints it (every finished round in its history). A run the log leaves unfinished
 * reads {@code running}; a view tells it from an interrupted one by whether the run is going in
 * its process.
 */
public final class RunCards implements TranscriptContribution {
    /** The card kind of a Ralph run. */
    public static final String KIND = "ralph-run";

    @Override
    public Folder start() {
        Map<String, RunView> runs = new HashMap<>();
        return (logged, cards) -> {
            if (logged.event() instanceof RalphEvent event) {
                RunView after = RalphTimeline.apply(runs.get(event.runId()), logged);
                if (after != null) {
                    runs.put(event.runId(), after);
                    cards.put(card(cards.find(KIND, event.runId()).map(WorkCard::seq).orElse(logged.seq()), after));
                }
            }
        };
    }

    private static WorkCard card(long seq, RunView run) {
        List<String> finished = run.rounds().stream()
                .filter(round -> round.state() == RoundState.REPORTED || round.state() == RoundState.FAILED)
                .map(round -> RunText.round(round, run)).toList();
        String latest = finished.isEmpty() ? "" : finished.get(finished.size() - 1);
        int rounds = run.result() == null ? run.roundsStarted() : run.result().roundsStarted();
        return new WorkCard(seq, KIND, run.runId(), run.objective(), run.state().label(), rounds, run.maxRounds(),
                latest, finished);
    }
}
