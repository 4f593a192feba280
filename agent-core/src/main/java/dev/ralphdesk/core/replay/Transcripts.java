package dev.ralphdesk.core.replay;

import dev.ralphdesk.core.session.LoggedEvent;
import java.util.List;

/**
 * The transcript fold with the installed plugins' contributions: one for the window, the command
 * line's printers and exports alike. The harness has the one of its plugins.
 */
public final class Transcripts {
    private static final Transcripts PLAIN = new Transcripts(List.of());
    private final List<TranscriptContribution> contributions;

    public Transcripts(List<TranscriptContribution> contributions) {
        this.contributions = List.copyOf(contributions);
    }

    /** The core's own fold, without plugin cards. */
    public static Transcripts plain() {
        return PLAIN;
    }

    /** An empty fold to apply a log and live events to. */
    public TranscriptFold start() {
        return new TranscriptFold(contributions);
    }

    /** A whole log as a reopen shows it: a turn it left unfinished is interrupted. */
    public Transcript fold(List<LoggedEvent> events) {
        TranscriptFold fold = start();
        events.forEach(fold::apply);
        fold.interruptOpenTurn();
        return fold.snapshot();
    }
}
