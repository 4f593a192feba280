package dev.ralphdesk.core.model;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * Tokens and cost as the command line prints them: {@code 1,234 tokens · $0.0012}, or {@code · cost unknown}.
 * Written by hand, as {@code String.format(Locale.ROOT, "%,d")} and {@code "$%.4f"} write them: the
 * formatter's grouping and decimal point come from the root locale's {@code DecimalFormatSymbols}, whose first
 * use loads the JDK's locale data (its providers, CLDR's tags, a resource bundle: ~10 ms of the main thread
 * in a cold JVM), and a headless turn prints its usage first thing after its last answer, on its way to exit.
 */
public final class UsageText {
    private static final int COST_DECIMALS = 4;

    private UsageText() {
    }

    /** @param costUsd the cost, or null when the model has no price (never shown as $0) */
    public static String of(long tokens, Double costUsd) {
        return grouped(tokens) + " tokens · " + cost(costUsd);
    }

    /** {@code $0.0012}, or {@code cost unknown}. */
    public static String cost(Double costUsd) {
        if (costUsd == null) {
            return "cost unknown";
        }
        double value = costUsd;
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return String.format(Locale.ROOT, "$%.4f", value); // NaN, Infinity: never a price, written as ever
        }
        // the formatter's rounding: half up, on the decimal digits Double.toString gives (0.00125 is $0.0013);
        // its sign: -0.0 too
        boolean negative = Double.compare(value, 0.0) < 0;
        String digits = new BigDecimal(Double.toString(Math.abs(value))).setScale(COST_DECIMALS, RoundingMode.HALF_UP)
                .toPlainString();
        return (negative ? "$-" : "$") + digits;
    }

    /** {@code %,d} in the root locale: a comma between each group of three digits. */
    static String grouped(long number) {
        String digits = Long.toString(number);
        int sign = number < 0 ? 1 : 0;
        int length = digits.length() - sign;
        StringBuilder text = new StringBuilder(digits.length() + length / 3).append(digits, 0, sign);
        for (int i = 0; i < length; i++) {
            if (i > 0 && (length - i) % 3 == 0) {
                text.append(',');
            }
            text.append(digits.charAt(sign + i));
        }
        return text.toString();
    }
}
