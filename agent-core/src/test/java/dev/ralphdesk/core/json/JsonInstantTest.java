package dev.ralphdesk.core.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.DecodedEvent;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.event.EvidenceRecorded;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Verifier evidence carries an Instant; the event log must be able to store it. */
class JsonInstantTest {

    @Test
    void evidenceWithItsTimeRoundTripsThroughTheCatalog() {
        EventCatalog catalog = EventCatalog.withCoreTypes();
        EvidenceRecorded event = new EvidenceRecorded("turn-1", new VerifierEvidence("shell", "c1", "mvn test", true,
                0, "ok", Instant.parse("2025-01-02T03:04:05.123456Z"), false));
        String json = catalog.encode(event);
        assertTrue(json.contains("\"time\":\"2025-01-02T03:04:05.123456Z\""), json);
        assertEquals(new DecodedEvent.Known(event), catalog.decode(EvidenceRecorded.TYPE, 1, json));
    }
}
