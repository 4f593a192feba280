package dev.ralphdesk.core.replay;

import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import java.util.List;
import java.util.OptionalInt;

/**
 * The transcript projection: a pure fold from a session's events to the rows a person reads
 * (messages, tool calls paired with their results, notes, commands, turn ends). Event types it
 * does not show (usage, evidence, plugin types) are passed over. A turn with no
 * {@code turn/finished} is projected as interrupted; nothing is written to close it.
 */
public final class TranscriptFold {

    private TranscriptFold() {
    }

    public static Transcript fold(List<LoggedEvent> events) {
        TranscriptBuilder builder = new TranscriptBuilder();
        for (LoggedEvent event : events) {
            builder.accept(event);
        }
        return builder.finish();
    }

    /**
     * The rows from the {@code messages}-th last message on (the first screen of a long session),
     * folding only the tail of the log from the start of that message's turn. Equal to the same
     * rows of {@link #fold} for logs whose rows all belong to turns.
     */
    public static Transcript lastMessages(List<LoggedEvent> events, int messages) {
        if (messages < 1) {
            throw new IllegalArgumentException("ask for at least one message: " + messages);
        }
        int cut = nthLastMessage(events, messages);
        int start = turnStartBefore(events, cut).orElse(cut);
        Transcript tail = fold(events.subList(start, events.size()));
        long cutSeq = events.isEmpty() ? 0 : events.get(cut).seq();
        List<TranscriptEntry> kept = tail.entries().stream().filter(e -> e.seq() >= cutSeq).toList();
        return new Transcript(kept, tail.turns());
    }

    /**
     * The index in {@code events} where a tail fold for the last {@code messages} messages must
     * start, or empty when {@code events} (itself a tail of a log) does not reach back far enough.
     */
    public static OptionalInt tailStart(List<LoggedEvent> events, int messages) {
        int cut = nthLastMessage(events, messages);
        if (countMessagesFrom(events, cut) < messages) {
            return OptionalInt.empty();
        }
        return turnStartBefore(events, cut);
    }

    /** Index of the {@code n}-th message from the end, or 0 when there are fewer. */
    private static int nthLastMessage(List<LoggedEvent> events, int n) {
        int seen = 0;
        for (int i = events.size() - 1; i >= 0; i--) {
            if (isMessage(events.get(i).event()) && ++seen == n) {
                return i;
            }
        }
        return 0;
    }

    private static int countMessagesFrom(List<LoggedEvent> events, int from) {
        int count = 0;
        for (int i = from; i < events.size(); i++) {
            if (isMessage(events.get(i).event())) {
                count++;
            }
        }
        return count;
    }

    /** Index of the {@code turn/started} of the turn that the event at {@code index} belongs to. */
    private static OptionalInt turnStartBefore(List<LoggedEvent> events, int index) {
        if (events.isEmpty()) {
            return OptionalInt.of(0);
        }
        String turnId = turnIdOf(events.get(index).event());
        if (turnId == null) {
            return OptionalInt.of(index);
        }
        for (int i = index; i >= 0; i--) {
            if (events.get(i).event() instanceof TurnStarted started && started.turnId().equals(turnId)) {
                return OptionalInt.of(i);
            }
        }
        return OptionalInt.empty();
    }

    private static boolean isMessage(SessionEvent event) {
        return event instanceof UserMessage || event instanceof AssistantMessage;
    }

    private static String turnIdOf(SessionEvent event) {
        if (event instanceof UserMessage user) {
            return user.turnId();
        } else if (event instanceof AssistantMessage assistant) {
            return assistant.turnId();
        }
        return null;
    }
}
