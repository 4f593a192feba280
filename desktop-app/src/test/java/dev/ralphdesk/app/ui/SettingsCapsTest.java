package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.goal.domain.GoalDraft;
import dev.ralphdesk.goal.service.GoalResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The caps in settings.json reach the window's goal and Ralph services, as they reach the command line's. */
class SettingsCapsTest {
    @TempDir
    Path dir;

    @Test
    void theWindowsNewGoalsAndRalphRunsTakeTheirCapsFromTheSettings() throws Exception {
        Path config = Files.createDirectories(dir.resolve("home/.config/ralph-desk"));
        Files.writeString(config.resolve("settings.json"),
                "{\"approvalMode\": \"auto\", \"caps\": {\"maxGoalRounds\": 3, \"maxRalphRounds\": 300}}");
        UiBoot boot = UiBoot.start(Map.of("HOME", dir.resolve("home").toString()));
        try {
            SessionId session = boot.demoSession().orElseThrow();
            boot.services().harness().open(session);
            GoalResult created = boot.services().goal().create(session, GoalDraft.of("tidy the notes"));
            assertEquals(3, ((GoalResult.Ok) created).view().goal().maxGoalRounds());
            assertEquals(300, boot.services().ralph().config().maxRounds());
            assertEquals(300, boot.services().harness().workflows().maxTotalAgents(),
                    "room in the workflow engine for a run of that many rounds");
        } finally {
            boot.services().close();
        }
    }
}
