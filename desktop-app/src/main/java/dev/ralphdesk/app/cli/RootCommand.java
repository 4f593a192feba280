package dev.ralphdesk.app.cli;

import dev.ralphdesk.core.cli.CommandGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ScopeType;

/** {@code ralph-desk}: the commands, with the global options and the help options every command inherits. */
@Command(name = "ralph-desk", mixinStandardHelpOptions = true, scope = ScopeType.INHERIT)
final class RootCommand extends CommandGroup {
    @Mixin
    GlobalOptions globals = new GlobalOptions();
}
