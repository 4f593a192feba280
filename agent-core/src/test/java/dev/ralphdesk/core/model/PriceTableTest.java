package dev.ralphdesk.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.resources.Resources;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PriceTableTest {

    @Test
    void cachedInputIsPricedAtItsOwnRate() {
        PriceTable.Price price = new PriceTable.Price(0.25, 0.025, 2.0);
        // 1M input of which 400k cached, 100k output: 600k × 0.25 + 400k × 0.025 + 100k × 2.0 per million
        assertEquals(0.15 + 0.01 + 0.2, price.cost(new Usage(1_000_000, 100_000, 400_000)), 1e-12);
        assertEquals(0.25 + 0.2, price.cost(new Usage(1_000_000, 100_000, 0)), 1e-12);
        assertEquals(0.025, price.cost(new Usage(1_000_000, 0, 2_000_000)), 1e-12,
                "more cached than input (a provider's rounding) never makes the uncached part negative");
    }

    @Test
    void theBundledTableIsDatedAndPricesEveryPresetsDefaultModel() throws Exception {
        JsonNode file = Json.parse(Resources.text(PriceTable.BUNDLED));
        assertTrue(file.path("checked").asText().matches("\\d{4}-\\d{2}-\\d{2}"), file.path("checked").toString());
        assertTrue(file.path("sources").size() >= 4, file.path("sources").toString());
        PriceTable bundled = PriceTable.bundled();
        for (String model : List.of("deepseek-chat", "gpt-5-mini", "openai/gpt-5-mini", "claude-sonnet-4-5")) {
            assertTrue(bundled.price(model).isPresent(), model);
        }
        assertEquals(Optional.of(new PriceTable.Price(0.28, 0.028, 0.42)), bundled.price("deepseek-chat"));
        assertEquals(Optional.of(new PriceTable.Price(3.0, 0.30, 15.0)), bundled.price("claude-sonnet-4-5"));
        assertEquals(Optional.of(PriceTable.Price.FREE), bundled.price("offline-demo"));
    }

    @Test
    void anUnknownModelHasNoCostNotAZeroOne() {
        PriceTable bundled = PriceTable.bundled();
        assertEquals(Optional.empty(), bundled.price("my-finetune"));
        assertEquals(Optional.empty(), bundled.cost("my-finetune", new Usage(10, 10, 0)));
    }

    @Test
    void aLocalServersModelsCostNothingUnlessPriced() {
        PriceTable local = PriceTable.bundled().withOverrides(Map.of("big-local", new PriceTable.Price(1, 2)))
                .forLocalModels();
        assertEquals(Optional.of(0.0), local.cost("qwen3", new Usage(1000, 1000, 0)));
        assertEquals(Optional.of(3.0), local.cost("big-local", new Usage(1_000_000, 1_000_000, 0)));
    }

    @Test
    void overridesReplaceAndAddModels() {
        PriceTable table = PriceTable.bundled().withOverrides(Map.of("deepseek-chat", new PriceTable.Price(1, 0.5, 2),
                "mine", new PriceTable.Price(3, 4)));
        assertEquals(Optional.of(new PriceTable.Price(1, 0.5, 2)), table.price("deepseek-chat"));
        assertEquals(Optional.of(new PriceTable.Price(3, 3, 4)), table.price("mine"), "cached input defaults to input");
        assertTrue(table.price("gpt-5-mini").isPresent());
    }

    @Test
    void badPricesAreRefusedNamingTheField() throws Exception {
        assertEquals("prices.m.output must be a number of US dollars per million tokens, 0 or more, not \"2\"",
                refusal("{\"m\": {\"input\": 1, \"output\": \"2\"}}"));
        assertEquals("prices.m.input must be a number of US dollars per million tokens, 0 or more, not -1",
                refusal("{\"m\": {\"input\": -1, \"output\": 2}}"));
        assertEquals("prices.m.output is missing (US dollars per million tokens)", refusal("{\"m\": {\"input\": 1}}"));
        assertEquals("prices.m.cached is not a price field; use input, cachedInput and output",
                refusal("{\"m\": {\"input\": 1, \"output\": 2, \"cached\": 0.1}}"));
        assertEquals("prices.m must be an object with input, cachedInput and output (US dollars per million tokens)",
                refusal("{\"m\": 3}"));
        assertTrue(refusal("[1]").startsWith("prices must be an object of model names"));
    }

    private static String refusal(String json) throws Exception {
        JsonNode node = Json.parse(json);
        return assertThrows(IllegalArgumentException.class, () -> PriceJson.prices(node, "prices")).getMessage();
    }
}
