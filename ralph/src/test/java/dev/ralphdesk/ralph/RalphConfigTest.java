package dev.ralphdesk.ralph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.ralph.run.RunBudgets;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RalphConfigTest {

    @Test
    void defaultsAreTheDocumentedOnes() {
        assertEquals(new RalphConfig(256, 16384, 16384, "spawn", true, Set.of("shell"), Duration.ofMinutes(5), 2, 2,
                RunBudgets.NONE), RalphConfig.defaults());
    }

    @Test
    void keysOverrideDefaults() {
        RalphConfig config = RalphConfig.from(new PluginConfig(Map.of("ralph.maxRounds", "10",
                "ralph.maxHandoffChars", "2000", "ralph.subagentProvider", "custom", "ralph.requireVerifier", "false",
                "ralph.maxTokens", "5000", "ralph.maxCostUsd", "1.5", "ralph.maxWallSeconds", "60")));
        assertEquals(10, config.maxRounds());
        assertEquals(2000, config.maxHandoffChars());
        assertEquals("custom", config.subagentProvider());
        assertEquals(false, config.requireVerifier());
        assertEquals(new RunBudgets(5000L, 1.5, 60_000L), config.budgets());
    }

    @Test
    void invalidValuesFailLoudlyNamingTheKey() {
        for (Map.Entry<String, String> bad : Map.of("ralph.maxRounds", "0", "ralph.maxHandoffChars", "-1",
                "ralph.maxResultChars", "many", "ralph.requireVerifier", "maybe", "ralph.maxTokens", "lots").entrySet()) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> RalphConfig.from(new PluginConfig(Map.of(bad.getKey(), bad.getValue()))));
            assertTrue(e.getMessage().contains(bad.getKey()), e.getMessage());
        }
    }

    @Test
    void aResultBoundTooSmallForTheEnvelopeIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RalphConfig.from(
                new PluginConfig(Map.of("ralph.maxResultChars", "1000"))));
        assertTrue(e.getMessage().contains("ralph.maxResultChars"), e.getMessage());
        assertEquals(16384, RalphConfig.from(new PluginConfig(Map.of("ralph.maxHandoffChars", "2000")))
                .maxResultChars(), "the result bound is 16384 unless configured");
    }
}
