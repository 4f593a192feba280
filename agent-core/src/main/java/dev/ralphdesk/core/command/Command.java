package dev.ralphdesk.core.command;

/** A human command such as {@code /goal}. Its output goes to the person only, never to the model. */
public interface Command {

    /** The name without the slash, lower-case, e.g. {@code goal}. */
    String name();

    /** One line for {@code /help}. */
    String summary();

    /** Usage, e.g. {@code /goal [objective | edit <objective> | pause | resume | clear]}. */
    String usage();

    CommandResult run(CommandInvocation invocation);
}
