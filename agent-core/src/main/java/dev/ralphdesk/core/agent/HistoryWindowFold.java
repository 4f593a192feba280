package dev.ralphdesk.core.agent;

import dev.ralphdesk.core.checkpoint.CheckpointFold;
import dev.ralphdesk.core.checkpoint.FoldState;
import dev.ralphdesk.core.checkpoint.SavedJson;
import dev.ralphdesk.core.checkpoint.SavedJsonWriter;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.replay.HistoryFold;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionInfo;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The checkpointed part of the history an agent sends: where its window of exchanges begins. Its
 * state is the seq of the oldest exchange an agent holds ({@link HeldHistory}, the same rule) and
 * whether older messages are left out; a restored state is fed the records from that seq on, so an
 * agent reopened from a checkpoint reads and holds only its window, never the whole history. The
 * state holds the window's messages with their estimates too, for the agent ({@link State#window}).
 */
public final class HistoryWindowFold implements CheckpointFold {
    public static final String NAME = "history";
    private final long keepTokens;

    /** @param keepTokens the tokens an agent keeps: its context window (see {@link AgentConfig}) */
    public HistoryWindowFold(long keepTokens) {
        this.keepTokens = keepTokens;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int version() {
        return 1;
    }

    @Override
    public State start(SessionInfo info) {
        return new State(keepTokens, false);
    }

    @Override
    public State restore(SessionInfo info, String saved) {
        Saved read = read(saved);
        if (read.keepTokens() != keepTokens) {
            throw new IllegalArgumentException("saved for a context window of " + read.keepTokens() + " tokens, not "
                    + keepTokens);
        }
        return new State(keepTokens, read.leftOut());
    }

    @Override
    public long replayFrom(String saved, long checkpointSeq) {
        long from = read(saved).from();
        return from > 0 ? from : checkpointSeq + 1;
    }

    /** Of the records before the checkpoint, the window wants only those that add to the history. */
    @Override
    public Optional<Set<String>> replayTypes() {
        return Optional.of(HistoryFold.TYPES);
    }

    private static Saved read(String saved) {
        SavedJson json = SavedJson.read(saved, "history window");
        return new Saved(json.longValue("keepTokens"), json.longValue("from"), json.booleanValue("leftOut"));
    }

    /** What a checkpoint keeps: the seq of the oldest exchange held (0: none yet). */
    record Saved(long keepTokens, long from, boolean leftOut) {
    }

    /** {@code saved} as the mapper writes it, field by field ({@link SavedJsonWriter}). */
    static String write(Saved saved) {
        return SavedJsonWriter.start().number("keepTokens", saved.keepTokens()).number("from", saved.from())
                .flag("leftOut", saved.leftOut()).end();
    }

    /** The window of one session so far. */
    public static final class State implements FoldState {
        private final long keepTokens;
        private final Exchanges exchanges;
        private final HistoryFold history = new HistoryFold();

        State(long keepTokens, boolean leftOut) {
            this.keepTokens = keepTokens;
            this.exchanges = new Exchanges(keepTokens, leftOut);
        }

        @Override
        public void add(LoggedEvent logged) {
            int before = exchanges.exchangeCount();
            history.add(logged, message -> exchanges.add(logged.seq(), EstimatedMessage.of(message)));
            if (exchanges.exchangeCount() > before) {
                exchanges.trim();
            }
        }

        @Override
        public String save() {
            return write(new Saved(keepTokens, from(), exchanges.leftOut()));
        }

        /** The seq from which the records give the messages held (0: no message yet). */
        public long from() {
            return Math.max(0, exchanges.firstStart());
        }

        /** Whether messages older than {@link #from} are left out. */
        public boolean leftOut() {
            return exchanges.leftOut();
        }

        /**
         * The messages an agent holds, with their estimates: those folded from {@link #from} on, and an
         * interrupted result for each tool call still open — what folding the records from {@link #from}
         * on gives ({@link HistoryFold#fold}). The state keeps them (the same objects as the agent's,
         * its texts those of the records), so they are neither folded nor estimated again.
         */
        public List<EstimatedMessage> window() {
            List<EstimatedMessage> window = exchanges.messages();
            history.interruptedResults().forEach(result -> window.add(EstimatedMessage.of(result)));
            return window;
        }
    }
}
