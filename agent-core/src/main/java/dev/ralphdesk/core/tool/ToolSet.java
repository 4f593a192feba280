package dev.ralphdesk.core.tool;

import dev.ralphdesk.core.model.ToolSpec;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The tools one agent offers, by name, in registration order. */
public final class ToolSet {
    private final Map<String, Tool> tools = new LinkedHashMap<>();

    public ToolSet(Collection<? extends Tool> tools) {
        for (Tool tool : tools) {
            if (this.tools.putIfAbsent(tool.name(), tool) != null) {
                throw new IllegalArgumentException("two tools named " + tool.name());
            }
        }
    }

    public Optional<Tool> find(String name) {
        return Optional.ofNullable(tools.get(name));
    }

    public List<String> names() {
        return List.copyOf(tools.keySet());
    }

    public List<ToolSpec> specs() {
        return tools.values().stream().map(Tool::spec).toList();
    }

    public List<Tool> all() {
        return List.copyOf(tools.values());
    }

    /** These tools and {@code more} after them. */
    public ToolSet plus(List<Tool> more) {
        if (more.isEmpty()) {
            return this;
        }
        List<Tool> all = new java.util.ArrayList<>(tools.values());
        all.addAll(more);
        return new ToolSet(all);
    }
}
