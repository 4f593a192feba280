package dev.ralphdesk.core.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.resources.Resources;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What models cost, in US dollars per million tokens, by model name: input, cached input (read from
 * the provider's prompt cache) and output. A model the table does not know has no cost — unknown, never
 * zero — unless the table is for a local server ({@link #forLocalModels()}), where every model is free.
 */
public record PriceTable(Map<String, Price> prices, boolean localModels) {
    /** The bundled, dated table ({@code resources/prices/prices.json}). */
    public static final String BUNDLED = "prices/prices.json";

    public PriceTable {
        prices = Map.copyOf(prices);
    }

    public PriceTable(Map<String, Price> prices) {
        this(prices, false);
    }

    /** One model's prices per million tokens; cached input defaults to the input price. */
    public record Price(double input, double cachedInput, double output) {
        public Price {
            PriceJson.requirePrice(input, "input");
            PriceJson.requirePrice(cachedInput, "cachedInput");
            PriceJson.requirePrice(output, "output");
        }

        /** A price without a cheaper rate for cached input. */
        public Price(double input, double output) {
            this(input, input, output);
        }

        public static final Price FREE = new Price(0, 0, 0);

        /** The cost of one model call: cached input tokens at their own rate, the rest at the input rate. */
        public double cost(Usage usage) {
            long cached = Math.min(usage.cachedTokens(), usage.inputTokens());
            return ((usage.inputTokens() - cached) * input + cached * cachedInput + usage.outputTokens() * output)
                    / 1_000_000.0;
        }
    }

    public static PriceTable empty() {
        return new PriceTable(Map.of());
    }

    /** The bundled table of common models (see {@link #BUNDLED} for its date and sources). */
    public static PriceTable bundled() {
        try {
            return new PriceTable(PriceJson.prices(Json.parse(Resources.text(BUNDLED)).path("models"),
                    "models"));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the bundled price table is not valid JSON", e);
        }
    }

    /** This table with {@code overrides} replacing or adding models. */
    public PriceTable withOverrides(Map<String, Price> overrides) {
        Map<String, Price> merged = new HashMap<>(prices);
        merged.putAll(overrides);
        return new PriceTable(merged, localModels);
    }

    /** This table for a model server on this machine (Ollama): a model it does not list costs nothing. */
    public PriceTable forLocalModels() {
        return new PriceTable(prices, true);
    }

    /** The price of {@code model}; empty when it is unknown. */
    public Optional<Price> price(String model) {
        Price price = prices.get(model);
        if (price == null && localModels) {
            return Optional.of(Price.FREE);
        }
        return Optional.ofNullable(price);
    }

    /** The cost of one call to {@code model}; empty when its price is unknown. */
    public Optional<Double> cost(String model, Usage usage) {
        return price(model).map(price -> price.cost(usage));
    }
}
