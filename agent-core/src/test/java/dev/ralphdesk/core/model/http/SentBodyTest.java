package dev.ralphdesk.core.model.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import okio.Buffer;
import org.junit.jupiter.api.Test;

class SentBodyTest {

    @Test
    void saysItWasSentOnceItsLastByteIsWrittenAndFlushed() throws Exception {
        byte[] json = "{\"model\":\"m\",\"messages\":[]}".getBytes(StandardCharsets.UTF_8);
        Buffer written = new Buffer();
        List<String> seen = new ArrayList<>();
        new SentBody(json, () -> seen.add(written.readUtf8())).writeTo(written);
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
