package dev.ralphdesk.core.replay;

import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.event.AssistantMessage;
import dev.ralphdesk.core.session.event.TurnStarted;
import dev.ralphdesk.core.session.event.UserMessage;
import java.util.List;
import java.util.OptionalInt;

/**
 * The end of a transcript: the entries from the {@code N}-th last message on (the first screen of a
 * long session), folding only the tail of the log from the start of that message's turn.
 */
public final class TranscriptTail {
    private TranscriptTail() {
    }

    /** Equal to the same entries of the whole log's fold for logs whose entries all belong to turns. */
    public static Transcript lastMessages(Transcripts transcripts, List<LoggedEvent> events, int messages) {
        if (messages < 1) {
            throw new IllegalArgumentException("ask for at least one message: " + messages);
        }
        int cut = nthLastMessage(events, messages);
        int start = turnStartBefore(events, cut).orElse(cut);
        Transcript tail = transcripts.fold(events.subList(start, events.size()));
        long cutSeq = events.isEmpty() ? 0 : events.get(cut).seq();
        return new Transcript(tail.entries().stream().filter(e -> e.seq() >= cutSeq).toList());
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
