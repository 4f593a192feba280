package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.app.ui.Message;
import java.util.Objects;

/** One row of the transcript list. Rows are values: a change replaces the row in the list. */
public sealed interface TranscriptRow {

    /** What a person sent into a turn. */
    record UserRow(String turnId, String text) implements TranscriptRow {
    }

    /**
     * The start of a goal round: a separator that carries the round prompt the goal driver sent (no
     * person typed it, so it is no user bubble). {@code cap} is null while the goal's cap is not known.
     */
    record GoalRoundRow(String turnId, int round, Integer cap, String prompt) implements TranscriptRow {
        public Message label() {
            return cap == null ? Message.of("transcript.goalRound", round)
                    : Message.of("transcript.goalRound.cap", round, cap);
        }
    }

    /**
     * A prompt the harness itself sent into a turn, shown as a separator like a goal round's: the
     * goal's closing request after its rounds, or the prompt of a Ralph round in its child session.
     */
    record HarnessPromptRow(String turnId, Message label, String prompt) implements TranscriptRow {
    }

    /**
     * One Ralph run in the parent transcript: its objective and where it stands; clicking it selects
     * the run in the timeline.
     */
    record RalphCardRow(String runId, String objective, String state, int rounds, int maxRounds)
            implements TranscriptRow {
        public Message label() {
            return Message.of("transcript.ralphCard", Message.of("ralph.state." + state), rounds, maxRounds);
        }
    }

    /**
     * Assistant text: streaming (plain text) until {@code complete}, then rendered as Markdown;
     * {@code cut}: only part of the answer streamed (the stream broke or the turn was stopped).
     */
    record AssistantRow(String turnId, String text, String reasoning, boolean complete, boolean cut)
            implements TranscriptRow {
        public AssistantRow {
            text = text == null ? "" : text;
            reasoning = reasoning == null ? "" : reasoning;
        }

        /** A whole answer, or one still streaming. */
        public AssistantRow(String turnId, String text, String reasoning, boolean complete) {
            this(turnId, text, reasoning, complete, false);
        }

        public boolean hasReasoning() {
            return !reasoning.isBlank();
        }
    }

    /**
     * A tool call card. {@code fullSize}/{@code blob} are set when the output shown was capped;
     * {@code storedSize} is how much of the output the blob keeps.
     */
    record ToolCard(String turnId, String callId, String name, String arguments, ToolStatus status,
            Integer exitCode, String output, long fullSize, String blob, long storedSize) implements TranscriptRow {
        public ToolCard {
            Objects.requireNonNull(status, "status");
            arguments = arguments == null ? "" : arguments;
            output = output == null ? "" : output;
        }

        /** {@code $ sh greet.sh Ada · ok · exit 0}: the card's line while it is folded. */
        public Message headline() {
            return ToolHeadlines.of(this);
        }

        /** The command the call runs ({@code sh greet.sh Ada}), or null for a tool without one. */
        public String command() {
            return ToolSummaries.command(arguments);
        }

        /**
         * "Output capped: showing 10.0 KB of 2.3 MB (the full output is stored)", or "… of 47.7 MB; only
         * 8.0 MB of it is stored (its beginning and end)", or nothing.
         */
        public Message fullSizeNote() {
            if (blob == null || fullSize <= output.length()) {
                return Message.NONE;
            }
            if (storedSize < fullSize) {
                return Message.of("transcript.outputCappedPartly", Sizes.human(output.length()), Sizes.human(fullSize),
                        Sizes.human(storedSize));
            }
            return Message.of("transcript.outputCapped", Sizes.human(output.length()), Sizes.human(fullSize));
        }
    }

    /** A {@code /command} the person ran and what it answered ({@code output} null while running). */
    record CommandRow(String invocationId, String line, Boolean ok, String output) implements TranscriptRow {
    }

    /** Something went wrong: what happened and what the person can do about it. */
    record ErrorRow(Message what, Message whatToDo) implements TranscriptRow {
    }

    /** A quiet line: stopped, retrying, a warning. */
    record NoticeRow(Message text) implements TranscriptRow {
    }

    enum ToolStatus {
        RUNNING,
        OK,
        FAILED,
        CANCELLED,
        INTERRUPTED
    }
}
