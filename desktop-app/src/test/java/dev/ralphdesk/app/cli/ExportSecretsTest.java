package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.settings.KeyFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16 item 4: secrets planted in the person's message, a settings-looking file the agent writes
 * and reads back, a tool's output, the model's answer, the environment and the stored key appear in
 * neither export format — while the rest of the session does.
 */
class ExportSecretsTest {
    private static final String STORED_KEY = "stored-key-planted-9876";
    private static final String ENV_VALUE = "opaque-planted-value-42";
    private static final List<String> PLANTED = List.of(
            "sk-proj-PLANTEDabcdefghijklmnop1234",
            STORED_KEY,
            ENV_VALUE,
            "plantedSettingsValue1",
            "hunter2-planted-pw",
            "ghp_PLANTED0123456789abcdefghijABCDEFGH",
            "AKIAIOSFODNN7PLANTED",
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYPLANTEDKEY",
            "eyJhbGciOiPLANTED.payload.signature");
    @TempDir
    Path dir;

    @Test
    void plantedSecretsAppearInNoExport() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        new KeyFile(dir.resolve("config/ralph-desk/key")).write(ApiKey.of(STORED_KEY));
        Path scenario = dir.resolve("leaky.json");
        Files.writeString(scenario, """
                {"sequence": [
                  {"toolCalls": [{"name": "write_file", "arguments": {"path": "settings.json",
                      "content": "{\\"apiKey\\": \\"plantedSettingsValue1\\", \\"password\\": \\"hunter2-planted-pw\\"}"}}]},
                  {"toolCalls": [{"name": "shell", "arguments": {"command":
                      "cat settings.json; echo; echo ghp_PLANTED0123456789abcdefghijABCDEFGH AKIAIOSFODNN7PLANTED; echo 'Authorization: Bearer eyJhbGciOiPLANTED.payload.signature'"}}]},
                  {"text": "Your aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYPLANTEDKEY is now in settings.json."}
                ]}
                """);
        CliRun cli = new CliRun(dir).with("MY_SERVICE_TOKEN", ENV_VALUE);
        assertEquals(0, cli.run("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "store", "sk-proj-PLANTEDabcdefghijklmnop1234", "and", STORED_KEY, "and", ENV_VALUE), cli.err());
        String session = cli.out().lines().filter(l -> l.startsWith("session ")).findFirst().orElseThrow()
                .split(" ")[1];
        assertTrue(Files.readString(workspace.resolve("settings.json")).contains("plantedSettingsValue1"),
                "the secrets are really in the session");
        assertEquals(0, cli.run("sessions", "export", session, "--format", "md"), cli.err());
        String md = cli.out();
        assertEquals(0, cli.run("sessions", "export", session, "--format", "json"), cli.err());
        String json = cli.out();
        Json.mapper().readTree(json); // still valid JSON
        for (String export : List.of(md, json)) {
            for (String secret : PLANTED) {
                assertFalse(export.contains(secret), secret + " leaked into\n" + export);
            }
            assertTrue(export.contains("[redacted]"), export);
            assertTrue(export.contains("is now in settings.json."), export);
            assertTrue(export.contains("Authorization: Bearer [redacted]"), export);
        }
    }
}
