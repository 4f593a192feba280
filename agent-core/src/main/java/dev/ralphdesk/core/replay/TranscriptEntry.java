package dev.ralphdesk.core.replay;

import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.event.TurnOutcome;
import java.util.List;
import java.util.Objects;

/**
 * One entry of a transcript, in log order: what every view of a session shows (the window, the
 * command line's printers, exports), each in its own way. {@code seq} is the seq of the record that
 * introduced the entry (e.g. the assistant message that requested a tool call), so an entry can be
 * used as a fork point; a streaming answer, not recorded yet, carries the seq it follows.
 */
public sealed interface TranscriptEntry {

    long seq();

    /**
     * Input admitted into a turn, with who sent it (the person, a goal round, the harness).
     * {@code followsGoalRound}: a goal round came before it in the session (a harness prompt after
     * goal rounds is the goal's closing request).
     */
    record UserText(long seq, String turnId, String text, InputOrigin origin, boolean followsGoalRound)
            implements TranscriptEntry {
        public UserText {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(origin, "origin");
        }
    }

    /** What the model answered in one step; {@code reasoning} may be null. */
    record AssistantText(long seq, String turnId, int step, String text, String reasoning, Answer state)
            implements TranscriptEntry {
        public AssistantText {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(state, "state");
        }

        /** Nothing to read: a step that only called tools. */
        public boolean blank() {
            return text.isBlank() && (reasoning == null || reasoning.isBlank());
        }
    }

    /** Where an answer stands. */
    enum Answer {
        /** Still streaming: not recorded yet. */
        STREAMING,
        /** Recorded, whole. */
        COMPLETE,
        /** Recorded as far as it streamed: the stream broke or the turn was stopped. */
        CUT
    }

    /**
     * A tool call with its result. {@code result} is null while no result was recorded: the call is
     * running, or — once {@code closed} (its turn ended without the result) — it was interrupted.
     */
    record ToolUse(long seq, String turnId, String callId, String name, String arguments, ToolOutput result,
            boolean closed) implements TranscriptEntry {
        public ToolUse {
            Objects.requireNonNull(callId, "callId");
            Objects.requireNonNull(name, "name");
            arguments = arguments == null ? "" : arguments;
        }

        public boolean interrupted() {
            return result == null && closed;
        }

        public boolean running() {
            return result == null && !closed;
        }
    }

    /**
     * The result of a tool call as the model saw it; when the full output was larger,
     * {@code fullSize} gives its size, {@code blob} the hash to load what was kept of it on demand
     * and {@code storedSize} how many of its characters that is.
     */
    record ToolOutput(long seq, String output, boolean error, Integer exitCode, long fullSize, String blob,
            long storedSize) {
        public ToolOutput {
            Objects.requireNonNull(output, "output");
        }

        /** An output stored whole, if at all. */
        public ToolOutput(long seq, String output, boolean error, Integer exitCode, long fullSize, String blob) {
            this(seq, output, error, exitCode, fullSize, blob, fullSize);
        }

        /** Whether the blob holds the whole output. */
        public boolean storedWhole() {
            return storedSize >= fullSize;
        }

        public boolean truncated() {
            return blob != null;
        }
    }

    /** A model-visible note injected by the harness or a plugin, or an approval the person gave. */
    record Note(long seq, String source, String text) implements TranscriptEntry {
    }

    /** A command the person ran ({@code /goal …}); {@code done} is null until it answered. */
    record CommandUse(long seq, String invocationId, String name, String arguments, CommandOutput done)
            implements TranscriptEntry {
    }

    record CommandOutput(long seq, boolean ok, String output) {
    }

    /**
     * Something the person was told that is not a message ({@code notice/posted}): its kind, the code
     * and arguments a view words it with, and the English text.
     */
    record Notice(long seq, String kind, String code, List<String> args, String text) implements TranscriptEntry {
        public Notice {
            args = List.copyOf(args);
        }
    }

    /**
     * A plugin's card for work that runs in the background, updated in place as it goes (a Ralph run:
     * its objective, state, rounds started of its cap, and a line on its latest round). {@code history}
     * holds a line per finished step of the work (a Ralph run's rounds), for views that show it all
     * (an export).
     */
    record WorkCard(long seq, String kind, String id, String title, String state, int done, int total,
            String detail, List<String> history) implements TranscriptEntry {
        public WorkCard {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(id, "id");
            title = title == null ? "" : title;
            detail = detail == null ? "" : detail;
            history = history == null ? List.of() : List.copyOf(history);
        }

        /** A card without history. */
        public WorkCard(long seq, String kind, String id, String title, String state, int done, int total,
                String detail) {
            this(seq, kind, id, title, state, done, total, detail, List.of());
        }
    }

    /**
     * The end of a turn: its outcome, or {@link Status#INTERRUPTED} (outcome null) when the log holds no
     * {@code turn/finished} for it; then {@code seq} is the last record of the turn.
     */
    record TurnEnd(long seq, String turnId, Status status, TurnOutcome outcome, int steps) implements TranscriptEntry {
        public TurnEnd {
            Objects.requireNonNull(status, "status");
            if (status == Status.FINISHED && outcome == null) {
                throw new IllegalArgumentException("a finished turn needs its outcome");
            }
        }
    }

    /** Whether the log says how a turn ended. */
    enum Status {
        FINISHED,
        /** Started but never finished: the process stopped mid-turn. Nothing is written to close it. */
        INTERRUPTED
    }
}
