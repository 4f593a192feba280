package dev.ralphdesk.ralph;

import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.resources.Resources;

/** Tells the chat model when to use {@code ralph}: only when the person explicitly asks for it. */
final class RalphGuidanceSection implements PromptSection {
    private final String text = Resources.text("prompts/ralph-guidance.md").strip();

    @Override
    public String id() {
        return "ralph-guidance";
    }

    @Override
    public String render(SessionKind kind) {
        return kind == SessionKind.CHAT ? text : "";
    }
}
