package dev.ralphdesk.app.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.app.DemoModel;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.http.HttpRuntime;
import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.WireServer;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.plugin.TurnResult;
import dev.ralphdesk.core.settings.ConfigLocation;
import dev.ralphdesk.core.settings.ProviderChoice;
import dev.ralphdesk.core.settings.ProviderFactory;
import dev.ralphdesk.core.settings.ProviderOverrides;
import dev.ralphdesk.persistence.location.DataFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The log file of a real turn against a local server speaking OpenAI's wire format: the model and
 * where it is, the store and the session, a retry with its classified reason, the outcome with its
 * error code — and never the key, though the server echoes it.
 */
class ActivityLogTest {
    private static final String KEY = "sk-activity-planted-5e6f7a";
    @TempDir
    Path dir;

    @RegisterExtension
    final Installed installed = new Installed();

    @Test
    void aRejectedKeyAfterARetryIsLoggedWithItsCodesAndWithoutTheKey() throws Exception {
        Map<String, String> env = Map.of("OPENAI_API_KEY", KEY, "HOME", dir.resolve("home").toString(),
                "XDG_STATE_HOME", dir.resolve("state").toString());
        LogFile.install(env, "test");
        TurnResult result;
        String session;
        try (WireServer server = new WireServer()) {
            server.enqueue(Reply.json(503, "{\"error\":{\"message\":\"overloaded\"}}"));
            server.enqueue(Reply.json(401, "{\"error\":{\"message\":\"Incorrect API key provided: " + KEY
                    + "\",\"type\":\"invalid_request_error\",\"code\":\"invalid_api_key\"}}"));
            ProviderChoice choice = new ProviderFactory(ConfigLocation.resolve(env, dir.resolve("home")), env,
                    HttpRuntime.system(), DemoModel.deferred()).create(new ProviderOverrides("openai", "gpt-test",
                    server.base() + "/v1"));
            try (AppServices app = Composition.compose(choice.provider(),
                    Composition.sqlite(new DataFolder(dir.resolve("data"), "test")), HarnessOptions.defaults(),
                    new EventBus())) {
                var agent = app.harness().createChat("log me", Files.createDirectories(dir.resolve("ws")));
                session = agent.sessionId().value();
                result = agent.submit(TurnInput.human("hello")).get(30, TimeUnit.SECONDS);
            }
        }
        assertEquals("error:auth", result.outcome().label());

        String log = Files.readString(dir.resolve("state/ralph-desk/ralph-desk.log"));
        assertTrue(log.contains("Composition: model: openai-compatible gpt-test at http://127.0.0.1:"), log);
        assertTrue(log.contains("SqliteSessionStore: opened " + dir.resolve("data/ralph-desk.db")
                + " (data folder from test)"), log);
        assertTrue(log.contains("Harness: session " + session + " opened (chat, last seq 1, workspace "), log);
        assertTrue(log.contains("ActivityLog: session " + session + ": turn " + result.turnId() + " started (human)"),
                log);
        assertTrue(log.contains("ActivityLog: session " + session + ": retry: Retrying the model call (attempt 1)"),
                log);
        assertTrue(log.contains("ActivityLog: session " + session + ": turn " + result.turnId()
                + " finished error:auth, steps 1: "), log);
        assertTrue(log.contains("SqliteSessionStore: closed " + dir.resolve("data/ralph-desk.db")), log);
        assertFalse(log.contains(KEY), log);
    }
}
