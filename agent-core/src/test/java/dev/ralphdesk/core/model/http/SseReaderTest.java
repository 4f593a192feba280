package dev.ralphdesk.core.model.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SseReaderTest {

    private static List<SseEvent> read(String body) throws IOException {
        SseReader reader = new SseReader(new LineReader(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8))));
        List<SseEvent> events = new ArrayList<>();
        SseEvent event;
        while ((event = reader.next()) != null) {
            events.add(event);
        }
        return events;
    }

    @Test
    void readsNamedEventsAndJoinsMultiLineData() throws IOException {
        assertEquals(List.of(new SseEvent("message_start", "{\"a\":1}"), new SseEvent(null, "line one\nline two")),
                read("event: message_start\ndata: {\"a\":1}\n\ndata: line one\ndata:line two\n\n"));
    }

    @Test
    void skipsCommentsIdsAndRetryFields() throws IOException {
        assertEquals(List.of(new SseEvent(null, "x")), read(": keep-alive\n\nid: 7\nretry: 100\ndata: x\n\n"));
    }

    @Test
    void acceptsCrLfAndLoneCrLineEnds() throws IOException {
        assertEquals(List.of(new SseEvent(null, "a"), new SseEvent(null, "b")), read("data: a\r\n\r\ndata: b\r\r"));
    }

    @Test
    void deliversAnEventPendingWhenTheBodyEnds() throws IOException {
        assertEquals(List.of(new SseEvent(null, "[DONE]")), read("data: [DONE]"));
    }

    @Test
    void anEventNameWithoutDataIsDropped() throws IOException {
        assertEquals(List.of(new SseEvent(null, "x")), read("event: ping\n\ndata: x\n\n"));
    }

    @Test
    void keepsMultiByteCharactersSplitAcrossReads() throws IOException {
        byte[] bytes = "data: 你好 — ok\n\n".getBytes(StandardCharsets.UTF_8);
        SseReader reader = new SseReader(new LineReader(new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, 1));
            }
        }));
        assertEquals(new SseEvent(null, "你好 — ok"), reader.next());
        assertNull(reader.next());
    }

    @Test
    void anEndlessLineFailsInsteadOfExhaustingMemory() {
        byte[] bytes = ("data: " + "x".repeat(100)).getBytes(StandardCharsets.UTF_8);
        LineReader lines = new LineReader(new ByteArrayInputStream(bytes), 50);
        assertThrows(IOException.class, lines::readLine);
    }
}
