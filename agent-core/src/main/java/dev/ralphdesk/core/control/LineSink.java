package dev.ralphdesk.core.control;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.json.Json;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** Writes an answer on the control socket: event lines, then the reply line. */
final class LineSink implements ControlSink {
    private final OutputStream out;

    LineSink(OutputStream out) {
        this.out = out;
    }

    @Override
    public void event(JsonNode event) throws IOException {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("v", ControlProtocol.VERSION);
        line.put("event", event);
        write(Json.write(line));
    }

    @Override
    public void reply(ControlReply reply) throws IOException {
        write(reply.toJson());
    }

    private synchronized void write(String line) throws IOException {
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}
