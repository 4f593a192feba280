package dev.ralphdesk.core.replay;

import dev.ralphdesk.core.replay.TranscriptEntry.Answer;
import dev.ralphdesk.core.replay.TranscriptEntry.AssistantText;
import dev.ralphdesk.core.replay.TranscriptEntry.CommandOutput;
import dev.ralphdesk.core.replay.TranscriptEntry.CommandUse;
import dev.ralphdesk.core.replay.TranscriptEntry.ToolUse;
import dev.ralphdesk.core.replay.TranscriptEntry.TurnEnd;
import dev.ralphdesk.core.replay.TranscriptEntry.WorkCard;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The entries of one {@link TranscriptFold} and where its rows that change in place are: the open
 * turn's tool calls, commands waiting for their answer, work cards, the answer streaming and a turn
 * shown interrupted. Every change is told to the listener. An entry is removed only when a streaming
 * answer's message is committed after other entries came: it then moves to where the log has it.
 */
final class TranscriptEntries implements TranscriptContribution.Cards {
    private static final TranscriptFold.Listener SILENT = new TranscriptFold.Listener() {
        @Override
        public void added(int index, TranscriptEntry entry) {
        }

        @Override
        public void replaced(int index, TranscriptEntry entry) {
        }

        @Override
        public void removed(int index) {
        }
    };
    private final List<TranscriptEntry> list = new ArrayList<>();
    private final Map<String, Integer> tools = new HashMap<>();
    private final Map<String, Integer> commands = new HashMap<>();
    private final Map<String, Integer> cards = new HashMap<>();
    private TranscriptFold.Listener listener = SILENT;
    private int streamingAt = -1;
    private String interruptedTurn;
    private int interruptedAt = -1;

    void listen(TranscriptFold.Listener listener) {
        this.listener = listener;
    }

    List<TranscriptEntry> view() {
        return Collections.unmodifiableList(list);
    }

    TranscriptEntry get(int index) {
        return list.get(index);
    }

    void add(TranscriptEntry entry) {
        list.add(entry);
        listener.added(list.size() - 1, entry);
    }

    void replace(int index, TranscriptEntry entry) {
        list.set(index, entry);
        listener.replaced(index, entry);
    }

    Optional<ToolUse> tool(String turnId, String callId) {
        Integer at = tools.get(key(turnId, callId));
        return at == null ? Optional.empty() : Optional.of((ToolUse) list.get(at));
    }

    void addTool(ToolUse use) {
        tools.put(key(use.turnId(), use.callId()), list.size());
        add(use);
    }

    void replaceTool(ToolUse use) {
        replace(tools.get(key(use.turnId(), use.callId())), use);
    }

    void addCommand(CommandUse command) {
        commands.put(command.invocationId(), list.size());
        add(command);
    }

    void commandDone(CommandOutput output, String invocationId) {
        Integer at = commands.remove(invocationId);
        if (at == null) {
            add(new CommandUse(output.seq(), invocationId, "", "", output));
        } else {
            CommandUse run = (CommandUse) list.get(at);
            replace(at, new CommandUse(run.seq(), invocationId, run.name(), run.arguments(), output));
        }
    }

    /** The index of the answer streaming for this turn and step, or -1. */
    int streaming(String turnId, int step) {
        if (streamingAt < 0) {
            return -1;
        }
        AssistantText text = (AssistantText) list.get(streamingAt);
        return text.turnId().equals(turnId) && text.step() == step ? streamingAt : -1;
    }

    void addStreaming(AssistantText text) {
        streamingAt = list.size();
        add(text);
    }

    /** A committed answer: in place of its streaming one when that is still the last entry, else at the end. */
    void settleStreaming(String turnId, int step, AssistantText committed) {
        int at = streaming(turnId, step);
        if (at < 0) {
            add(committed);
            return;
        }
        streamingAt = -1;
        if (at == list.size() - 1) {
            replace(at, committed);
        } else {
            remove(at);
            add(committed);
        }
    }

    /** A turn ended: its answer in progress is cut, its tool calls without a result are closed. */
    void closeTurn(String turnId) {
        if (streamingAt >= 0) {
            AssistantText text = (AssistantText) list.get(streamingAt);
            int at = streamingAt;
            streamingAt = -1;
            replace(at, new AssistantText(text.seq(), text.turnId(), text.step(), text.text(), text.reasoning(),
                    Answer.CUT));
        }
        String prefix = turnId + '\u0000';
        tools.entrySet().removeIf(tool -> {
            if (!tool.getKey().startsWith(prefix)) {
                return false;
            }
            ToolUse use = (ToolUse) list.get(tool.getValue());
            if (use.result() == null) {
                replace(tool.getValue(), new ToolUse(use.seq(), use.turnId(), use.callId(), use.name(), use.arguments(),
                        null, true));
            }
            return true;
        });
    }

    void addInterrupted(TurnEnd end) {
        interruptedTurn = end.turnId();
        interruptedAt = list.size();
        add(end);
    }

    /** Replaces the end of a turn shown interrupted, when nothing came after it; false otherwise. */
    boolean replaceInterrupted(TurnEnd end) {
        if (!end.turnId().equals(interruptedTurn) || interruptedAt != list.size() - 1) {
            return false;
        }
        replace(interruptedAt, end);
        interruptedTurn = null;
        interruptedAt = -1;
        return true;
    }

    @Override
    public Optional<WorkCard> find(String kind, String id) {
        Integer at = cards.get(key(kind, id));
        return at == null ? Optional.empty() : Optional.of((WorkCard) list.get(at));
    }

    @Override
    public void put(WorkCard card) {
        Integer at = cards.get(key(card.kind(), card.id()));
        if (at == null) {
            cards.put(key(card.kind(), card.id()), list.size());
            add(card);
        } else if (!list.get(at).equals(card)) {
            replace(at, card);
        }
    }

    private void remove(int index) {
        list.remove(index);
        shift(tools, index);
        shift(commands, index);
        shift(cards, index);
        if (interruptedAt > index) {
            interruptedAt--;
        }
        listener.removed(index);
    }

    private static void shift(Map<String, Integer> rows, int removed) {
        rows.replaceAll((key, at) -> at > removed ? at - 1 : at);
    }

    private static String key(String first, String second) {
        return first + '\u0000' + second;
    }
}
