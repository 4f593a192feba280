package dev.ralphdesk.app.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.http.Reply;

/** Streamed Chat Completions answers for a mock model: one tool call, or a closing text. */
public final class OpenAiScript {
    private OpenAiScript() {
    }

    /** An answer that calls {@code tool} with {@code arguments}. */
    public static Reply call(String id, String tool, ObjectNode arguments) {
        ObjectNode delta = Json.object().put("role", "assistant");
        ObjectNode call = delta.putArray("tool_calls").addObject().put("index", 0).put("id", id).put("type", "function");
        call.putObject("function").put("name", tool).put("arguments", Json.write(arguments));
        return Reply.sse(chunk(delta, null), chunk(Json.object(), "tool_calls"), "data: [DONE]\n\n");
    }

    /** An answer that calls {@code shell} with {@code command}. */
    public static Reply shell(String id, String command) {
        return call(id, "shell", Json.object().put("command", command));
    }

    public static Reply text(String text) {
        return Reply.sse(chunk(Json.object().put("role", "assistant").put("content", text), null),
                chunk(Json.object(), "stop"), "data: [DONE]\n\n");
    }

    /** {@link #text}'s stream sent whole, with a Content-Length instead of in chunks. */
    public static Reply textWithLength(String text) {
        return Reply.json(200, chunk(Json.object().put("role", "assistant").put("content", text), null)
                + chunk(Json.object(), "stop") + "data: [DONE]\n\n")
                .header("Content-Type", "text/event-stream; charset=utf-8");
    }

    /**
     * An answer that calls {@code shell} with {@code command} and whose stream stays open after its
     * {@code [DONE]} until the client closes the connection (a server slow to end its stream).
     */
    public static Reply shellThenOpen(String id, String command) {
        return shell(id, command).stall();
    }

    /** An answer that streams {@code text} and then stalls until the client closes the connection. */
    public static Reply stalling(String text) {
        return Reply.sse(chunk(Json.object().put("role", "assistant").put("content", text), null)).stall();
    }

    private static String chunk(ObjectNode delta, String finish) {
        ObjectNode root = Json.object().put("id", "c1").put("object", "chat.completion.chunk");
        ObjectNode choice = root.putArray("choices").addObject().put("index", 0);
        choice.set("delta", delta);
        if (finish == null) {
            choice.putNull("finish_reason");
        } else {
            choice.put("finish_reason", finish);
        }
        return "data: " + Json.write(root) + "\n\n";
    }
}
