package dev.ralphdesk.core.control;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.json.Json;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How the owner answered a request, as the last line of its answer: done ({@code output} for the person)
 * or refused ({@code code} and {@code message}); {@code exit} is the exit code the command ends with.
 */
public record ControlReply(boolean ok, int exit, String output, String code, String message) {

    public static ControlReply ok(String output) {
        return new ControlReply(true, ExitCode.OK.code(), output, null, null);
    }

    public static ControlReply refused(ExitCode exit, String code, String message) {
        return new ControlReply(false, exit.code(), null, code, message);
    }

    String toJson() {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("v", ControlProtocol.VERSION);
        line.put("ok", ok);
        line.put("exit", exit);
        if (ok) {
            line.put("output", output == null ? "" : output);
        } else {
            line.put("code", code);
            line.put("message", message);
        }
        return Json.write(line);
    }

    static ControlReply fromJson(JsonNode line) {
        boolean ok = line.path("ok").asBoolean(false);
        return new ControlReply(ok, line.path("exit").asInt(ok ? 0 : ExitCode.FAILED.code()),
                ok ? line.path("output").asText("") : null, ok ? null : line.path("code").asText("refused"),
                ok ? null : line.path("message").asText(""));
    }
}
