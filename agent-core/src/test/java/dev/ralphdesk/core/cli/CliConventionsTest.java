package dev.ralphdesk.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ScopeType;

/** A root made in code: its help options reach every command, as picocli's help mixin would bring them. */
class CliConventionsTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);

    @Test
    void theHelpOptionsOfARootMadeInCodeReachEveryCommandThatLacksThem() {
        CommandLine root = root();
        root.addSubcommand("run", CommandSpec.wrapWithoutInspection((Callable<Integer>) () -> 0));
        root.addSubcommand("help", new CommandLine.HelpCommand());
        CliConventions.apply(root, print, print);

        CommandSpec run = root.getSubcommands().get("run").getCommandSpec();
        assertEquals(List.of("-h", "-V"), run.options().stream().map(OptionSpec::shortestName).toList());
        assertEquals(0, root.execute("run", "--version"));
        assertEquals("ralph-desk 1.0", out.toString(StandardCharsets.UTF_8).strip());
        // picocli's own help command has a -h of its own: it gets neither, as with the mixin
        CommandSpec help = root.getSubcommands().get("help").getCommandSpec();
        assertEquals(1, help.options().stream().filter(OptionSpec::usageHelp).count());
        assertEquals(0, help.options().stream().filter(OptionSpec::versionHelp).count());
    }

    /**
     * A root's version provider is handed to every command, not asked as the conventions are applied (at
     * every start): the application's reads a bundled file, which only {@code --version} needs.
     */
    @Test
    void theRootsVersionProviderIsAskedOnlyForTheVersion() {
        AskedVersion version = new AskedVersion();
        CommandLine root = root();
        root.addSubcommand("run", CommandSpec.wrapWithoutInspection((Callable<Integer>) () -> 0));
        // set once every command is added, as the application does: picocli asks an inheriting root's
        // provider itself as it adds a command
        root.getCommandSpec().versionProvider(version);
        CliConventions.apply(root, print, print);
        assertEquals(0, version.asked, "asked for the version as the conventions were applied");

        assertEquals(0, root.execute("run"));
        assertEquals(0, version.asked, "asked for the version by a command that does not print it");
        assertEquals(0, root.execute("run", "--version"));
        assertEquals("ralph-desk 2.0", out.toString(StandardCharsets.UTF_8).strip());
        assertEquals(1, version.asked);
    }

    /** A version provider that counts the times it is asked. */
    private static final class AskedVersion implements CommandLine.IVersionProvider {
        private int asked;

        @Override
        public String[] getVersion() {
            asked++;
            return new String[] {"ralph-desk 2.0"};
        }
    }

    @Test
    void aRootWithoutHelpOptionsIsRefused() {
        CommandLine bare = new CommandLine(CommandSpec.create().name("ralph-desk").scopeType(ScopeType.INHERIT));
        assertThrows(IllegalArgumentException.class, () -> CliConventions.apply(bare, print, print));
    }

    private static CommandLine root() {
        CommandSpec spec = CommandSpec.create().name("ralph-desk").scopeType(ScopeType.INHERIT)
                .version("ralph-desk 1.0");
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true)
                .description("Show this help message and exit.").build());
        spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true)
                .description("Print version information and exit.").build());
        return new CommandLine(spec);
    }
}
