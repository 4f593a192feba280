package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.WireServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a new chat whose model call fails loads, started on the laid-out runtime with a new chat's options
 * (the lean archive, which holds no JSON mapper) — a bad key, a rate limit, no network are common. Its
 * retry notices and the turn's end as failed are written field by field, as its answers' records are.
 */
class FailingChatClassesIT {
    private static final String TOO_MANY = "{\"error\":{\"message\":\"Rate limit reached\",\"type\":\"requests\","
            + "\"code\":\"rate_limit_exceeded\"}}";

    @TempDir
    Path dir;

    /**
     * A new chat whose model answers 429 to each of its three attempts (two retries, each logged as a
     * notice, then the turn's end as failed) makes no JSON mapper, nor introspects a record for a
     * serializer: the lean archive it maps holds none of their classes, and writing its first notice
     * through the mapper read ~275 of them from the jars (~120 ms of CPU).
     */
    @Test
    void aNewChatWhoseModelCallFailsMakesNoJsonMapper() throws Exception {
        assertEquals(List.of(), classesLoadedByAFailingChat().stream()
                .filter(l -> l.contains(" com.fasterxml.jackson.databind.ObjectMapper ")
                        || l.contains(" com.fasterxml.jackson.databind.ser.BeanSerializer")
                        || l.contains(" com.fasterxml.jackson.databind.introspect.")).toList(),
                "the JSON mapper's classes");
    }

    /** The class-loading log of a new chat against a local model that answers 429 three times. */
    private List<String> classesLoadedByAFailingChat() throws Exception {
        Path loaded = dir.resolve("loaded.txt");
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        LauncherRun run;
        try (WireServer model = new WireServer()) {
            for (int attempt = 0; attempt < 3; attempt++) {
                // the server's short wait keeps the retries quick
                model.enqueue(Reply.json(429, TOO_MANY).header("retry-after-ms", "1"));
            }
            List<String> command = new ArrayList<>(List.of(AppLayout.java(), "-Xlog:class+load:file=" + loaded));
            command.addAll(AppLayout.leanOptions());
            HeadlessArchive.archive(AppLayout.options(false)).ifPresent(archive -> command.add("-D"
                    + ClassDataArchive.LEFT_OUT + "=" + archive));
            command.addAll(List.of(AppLayout.MAIN, "chat", "--workspace", workspace.toString(), "--provider",
                    "openai", "--base-url", model.base() + "/v1", "--model", "mock", "--approve", "auto", "hi"));
            run = LauncherRun.of(dir, Map.of("HOME", dir.toString(), "OPENAI_API_KEY", "sk-layout"), command);
        }
        // the turn ends usage-limited after its two retries
        assertEquals(4, run.exitCode(), run.toString());
        assertTrue(run.out().contains("Retrying the model call (attempt 2)"), run.toString());
        return Files.readAllLines(loaded);
    }
}
