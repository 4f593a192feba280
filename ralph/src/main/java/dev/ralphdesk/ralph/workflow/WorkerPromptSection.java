package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.resources.Template;
import java.util.Map;

/** The system prompt of a round's child: how to work, and how to report. Only children get it. */
public final class WorkerPromptSection implements PromptSection {
    private final String text;

    public WorkerPromptSection(int maxHandoffChars) {
        this.text = Template.load("prompts/ralph-worker.md")
                .fill(Map.of("maxHandoffChars", String.valueOf(maxHandoffChars))).strip();
    }

    @Override
    public String id() {
        return "ralph-worker";
    }

    @Override
    public String render(SessionKind kind) {
        return kind == SessionKind.RALPH_CHILD ? text : "";
    }
}
