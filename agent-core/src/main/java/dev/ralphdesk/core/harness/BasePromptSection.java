package dev.ralphdesk.core.harness;

import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.resources.Resources;

/** The base system prompt of chat sessions, from {@code resources/prompts/system.md}. */
final class BasePromptSection implements PromptSection {
    private final String text = Resources.text("prompts/system.md").strip();

    @Override
    public String id() {
        return "base";
    }

    @Override
    public String render(SessionKind kind) {
        return kind == SessionKind.CHAT ? text : "";
    }
}
