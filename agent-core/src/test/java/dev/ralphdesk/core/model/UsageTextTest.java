package dev.ralphdesk.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class UsageTextTest {
    @Test
    void tokensAreGroupedByThousandsAsTheFormatterGroupsThem() {
        for (long tokens : new long[] {0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 1_234_567_890L, Long.MAX_VALUE,
                -1, -999, -1_000, -1_234_567, Long.MIN_VALUE}) {
            assertEquals(String.format(Locale.ROOT, "%,d", tokens), UsageText.grouped(tokens), "tokens " + tokens);
        }
    }

    @Test
    void aCostIsWrittenWithFourDecimalsRoundedAsTheFormatterRoundsThem() {
        for (double cost : new double[] {0.0, -0.0, 0.0012, 0.00125, 0.00124999, 0.00005, 0.00004999, 1.00005, 1e-5,
                1e-9, 12.3456789, 0.1 + 0.2, 2.5e-4, 1234567.891, 9.99995, 9.99994999, 1e22, -0.00125, -3.5,
                Double.MIN_VALUE, Double.MAX_VALUE, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            assertEquals(String.format(Locale.ROOT, "$%.4f", cost), UsageText.cost(cost), "cost " + cost);
        }
    }

    @Test
    void aTurnsUsageSaysItsTokensAndCost() {
        assertEquals("1,234 tokens · $0.0013", UsageText.of(1_234, 0.00125));
        assertEquals("110 tokens · cost unknown", UsageText.of(110, null));
    }
}
