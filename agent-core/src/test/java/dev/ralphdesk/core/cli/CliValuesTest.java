package dev.ralphdesk.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.TypeConversionException;

class CliValuesTest {
    @Test
    void durationsAreSecondsOrTakeAUnit() {
        CliValues.Time time = new CliValues.Time();
        assertEquals(Duration.ofSeconds(90), time.convert("90"));
        assertEquals(Duration.ofMillis(1500), time.convert("1.5"));
        assertEquals(Duration.ofSeconds(90), time.convert("90s"));
        assertEquals(Duration.ofMinutes(30), time.convert("30m"));
        assertEquals(Duration.ofHours(2), time.convert(" 2H "));
        assertThrows(TypeConversionException.class, () -> time.convert("soon"));
        assertThrows(TypeConversionException.class, () -> time.convert("0"));
        assertThrows(TypeConversionException.class, () -> time.convert("-5m"));
    }

    @Test
    void wholeNumbersMayHaveSeparatorsAndAmountsADollarSign() {
        assertEquals(200_000L, new CliValues.WholeNumber().convert("200,000"));
        assertEquals(200_000L, new CliValues.WholeNumber().convert("200_000"));
        assertThrows(TypeConversionException.class, () -> new CliValues.WholeNumber().convert("2e5"));
        assertEquals(2.5, new CliValues.Dollars().convert("$2.50"));
        assertThrows(TypeConversionException.class, () -> new CliValues.Dollars().convert("0"));
        assertThrows(TypeConversionException.class, () -> new CliValues.Dollars().convert("lots"));
    }
}
