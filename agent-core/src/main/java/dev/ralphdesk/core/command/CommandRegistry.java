package dev.ralphdesk.core.command;

import dev.ralphdesk.core.id.RandomIds;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.event.CommandDone;
import dev.ralphdesk.core.session.event.CommandRun;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Human commands: definition, discovery (for {@code /help} and completion) and dispatch. Each run
 * is recorded as {@code command/run} and {@code command/done}, which the model never sees.
 */
public final class CommandRegistry {
    /** Compiled once; {@code String.matches} compiled it anew for each command registered at start-up. */
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]*");

    private final Map<String, Command> commands = new TreeMap<>();
    private final SessionStore store;

    public CommandRegistry(SessionStore store) {
        this.store = store;
        register(new HelpCommand(this));
    }

    public synchronized void register(Command command) {
        if (!NAME.matcher(command.name()).matches()) {
            throw new IllegalArgumentException("command names are lower-case words: " + command.name());
        }
        if (commands.putIfAbsent(command.name(), command) != null) {
            throw new IllegalArgumentException("command registered twice: /" + command.name());
        }
    }

    public synchronized List<Command> list() {
        return List.copyOf(commands.values());
    }

    public synchronized Optional<Command> find(String name) {
        return Optional.ofNullable(commands.get(name));
    }

    /** Commands whose {@code /name} starts with the typed prefix, for completion. */
    public synchronized List<Command> complete(String prefix) {
        String typed = prefix.startsWith("/") ? prefix.substring(1) : prefix;
        return commands.values().stream().filter(c -> c.name().startsWith(typed)).toList();
    }

    /** Whether a line of input is a command (starts with one slash followed by a letter). */
    public static boolean isCommand(String line) {
        String s = line.stripLeading();
        return s.length() > 1 && s.charAt(0) == '/' && Character.isLetter(s.charAt(1));
    }

    /** Runs a command line such as {@code /goal fix the build} and records it. */
    public CommandResult dispatch(AgentHandle agent, String line) {
        String s = line.strip();
        if (!isCommand(s)) {
            throw new IllegalArgumentException("not a command: " + line);
        }
        int space = indexOfWhitespace(s);
        String name = (space < 0 ? s.substring(1) : s.substring(1, space)).toLowerCase(java.util.Locale.ROOT);
        String arguments = space < 0 ? "" : s.substring(space + 1);
        String invocationId = RandomIds.text();
        store.append(agent.sessionId(), new CommandRun(invocationId, name, arguments));
        CommandResult result;
        Optional<Command> command = find(name);
        if (command.isEmpty()) {
            result = CommandResult.error("Unknown command /" + name + ". Type /help for the list.");
        } else {
            try {
                result = command.get().run(new CommandInvocation(invocationId, arguments, agent));
            } catch (IllegalArgumentException | IllegalStateException e) {
                result = CommandResult.error(e.getMessage());
            }
        }
        store.append(agent.sessionId(), new CommandDone(invocationId, result.ok(), result.output()));
        return result;
    }

    private static int indexOfWhitespace(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isWhitespace(s.charAt(i))) {
                return i;
            }
        }
        return -1;
    }
}
