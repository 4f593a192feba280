package dev.ralphdesk.core.testing;

import dev.ralphdesk.core.cli.CliConventions;
import dev.ralphdesk.core.cli.MethodSubcommands;
import dev.ralphdesk.core.harness.CliServices;
import dev.ralphdesk.core.harness.Harness;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine;

/**
 * Runs a plugin's picocli command the way the product does: under a root like the product's
 * ({@code ralph-desk}), with its conventions, capturing what it prints.
 */
public final class CliRun {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
    private final PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);

    /** Where a command under test prints; give it to the command when making it. */
    public PrintStream outStream() {
        return outStream;
    }

    public PrintStream errStream() {
        return errStream;
    }

    /** Services for a command under test: these streams and {@code harness}, whose model is always usable. */
    public CliServices services(Harness harness) {
        return new CliServices() {
            @Override
            public PrintStream out() {
                return outStream;
            }

            @Override
            public PrintStream err() {
                return errStream;
            }

            @Override
            public Harness harness() {
                return harness;
            }

            @Override
            public void requireModel() {
                // the test harness's scripted model is always there
            }
        };
    }

    /**
     * Runs {@code ralph-desk NAME words…}, NAME being the command's name, after forgetting earlier
     * output; returns the exit code.
     */
    public int run(Object command, String... words) {
        out.reset();
        err.reset();
        CommandLine root = new CommandLine(new Root());
        root.addSubcommand(MethodSubcommands.of(command, names -> name -> true)); // all, as the product's help
        List<String> all = new ArrayList<>(List.of(root.getSubcommands().keySet().iterator().next()));
        all.addAll(List.of(words));
        return CliConventions.apply(root, outStream, errStream).execute(all.toArray(String[]::new));
    }

    @Command(name = "ralph-desk", mixinStandardHelpOptions = true, scope = ScopeType.INHERIT)
    private static final class Root implements Runnable {
        @Override
        public void run() {
            throw new IllegalStateException("the test root runs no command");
        }
    }

    public String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    public String err() {
        return err.toString(StandardCharsets.UTF_8);
    }
}
