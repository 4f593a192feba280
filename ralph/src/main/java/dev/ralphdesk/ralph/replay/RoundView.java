package dev.ralphdesk.ralph.replay;

import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import dev.ralphdesk.ralph.run.RalphRoundFinished;
import dev.ralphdesk.ralph.run.RoundFailure;
import dev.ralphdesk.ralph.run.VerifierResult;
import java.time.Instant;
import java.util.List;

/** One row of the Ralph timeline: a round, its child session, and what it reported or why it failed. */
public record RoundView(int round, String childSessionId, RoundState state, Instant startedAt,
        RalphRoundReport report, RoundFailure failure, long durationMs, Usage usage, Double costUsd,
        List<String> filesChanged, int filesChangedCount, VerifierResult verifier, List<String> certifiedBy,
        int turns) {
    public RoundView {
        usage = usage == null ? Usage.ZERO : usage;
        filesChanged = filesChanged == null ? List.of() : List.copyOf(filesChanged);
        certifiedBy = certifiedBy == null ? List.of() : List.copyOf(certifiedBy);
    }

    static RoundView started(int round, String childSessionId, Instant at) {
        return new RoundView(round, childSessionId, RoundState.RUNNING, at, null, null, 0, Usage.ZERO, null,
                List.of(), 0, null, List.of(), 0);
    }

    RoundView finished(RalphRoundFinished event) {
        return new RoundView(round, childSessionId, event.report() != null ? RoundState.REPORTED : RoundState.FAILED,
                startedAt, event.report(), event.failure(), event.durationMs(), event.usage(), event.costUsd(),
                event.filesChanged(), event.filesChangedCount(), event.verifier(), event.certifiedBy(), event.turns());
    }

    RoundView withState(RoundState replacement) {
        return new RoundView(round, childSessionId, replacement, startedAt, report, failure, durationMs, usage,
                costUsd, filesChanged, filesChangedCount, verifier, certifiedBy, turns);
    }
}
