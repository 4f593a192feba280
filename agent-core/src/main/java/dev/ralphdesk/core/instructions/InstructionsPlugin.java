package dev.ralphdesk.core.instructions;

import dev.ralphdesk.core.harness.Plugin;
import dev.ralphdesk.core.harness.PluginContext;

/**
 * Project instructions: the workspace's {@code AGENTS.md} (or {@code CLAUDE.md}) files, and those of the
 * folders above it up to the git root, go into every agent's system prompt as a labelled section.
 */
public final class InstructionsPlugin implements Plugin {
    public static final String ID = "instructions";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public void install(PluginContext context) {
        context.addPromptSection(new ProjectInstructionsSection(new InstructionReader()));
    }
}
