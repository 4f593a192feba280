package dev.ralphdesk.core.model;

import java.util.Map;
import java.util.Optional;

/** USD per million tokens (input, output) by model name; unknown models have no cost. */
public record PriceTable(Map<String, Price> prices) {
    public PriceTable {
        prices = Map.copyOf(prices);
    }

    public record Price(double inputPerMillion, double outputPerMillion) {
    }

    public static PriceTable empty() {
        return new PriceTable(Map.of());
    }

    public Optional<Double> cost(String model, Usage usage) {
        Price price = prices.get(model);
        if (price == null) {
            return Optional.empty();
        }
        return Optional.of((usage.inputTokens() * price.inputPerMillion()
                + usage.outputTokens() * price.outputPerMillion()) / 1_000_000.0);
    }
}
