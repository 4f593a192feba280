package dev.ralphdesk.core.command;

/** {@code /help}: lists every command with its usage and summary. */
final class HelpCommand implements Command {
    private final CommandRegistry registry;

    HelpCommand(CommandRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String name() {
        return "help";
    }

    @Override
    public String summary() {
        return "List the commands.";
    }

    @Override
    public String usage() {
        return "/help";
    }

    @Override
    public CommandResult run(CommandInvocation invocation) {
        StringBuilder out = new StringBuilder("Commands:\n");
        for (Command command : registry.list()) {
            out.append("  ").append(command.usage()).append(" — ").append(command.summary()).append('\n');
        }
        return CommandResult.ok(out.toString().stripTrailing());
    }
}
