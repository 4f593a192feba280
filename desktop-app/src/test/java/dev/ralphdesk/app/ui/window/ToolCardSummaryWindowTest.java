package dev.ralphdesk.app.ui.window;

import static dev.ralphdesk.app.ui.window.AppWindowFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.testing.Scripts;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The cards of the workspace's file tools, in the real window over the real tools: folded, they say
 * what the call did ({@code write_file greet.sh · 2 lines}), not its JSON; the same once the session
 * is reopened from its log; opened, they show the arguments whole.
 */
class ToolCardSummaryWindowTest extends AppWindowTest {
    private static final String CONTENT = "#!/usr/bin/env bash\necho \"Hello, $1\"\n";

    @Test
    void fileToolCardsSayWhatTheyDidLiveAndReopenedWithTheArgumentsWholeWhenOpened(FxRobot robot) throws Exception {
        AppWindowFixture f = open(robot, Map.of(), List.of(Scripts.write("greet.sh", CONTENT),
                Scripts.call("list_files", "path", "."), Scripts.text("Done.")), ScriptedResponse.text("ok"));
        SessionId id = f.newSession(robot);
        send(robot, "write the greeting");
        waitUntil(() -> done() && titles(robot).size() == 2);
        assertEquals("#!/usr/bin/env bash\necho \"Hello, $1\"\n", Files.readString(f.workspace.resolve("greet.sh")));
        List<String> live = List.of("list_files . · ok", "write_file greet.sh · 2 lines · ok");
        assertEquals(live, titles(robot));

        robot.clickOn("#session-close");
        waitUntil(() -> fixture.workbench.current().get() == null);
        robot.interact(() -> fixture.workbench.open(id));
        waitUntil(() -> id.equals(fixture.workbench.current().get()) && done() && titles(robot).size() == 2);
        assertEquals(live, titles(robot), "the same cards from the log");

        robot.clickOn("write_file greet.sh · 2 lines · ok");
        waitUntil(() -> robot.lookup(".tool-card .tool-output").queryAllAs(Label.class).stream()
                .anyMatch(label -> label.isVisible() && label.getText().contains("\"content\":\"#!/usr/bin/env bash")));
        assertTrue(robot.lookup(".tool-card").queryAllAs(TitledPane.class).stream()
                .anyMatch(card -> card.isExpanded() && card.getText().startsWith("write_file greet.sh")));
    }

    private boolean done() {
        return fixture.workbench.transcript().rows().stream().anyMatch(row -> row instanceof TranscriptRow.AssistantRow a
                && a.complete() && a.text().equals("Done."));
    }

    /** The folded lines of the cards shown, sorted (the cells are reused in no particular order). */
    private static List<String> titles(FxRobot robot) {
        return robot.lookup(".tool-card").queryAllAs(TitledPane.class).stream().map(TitledPane::getText).sorted()
                .toList();
    }
}
