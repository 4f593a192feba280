package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.resources.Template;
import java.util.Map;

/**
 * The system prompt of a round's child: how to work, and how to report. Only children get it; its
 * template is read when a child's prompt is first rendered, not when the plugin is installed (at every
 * start).
 */
public final class WorkerPromptSection implements PromptSection {
    private final int maxHandoffChars;

    public WorkerPromptSection(int maxHandoffChars) {
        this.maxHandoffChars = maxHandoffChars;
    }

    private static final class Text {
        static final Template WORKER = Template.load("prompts/ralph-worker.md");
    }

    @Override
    public String id() {
        return "ralph-worker";
    }

    @Override
    public String render(SessionKind kind) {
        return kind == SessionKind.RALPH_CHILD
                ? Text.WORKER.fill(Map.of("maxHandoffChars", String.valueOf(maxHandoffChars))).strip() : "";
    }
}
