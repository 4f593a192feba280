package dev.ralphdesk.app.launch;

import dev.ralphdesk.app.cli.Cli;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The training run of the headless class-data archives ({@link HeadlessArchive}): the commands people
 * and scripts run most, through the real command line in a scratch home — the version, the help, a
 * chat turn that calls every workspace tool against a local OpenAI-compatible model
 * ({@link TrainingModel}), the session list, the transcript, and a second turn in the same session.
 * Everything it loads goes into the full archive; what the commands that make no JSON mapper load —
 * those run first, up to {@link LeanEnd} — into the lean one too. Prints each command with what it
 * printed, and exits non-zero when one of them failed.
 */
public final class HeadlessTraining {
    private HeadlessTraining() {
    }

    public static void main(String[] args) throws IOException, URISyntaxException {
        Path scratch = Files.createTempDirectory("ralph-desk-training");
        int status;
        try (TrainingModel model = TrainingModel.start()) {
            status = train(scratch, model);
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
            status = 1;
        } finally {
            delete(scratch);
        }
        System.exit(status);
    }

    private static int train(Path scratch, TrainingModel model) throws IOException, URISyntaxException {
        // a scratch home: its own data, config, state and cache folders; PATH finds bash and bubblewrap
        Map<String, String> env = Map.of("HOME", scratch.toString(), "PATH", System.getenv().getOrDefault("PATH",
                "/usr/bin:/bin"), "OPENAI_API_KEY", "sk-training");
        Path workspace = Files.createDirectories(scratch.resolve("workspace"));
        // the model named (no price: a usage without a cost), or left to the provider's default (a price)
        List<String> provider = List.of("--provider", "openai", "--base-url", model.baseUrl(), "--model",
                "training", "--approve", "auto");
        List<String> endpoint = List.of("--provider", "openai", "--base-url", model.baseUrl(), "--approve", "auto");
        String first = run(env, "--version") + run(env, "--help") + run(env, concat(List.of("chat", "--workspace",
                workspace.toString()), provider, "call each tool once"));
        String session = first.lines().filter(line -> line.startsWith("session ")).findFirst()
                .map(line -> line.split(" ")[1]).orElse(null);
        if (session == null) {
            System.out.println("the training chat printed no session:\n" + first);
            return 1;
        }
        // a person's settings file, bound field by field (SettingsJson) as each command from here on starts:
        // before the mark, for the lean archive's commands read it too (those above start without one)
        Path config = Files.createDirectories(scratch.resolve(".config").resolve("ralph-desk"));
        Files.writeString(config.resolve("settings.json"), "{\"approvalMode\": \"auto\"}\n");
        run(env, "sessions", "list");
        // a new chat that ends as the launcher's do (the store left for the process's end to release: in a
        // data folder of its own, which no later command opens), as every new chat's process ends; with the
        // provider's default model, whose bundled price its usage is printed with (a cost rounded: UsageText)
        run(env, true, concat(List.of("chat", "--data-dir", scratch.resolve("ended").toString(), "--workspace",
                workspace.toString()), endpoint, "once more, ending"));
        // what a launched command's JVM does after its command (the launcher names it an archive):
        // judges whether that archive is to be made — here only judged, none is started
        CommandArchive.maker(scratch.resolve("archive.jsa"));
        // the lean archive's classes end here: the commands above make no JSON mapper, those below do
        LeanEnd.mark();
        run(env, "sessions", "show", session);
        // the last command ends as the launcher's do too, the process ending with it (Cli's exit path)
        run(env, true, concat(List.of("chat", "--session", session), provider, "and once more"));
        return 0;
    }

    /**
     * The end of the lean archive's part of the training ({@link HeadlessArchive#LEAN_END}): its class is
     * loaded there, which lists it in the training's class list right after the last class of that part.
     */
    static final class LeanEnd {
        private LeanEnd() {
        }

        static void mark() {
            // loading the class is the mark
        }
    }

    private static String run(Map<String, String> env, String... words) {
        return run(env, false, words);
    }

    /**
     * Runs one command line in this JVM; returns what it printed, and fails on a non-zero exit code.
     * {@code last}: no other command runs in this JVM after it ({@link Cli}'s {@code processEnds}).
     */
    private static String run(Map<String, String> env, boolean last, String... words) {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);
        int exit = new Cli(out, out, env, last).run(List.of(words));
        CommandArchive.makeIfMissing(); // as the launcher does after each command (here: nothing to make)
        String text = printed.toString(StandardCharsets.UTF_8);
        System.out.println("ralph-desk " + String.join(" ", words) + ": exit code " + exit + "\n" + text.indent(4));
        if (exit != 0) {
            throw new IllegalStateException("the training command failed (exit code " + exit + "):\n" + text);
        }
        return text;
    }

    private static String[] concat(List<String> command, List<String> options, String message) {
        return Stream.of(command, options, List.of(message)).flatMap(List::stream).toArray(String[]::new);
    }

    private static void delete(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }
}
