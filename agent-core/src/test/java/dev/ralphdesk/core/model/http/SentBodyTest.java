package dev.ralphdesk.core.model.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import okio.Buffer;
import okio.BufferedSink;
import okio.Okio;
import okio.Sink;
import org.junit.jupiter.api.Test;

class SentBodyTest {

    @Test
    void saysItWasSentOnceItsLastByteIsWrittenAndFlushed() throws Exception {
        byte[] json = "{\"model\":\"m\",\"messages\":[]}".getBytes(StandardCharsets.UTF_8);
        // what reached the connection: a buffered sink in front of it holds a body this small until flushed
        Buffer connection = new Buffer();
        BufferedSink sink = Okio.buffer((Sink) connection);
        List<String> seen = new ArrayList<>();
        new SentBody(json, () -> seen.add(connection.readUtf8())).writeTo(sink);
        assertEquals(List.of("{\"model\":\"m\",\"messages\":[]}"), seen);
    }

    @Test
    void isJsonOfItsLength() {
        SentBody body = new SentBody(new byte[17], () -> {
        });
        assertEquals("application/json", body.contentType().toString());
        assertEquals(17, body.contentLength());
    }
}
