package dev.ralphdesk.core.model.openai;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.model.ToolCall;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Assembles streamed tool-call fragments into whole calls. Fragments belong together by
 * {@code index}; the id and name come with the first fragment, the arguments text is spread over
 * many. Servers that omit the index (some llama.cpp builds) start a new call with each new id.
 * Empty arguments become {@code {}}; arguments that are not JSON are kept as sent, for the tool
 * invoker to answer with an error.
 */
final class ToolCallAssembler {
    private final TreeMap<Integer, Partial> calls = new TreeMap<>();
    private final String idPrefix;
    private int lastIndex = -1;

    ToolCallAssembler(String idPrefix) {
        this.idPrefix = idPrefix;
    }

    void accept(JsonNode fragment) {
        int index = indexOf(fragment);
        lastIndex = index;
        Partial partial = calls.computeIfAbsent(index, i -> new Partial());
        String id = text(fragment.path("id"));
        if (partial.id == null && id != null && !id.isEmpty()) {
            partial.id = id;
        }
        JsonNode function = fragment.path("function");
        String name = text(function.path("name"));
        if (partial.name.length() == 0 && name != null) {
            partial.name.append(name);
        }
        JsonNode arguments = function.path("arguments");
        if (arguments.isTextual()) {
            partial.arguments.append(arguments.asText());
        } else if (arguments.isObject()) {
            partial.arguments.append(arguments.toString());
        }
    }

    boolean isEmpty() {
        return calls.isEmpty();
    }

    List<ToolCall> calls() {
        List<ToolCall> out = new ArrayList<>();
        calls.forEach((index, partial) -> {
            String arguments = partial.arguments.toString();
            out.add(new ToolCall(partial.id != null ? partial.id : idPrefix + index, partial.name.toString(),
                    arguments.isBlank() ? "{}" : arguments));
        });
        return out;
    }

    private int indexOf(JsonNode fragment) {
        JsonNode index = fragment.path("index");
        if (index.canConvertToInt()) {
            return index.asInt();
        }
        String id = text(fragment.path("id"));
        Partial last = calls.get(lastIndex);
        if (last == null || id != null && !id.isEmpty() && last.id != null && !id.equals(last.id)) {
            return calls.isEmpty() ? 0 : calls.lastKey() + 1;
        }
        return lastIndex;
    }

    private static String text(JsonNode node) {
        return node.isTextual() ? node.asText() : null;
    }

    private static final class Partial {
        String id;
        final StringBuilder name = new StringBuilder();
        final StringBuilder arguments = new StringBuilder();
    }
}
