package dev.ralphdesk.core.replay;

import dev.ralphdesk.core.agent.TurnOutcome;
import dev.ralphdesk.core.session.InputOrigin;
import java.util.Objects;

/**
 * One row of a {@link Transcript}, in log order. {@code seq} is the seq of the record that
 * introduced the row (e.g. the assistant message that requested a tool call), so a row can be
 * used as a fork point.
 */
public sealed interface TranscriptEntry {

    long seq();

    /** Input admitted into a turn, with who sent it (the person, a goal round, the harness). */
    record UserText(long seq, String turnId, String text, InputOrigin origin) implements TranscriptEntry {
        public UserText {
            Objects.requireNonNull(text, "text");
        }
    }

    /** What the model answered in one step; {@code reasoning} may be null. */
    record AssistantText(long seq, String turnId, int step, String text, String reasoning)
            implements TranscriptEntry {
        public AssistantText {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * A tool call with its result. {@code result} is null when no result was recorded: the call was
     * requested (or started) and the process stopped before it finished — shown as interrupted.
     */
    record ToolUse(long seq, String turnId, String callId, String name, String arguments, ToolOutput result)
            implements TranscriptEntry {
        public ToolUse {
            Objects.requireNonNull(callId, "callId");
            Objects.requireNonNull(name, "name");
            arguments = arguments == null ? "" : arguments;
        }

        public boolean interrupted() {
            return result == null;
        }

        ToolUse withResult(ToolOutput output) {
            return new ToolUse(seq, turnId, callId, name, arguments, output);
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

    /** A model-visible note injected by the harness or a plugin. */
    record Note(long seq, String source, String text) implements TranscriptEntry {
    }

    /** A command the person ran ({@code /goal …}); {@code done} is null if it never finished. */
    record CommandUse(long seq, String invocationId, String name, String arguments, CommandOutput done)
            implements TranscriptEntry {
        CommandUse withDone(CommandOutput output) {
            return new CommandUse(seq, invocationId, name, arguments, output);
        }
    }

    record CommandOutput(long seq, boolean ok, String output) {
    }

    /**
     * The end of a turn: its outcome, or {@link TurnSummary.Status#INTERRUPTED} (outcome null) when
     * the log holds no {@code turn/finished} for it; then {@code seq} is the last record of the turn.
     */
    record TurnEnd(long seq, String turnId, TurnSummary.Status status, TurnOutcome outcome, int steps)
            implements TranscriptEntry {
        public TurnEnd {
            Objects.requireNonNull(status, "status");
        }
    }
}
