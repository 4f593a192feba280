package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.cli.OpenAiScript;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.WireServer;
import dev.ralphdesk.core.session.SessionId;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The header's provider and model, in the real window over the real composition and the real
 * provider factory reading settings.json, against a local server speaking the OpenAI-compatible
 * wire format: a model picked in the header is the one the next request names, the header follows
 * a switch saved in Settings, and the offline banner goes once a provider is picked — no restart.
 */
@ExtendWith(ApplicationExtension.class)
class HeaderModelPickerTest {
    @TempDir
    Path dir;
    private WireServer server;
    private UiBoot boot;
    private Stage stage;
    private WorkbenchViewModel workbench;

    @BeforeEach
    void server() throws Exception {
        server = new WireServer();
    }

    /** Starts the window as the app does, over {@code settings} as settings.json (none when null). */
    private void start(FxRobot robot, String settings) throws Exception {
        Path config = Files.createDirectories(dir.resolve("home/.config/ralph-desk"));
        if (settings != null) {
            Files.writeString(config.resolve("settings.json"), settings);
        }
        boot = UiBoot.start(Map.of("HOME", dir.resolve("home").toString()));
        stage = WaitForAsyncUtils.asyncFx(() -> new Stage()).get();
        robot.interact(() -> workbench = DesktopApp.show(boot, stage));
    }

    private void startWithTheServer(FxRobot robot) throws Exception {
        start(robot, "{\"provider\": \"custom\", \"baseUrl\": \"" + server.base()
                + "/v1\", \"model\": \"first-model\", \"approvalMode\": \"auto\"}");
    }

    @AfterEach
    void close(FxRobot robot) throws Exception {
        if (boot == null) {
            server.close();
            return;
        }
        Path wal = boot.startup().inUse().path().resolve("ralph-desk.db-wal");
        robot.interact(stage::close);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> Files.notExists(wal));
        server.close();
    }

    @Test
    void aModelPickedInTheHeaderIsTheOneTheNextRequestNames(FxRobot robot) throws Exception {
        server.enqueue(Reply.json(200, "{\"object\":\"list\",\"data\":[{\"id\":\"first-model\",\"object\":\"model\"},"
                + "{\"id\":\"second-model\",\"object\":\"model\"}]}"), OpenAiScript.text("hello from the second"));
        startWithTheServer(robot);
        openSession(robot);
        assertEquals("openai-compatible · first-model", header(robot));

        robot.clickOn("#header-model");
        waitUntil(() -> robot.lookup("second-model").tryQuery().isPresent());
        robot.clickOn("second-model");
        waitUntil(() -> header(robot).equals("openai-compatible · second-model"));
        assertTrue(Files.readString(boot.config().settingsFile()).contains("\"second-model\""), "saved as Settings saves");

        robot.clickOn("#composer-input").write("hi").press(KeyCode.CONTROL, KeyCode.ENTER)
                .release(KeyCode.ENTER, KeyCode.CONTROL);
        waitUntil(() -> server.requests().size() == 2);
        List<String> asked = new ArrayList<>();
        for (WireServer.Recorded request : server.requests()) {
            asked.add(request.method() + " " + request.target() + (request.body().isEmpty() ? ""
                    : " " + Json.parse(request.body()).get("model").asText()));
        }
        assertEquals(List.of("GET /v1/models", "POST /v1/chat/completions second-model"), asked);
    }

    @Test
    void theHeaderFollowsAModelSavedInSettings(FxRobot robot) throws Exception {
        startWithTheServer(robot);
        openSession(robot);
        robot.clickOn("#header-settings");
        waitUntil(() -> "first-model".equals(((TextField) robot.lookup("#settings-model").query()).getText()));
        robot.doubleClickOn("#settings-model").eraseText(20).write("other-model");
        robot.clickOn("#settings-save");

        waitUntil(() -> header(robot).equals("openai-compatible · other-model"));
        assertEquals(List.of(), server.requests(), "nothing was asked of the endpoint");
    }

    @Test
    void switchingFromTheOfflineDemoToAProviderInTheHeaderTakesTheBannerAway(FxRobot robot) throws Exception {
        start(robot, null);
        assertTrue(robot.lookup("#offline-banner").query().isVisible(), "a first run uses the offline demo");

        robot.clickOn("#header-model");
        waitUntil(() -> robot.lookup("Ollama").tryQuery().isPresent());
        robot.clickOn("Ollama");

        waitUntil(() -> header(robot).equals("openai-compatible · qwen3"));
        assertFalse(robot.lookup("#offline-banner").query().isVisible(), "the banner no longer says offline");
        assertTrue(Files.readString(boot.config().settingsFile()).contains("\"ollama\""));
    }

    private void openSession(FxRobot robot) throws Exception {
        Path workspace = Files.createDirectories(dir.resolve("workspace"));
        List<SessionId> created = new ArrayList<>();
        robot.interact(() -> workbench.sessions().create(workspace, id -> {
            created.add(id);
            workbench.open(id);
        }));
        waitUntil(() -> !created.isEmpty() && created.get(0).equals(workbench.current().get()));
    }

    private static String header(FxRobot robot) {
        return ((Labeled) robot.lookup("#header-model").query()).getText();
    }

    private static void waitUntil(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition::getAsBoolean).get());
    }
}
