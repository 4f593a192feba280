package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.WireServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands the {@code launch} script gives the lean archive ({@link HeadlessArchive#lean}) — the version,
 * the help, the session list and a new chat — started on the laid-out runtime with that archive required
 * ({@code -Xshare:on}) and a person's {@code settings.json} in their home, the chat's model one with a bundled
 * price: every class of the jars and of the JDK comes from the archive, only the main class is read from its
 * jar (and the JDK's {@link #JFR_EVENTS} from its image). The lean archive is the training's classes up to its
 * mark ({@link HeadlessTraining}); a step of these commands moved after the mark, or one they take only with a
 * settings file or a priced model, would leave its classes to be read, parsed and verified at every start, and
 * no other test would fail. {@link ChatTurnClassesIT} checks a new chat's turn without a settings file.
 */
class LeanCommandsClassesIT {
    private static final String SHARED = " source: shared objects file";
    /**
     * The JDK's classes these commands load that no archive holds: JFR's event classes, which a dump skips
     * ("Skipping ...: JFR event class"), loaded from the runtime image where the JDK would record such an
     * event — a security provider's service looked up, a process started.
     */
    private static final Set<String> JFR_EVENTS = Set.of("jdk.internal.event.Event",
            "jdk.internal.event.SecurityProviderServiceEvent", "jdk.internal.event.ProcessStartEvent");

    @TempDir
    Path dir;

    @Test
    void theLeanCommandsTakeEveryClassOfTheJarsFromTheLeanArchive() throws Exception {
        // a settings file bound field by field, no MCP server in it (the script gives such a chat the lean archive):
        // the chat's provider; its model the provider's default, whose bundled price the turn's cost is written with
        Path config = Files.createDirectories(dir.resolve(".config").resolve("ralph-desk"));
        Files.writeString(config.resolve("settings.json"), "{\"provider\": \"openai\", \"approvalMode\": \"auto\"}\n");
        Path workspace = Files.createDirectories(dir.resolve("ws"));

        Map<String, List<String>> outside = new LinkedHashMap<>();
        outside.put("--version", fromOutside(loadedBy(null, "--version")));
        outside.put("--help", fromOutside(loadedBy(null, "--help")));
        try (WireServer model = new WireServer()) {
            model.enqueue(textWithUsage());
            outside.put("chat", fromOutside(loadedBy("$0.0", "chat", "--workspace", workspace.toString(),
                    "--base-url", model.base() + "/v1", "hi")));
        }
        // after the chat: a session to list
        outside.put("sessions list", fromOutside(loadedBy("hi", "sessions", "list")));
        assertEquals(Map.of("--version", List.of(), "--help", List.of(), "chat", List.of(), "sessions list",
                List.of()), outside, "classes read from the jars or the JDK's image instead of the lean archive");
    }

    /** A closing text and the tokens it took, as hosted models stream them (its cost is then printed). */
    private static Reply textWithUsage() {
        String chunk = "data: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"choices\":[{\"index\":0,";
        return Reply.sse(chunk + "\"delta\":{\"role\":\"assistant\",\"content\":\"Hello.\"},"
                + "\"finish_reason\":null}]}\n\n", chunk + "\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n",
                "data: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"choices\":[],\"usage\":"
                        + "{\"prompt_tokens\":100,\"completion_tokens\":10,\"total_tokens\":110}}\n\n",
                "data: [DONE]\n\n");
    }

    /**
     * Of a class-loading log, the classes read from the jars or the JDK's runtime image instead of the archive,
     * but the main class and {@link #JFR_EVENTS} (the classes made at run time — lambda forms, annotations'
     * proxies — come from no file).
     */
    private static List<String> fromOutside(List<String> log) {
        return log.stream().map(l -> l.substring(l.indexOf("] ") + 2))
                .filter(l -> l.contains(" source: file:") || l.contains(" source: jrt:"))
                .filter(l -> !l.startsWith(AppLayout.MAIN + " ") && !JFR_EVENTS.contains(l.split(" ")[0])).toList();
    }

    /**
     * The class-loading log of {@code words} run with a lean command's options as the launch script gives them
     * (the lean archive mapped, required; the full one named, which a command checks as it exits), which printed
     * {@code printed} (when not null) and exited with 0.
     */
    private List<String> loadedBy(String printed, String... words) throws Exception {
        Path loaded = dir.resolve("loaded-" + String.join("-", words).replaceAll("[^a-z-]", "") + ".txt");
        List<String> command = new ArrayList<>(List.of(AppLayout.java(), "-Xshare:on", "-Xlog:class+load:file="
                + loaded));
        command.addAll(AppLayout.leanOptions());
        HeadlessArchive.archive(AppLayout.options(false)).ifPresent(archive -> command.add("-D"
                + ClassDataArchive.LEFT_OUT + "=" + archive));
        command.add(AppLayout.MAIN);
        command.addAll(List.of(words));
        LauncherRun run = LauncherRun.of(dir, Map.of("HOME", dir.toString(), "OPENAI_API_KEY", "sk-layout"), command);
        assertEquals(0, run.exitCode(), List.of(words) + ": " + run);
        assertTrue(printed == null || run.out().contains(printed), List.of(words) + ": " + run);
        List<String> log = Files.readAllLines(loaded);
        assertTrue(log.stream().anyMatch(l -> l.contains(" picocli.CommandLine" + SHARED)), List.of(words)
                + " maps no archive with picocli's classes");
        return log;
    }
}
