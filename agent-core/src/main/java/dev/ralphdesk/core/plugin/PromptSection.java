package dev.ralphdesk.core.plugin;

import dev.ralphdesk.core.session.SessionKind;

/** A piece of the system prompt a plugin contributes. An empty render leaves it out. */
public interface PromptSection {

    String id();

    String render(SessionKind kind);
}
