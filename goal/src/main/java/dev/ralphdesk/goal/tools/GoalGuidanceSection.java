package dev.ralphdesk.goal.tools;

import dev.ralphdesk.core.plugin.PromptSection;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.goal.prompt.RoundPrompts;

/** The system-prompt section that tells the model when a goal fits and how goal rounds verify. */
public final class GoalGuidanceSection implements PromptSection {
    private final String text;

    public GoalGuidanceSection(int blockedAfterRounds) {
        this.text = RoundPrompts.guidance(blockedAfterRounds);
    }

    @Override
    public String id() {
        return "goal";
    }

    @Override
    public String render(SessionKind kind) {
        return kind == SessionKind.CHAT ? text : "";
    }
}
