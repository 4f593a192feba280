package dev.ralphdesk.core.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Reads prices from JSON ({@code {"model": {"input": 0.25, "cachedInput": 0.025, "output": 2.0}}}),
 * refusing anything else with a message that names the field ({@code prices.gpt-5-mini.output}).
 */
public final class PriceJson {
    private static final Set<String> FIELDS = Set.of("input", "cachedInput", "output");

    private PriceJson() {
    }

    /**
     * @param where the name of {@code node} in messages, e.g. {@code prices}
     * @throws IllegalArgumentException naming the field that is wrong
     */
    public static Map<String, PriceTable.Price> prices(JsonNode node, String where) {
        Map<String, PriceTable.Price> prices = new LinkedHashMap<>();
        if (node == null || node.isNull() || node.isMissingNode()) {
            return prices;
        }
        if (!node.isObject()) {
            throw new IllegalArgumentException(where + " must be an object of model names, e.g. {\"gpt-5-mini\": "
                    + "{\"input\": 0.25, \"cachedInput\": 0.025, \"output\": 2.0}}");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            String name = entry.getKey();
            if (name.isBlank()) {
                throw new IllegalArgumentException(where + " names a model with an empty name");
            }
            prices.put(name, price(entry.getValue(), where + "." + name));
        }
        return prices;
    }

    private static PriceTable.Price price(JsonNode node, String where) {
        if (!node.isObject()) {
            throw new IllegalArgumentException(where + " must be an object with input, cachedInput and output "
                    + "(US dollars per million tokens)");
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!FIELDS.contains(name)) {
                throw new IllegalArgumentException(where + "." + name + " is not a price field; use input, cachedInput "
                        + "and output");
            }
        }
        double input = amount(node.get("input"), where + ".input");
        double output = amount(node.get("output"), where + ".output");
        double cached = node.has("cachedInput") ? amount(node.get("cachedInput"), where + ".cachedInput") : input;
        return new PriceTable.Price(input, cached, output);
    }

    private static double amount(JsonNode value, String where) {
        if (value == null) {
            throw new IllegalArgumentException(where + " is missing (US dollars per million tokens)");
        }
        if (!value.isNumber() || !Double.isFinite(value.asDouble()) || value.asDouble() < 0) {
            throw new IllegalArgumentException(where + " must be a number of US dollars per million tokens, 0 or more, "
                    + "not " + value);
        }
        return value.asDouble();
    }

    static void requirePrice(double amount, String field) {
        if (!Double.isFinite(amount) || amount < 0) {
            throw new IllegalArgumentException(field + " must be a number of US dollars per million tokens, 0 or more, "
                    + "not " + amount);
        }
    }
}
