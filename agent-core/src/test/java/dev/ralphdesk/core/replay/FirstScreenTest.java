package dev.ralphdesk.core.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class FirstScreenTest {

    @Test
    void theFirstScreenIsTheTailOfTheFullTranscriptReadFromTheTailOfTheLog() {
        InMemorySessionStore store = new InMemorySessionStore(EventCatalog.withCoreTypes());
        SessionId id = store.create(NewSession.chat("long", Path.of("/w"))).id();
        List<LoggedEvent> turns = LastMessagesTest.log(400);
        turns.subList(1, turns.size()).forEach(e -> store.append(id, e.event()));
        SessionLog log = store.open(id);

        for (int messages : new int[] {1, 5, 200, 5_000}) {
            FirstScreen screen = FirstScreen.load(store, Transcripts.plain(), id, messages);
            assertEquals(TranscriptTail.lastMessages(Transcripts.plain(), log.events(), messages), screen.transcript(),
                    "n=" + messages);
            assertEquals(log.info(), screen.info());
        }
    }
}
