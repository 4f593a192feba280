package dev.ralphdesk.app.ui.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.mcp.config.McpServerConfig;
import dev.ralphdesk.app.mcp.server.ServerState;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class McpServersViewModelTest {
    private static final Texts EN = Texts.of("en");
    private static final Texts ZH = Texts.of("zh");

    @Test
    void eachServerIsListedWithItsWorkspaceAndStateAndOnesNotYetNeededAsConfigured() {
        Path ws = Path.of("/work/ws");
        List<McpServerRow> rows = McpServersViewModel.rowsOf(Map.of(ws, List.of(
                new ServerState("files", McpServerConfig.Origin.SETTINGS, ServerState.Phase.READY, 3, ""),
                new ServerState("tracker", McpServerConfig.Origin.WORKSPACE, ServerState.Phase.FAILED, 0,
                        "cannot start `nope`"))),
                List.of(new McpServerConfig("files", "npx", List.of(), Map.of(), null, McpServerConfig.Origin.SETTINGS,
                        null), new McpServerConfig("later", "npx", List.of(), Map.of(), null,
                        McpServerConfig.Origin.SETTINGS, null)));

        assertEquals(List.of("files (settings.json) in /work/ws: ready, 3 tools",
                "tracker (.ralph-desk/mcp.json) in /work/ws: failed: cannot start `nope`",
                "later (settings.json): starts with the first turn in a workspace"),
                rows.stream().map(row -> EN.format(row.text())).toList());
        assertEquals("files（settings.json）于 /work/ws：就绪，3 个工具", ZH.format(rows.get(0).text()));
        assertTrue(rows.get(1).restartable());
        assertFalse(rows.get(2).restartable(), "not started anywhere yet: nothing to restart");
    }
}
