package dev.ralphdesk.goal.domain;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * No-progress detection over the rounds of one goal, without I/O: a round makes progress when the
 * workspace changed or it produced verifier evidence not seen before (outputs compared with their
 * digits masked, so timings do not count as news). After {@code idleLimit} rounds in a row without
 * progress — or when the same tool call with the same arguments and the same result is 3 of the
 * last 5 calls — the goal is stuck. A human turn, an edit or a resume starts afresh.
 */
public final class ProgressTracker {
    public static final int WINDOW = 5;
    public static final int REPEATS = 3;
    private final int idleLimit;
    private final Deque<String> calls = new ArrayDeque<>();
    private final Set<String> seenEvidence = new HashSet<>();
    private int idleRounds;
    private boolean changedThisRound;

    public ProgressTracker(int idleLimit) {
        if (idleLimit < 1) {
            throw new IllegalArgumentException("idleLimit must be at least 1");
        }
        this.idleLimit = idleLimit;
    }

    /** A tool call of a goal round finished; returns the reason when it trips the repeated-call breaker. */
    public Optional<String> call(String tool, String arguments, String output, boolean error, boolean wroteWorkspace) {
        if (wroteWorkspace) {
            changedThisRound = true;
        }
        calls.addLast(tool + '\u0000' + arguments + '\u0000' + error + '\u0000' + output);
        if (calls.size() > WINDOW) {
            calls.removeFirst();
        }
        String last = calls.peekLast();
        long same = calls.stream().filter(last::equals).count();
        if (same >= REPEATS) {
            return Optional.of("the same " + tool + " call with the same arguments and result came " + same
                    + " times in the last " + calls.size() + " calls");
        }
        return Optional.empty();
    }

    /**
     * A goal round ended. {@code workspaceChanged}: a change the probe saw between its start and end.
     * {@code evidence}: fingerprints of the round's verifier results (see {@link #evidenceKey}).
     */
    public Optional<String> roundFinished(boolean workspaceChanged, List<String> evidence) {
        boolean news = false;
        for (String key : evidence) {
            news |= seenEvidence.add(key);
        }
        boolean progress = news || workspaceChanged || changedThisRound;
        changedThisRound = false;
        idleRounds = progress ? 0 : idleRounds + 1;
        if (idleRounds >= idleLimit) {
            return Optional.of(idleRounds + " rounds in a row changed nothing in the workspace and produced no "
                    + "new verifier evidence");
        }
        return Optional.empty();
    }

    /** Forgets the counters (keeps the evidence already seen). */
    public void reset() {
        calls.clear();
        idleRounds = 0;
        changedThisRound = false;
    }

    public int idleRounds() {
        return idleRounds;
    }

    /** What makes two verifier results "the same news": the command, the verdict and the output without digits. */
    public static String evidenceKey(String command, boolean passed, String output) {
        return Objects.requireNonNullElse(command, "") + '\u0000' + passed + '\u0000'
                + Objects.requireNonNullElse(output, "").replaceAll("[0-9]+", "#");
    }
}
