package dev.ralphdesk.core.model;

import java.util.Objects;
import java.util.Optional;

/**
 * The price of the model a harness talks to, for whoever must know before spending: a cost budget is
 * only kept when the model has a price, so goals and Ralph runs refuse one for a model without.
 */
public final class ModelPricing {
    private final ModelProvider provider;
    private final PriceTable prices;

    public ModelPricing(ModelProvider provider, PriceTable prices) {
        this.provider = Objects.requireNonNull(provider, "provider");
        this.prices = Objects.requireNonNull(prices, "prices");
    }

    /** The model's price; empty when none is known. */
    public Optional<PriceTable.Price> price() {
        return prices.price(provider.model());
    }

    /** Why a cost budget cannot be kept (the model has no price), or empty when it can. */
    public Optional<String> costBudgetProblem() {
        if (price().isPresent()) {
            return Optional.empty();
        }
        String model = provider.model();
        return Optional.of("A cost budget needs the price of the model '" + model + "', and none is known: add it to "
                + "settings.json as \"prices\": {\"" + model + "\": {\"input\": …, \"cachedInput\": …, \"output\": …}} "
                + "(US dollars per million tokens), or set a token budget instead.");
    }
}
