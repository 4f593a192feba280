package dev.ralphdesk.ralph.run;

import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.ralph.report.RalphRoundReport;
import java.util.List;
import java.util.Objects;

/**
 * {@code ralph/round-finished}: the round's report or its failure, and its figures: duration,
 * tokens, cost, files changed in the workspace (up to {@link #MAX_LISTED_FILES} paths, plus the
 * count), the last verifier result, what certified a completion, and how many child turns it took.
 */
public record RalphRoundFinished(String runId, int round, String childSessionId, RalphRoundReport report,
        RoundFailure failure, long durationMs, Usage usage, Double costUsd, List<String> filesChanged,
        int filesChangedCount, VerifierResult verifier, List<String> certifiedBy, int turns) implements RalphEvent {
    public static final String TYPE = "ralph/round-finished";
    public static final int MAX_LISTED_FILES = 50;

    public RalphRoundFinished {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(childSessionId, "childSessionId");
        if ((report == null) == (failure == null)) {
            throw new IllegalArgumentException("a finished round has either a report or a failure");
        }
        usage = usage == null ? Usage.ZERO : usage;
        filesChanged = filesChanged == null ? List.of() : List.copyOf(filesChanged);
        certifiedBy = certifiedBy == null ? List.of() : List.copyOf(certifiedBy);
    }

    @Override
    public String type() {
        return TYPE;
    }
}
