package dev.ralphdesk.core.effect;

import dev.ralphdesk.core.approval.ApprovalPolicy;

/**
 * Something a tool call is about to do that the person may have to allow: a file write, a shell
 * command, access to a hard-linked file, or any other tool's effect (the kind future MCP calls
 * use). Tools describe the effect; the {@link ApprovalPolicy} decides, never the tool's name.
 */
public sealed interface Effect permits FileChange, ShellCommand, LinkedFile, ToolEffect {

    /** What the approval rules tell apart. */
    enum Kind {
        FILE_WRITE,
        SHELL,
        LINKED_READ,
        LINKED_WRITE,
        OTHER
    }

    Kind kind();

    /** The tool that asks. */
    String tool();

    /** What an "allow this command / this file" grant names: the command, the path, the call. */
    String subject();

    /** The protected place this effect touches ({@code .git/}, the data folder, …), or null. */
    String protectedTarget();

    /** What the person reads before deciding: the unified diff, the command, the call. */
    String details();
}
