package dev.ralphdesk.core.plugin;

import dev.ralphdesk.core.session.SessionKind;

/** A piece of the system prompt a plugin contributes. An empty render leaves it out. */
public interface PromptSection {

    String id();

    /** The text for a session of this kind. */
    String render(SessionKind kind);

    /**
     * The text for one turn of an agent in its workspace; by default the kind's text. A section that
     * reads the workspace (the project instructions) renders here.
     */
    default String render(PromptScope scope) {
        return render(scope.kind());
    }
}
