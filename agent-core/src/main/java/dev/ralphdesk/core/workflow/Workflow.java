package dev.ralphdesk.core.workflow;

/** A fixed script that runs in the background and starts subagents (e.g. the Ralph round workflow). */
public interface Workflow {

    String name();
}
