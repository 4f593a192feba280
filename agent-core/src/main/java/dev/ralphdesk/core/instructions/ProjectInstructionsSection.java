package dev.ralphdesk.core.instructions;

import dev.ralphdesk.core.plugin.PromptScope;
import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.session.SessionKind;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The project instructions of the agent's workspace as a system-prompt section, for chats and Ralph
 * children alike (they are workspace state, not conversation). Read once per turn: a change on disk
 * applies from the next turn, and every step of a turn sends the same prompt.
 */
final class ProjectInstructionsSection implements PromptSection {
    private final InstructionReader reader;
    private final Map<Path, Rendered> latest = new ConcurrentHashMap<>();

    private record Rendered(String turnId, String text) {
    }

    ProjectInstructionsSection(InstructionReader reader) {
        this.reader = reader;
    }

    @Override
    public String id() {
        return "project-instructions";
    }

    @Override
    public String render(SessionKind kind) {
        return ""; // only with a workspace: see render(PromptScope)
    }

    @Override
    public String render(PromptScope scope) {
        Path root = scope.workspace().root();
        Rendered known = latest.get(root);
        if (known != null && known.turnId().equals(scope.turnId())) {
            return known.text();
        }
        String text = reader.read(root).section();
        latest.put(root, new Rendered(scope.turnId(), text));
        return text;
    }
}
