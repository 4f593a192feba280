package dev.ralphdesk.app.mcp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ToolNamesTest {

    @Test
    void namesAreNamespacedCleanedCappedAndUnique() {
        assertEquals("files__read_file", ToolNames.of("files", "read_file", Set.of()));
        assertEquals("my_server__get_issue_v2", ToolNames.of("my server", "get.issue/v2", Set.of()));
        String longName = ToolNames.of("s".repeat(40), "t".repeat(40), Set.of());
        assertEquals(ToolNames.MAX_LENGTH, longName.length());
        Set<String> taken = new HashSet<>(Set.of(longName.toLowerCase(Locale.ROOT)));
        String second = ToolNames.of("s".repeat(40), "t".repeat(41), taken);
        assertEquals(ToolNames.MAX_LENGTH, second.length());
        assertTrue(second.endsWith("_2"), second);
        assertEquals("a__b_2", ToolNames.of("a", "b", Set.of("a__b")));
    }
}
