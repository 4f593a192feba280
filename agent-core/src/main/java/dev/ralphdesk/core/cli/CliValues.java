package dev.ralphdesk.core.cli;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Option values the commands share, as picocli converters: token counts, dollar amounts, durations. */
public final class CliValues {
    private CliValues() {
    }

    /** A whole number that may be written with separators: {@code 200000}, {@code 200_000}, {@code 200,000}. */
    public static final class WholeNumber implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            try {
                return Long.parseLong(value.strip().replace("_", "").replace(",", ""));
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + value + "' is not a whole number");
            }
        }
    }

    /** An amount in US dollars: {@code 2.50} or {@code $2.50}; positive. */
    public static final class Dollars implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            double amount;
            try {
                amount = Double.parseDouble(value.strip().replace("$", ""));
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + value + "' is not an amount in USD (e.g. 2.50)");
            }
            if (!(amount > 0) || Double.isInfinite(amount)) {
                throw new TypeConversionException("the amount must be more than 0, not " + value);
            }
            return amount;
        }
    }

    /** A positive duration: seconds ({@code 90}, {@code 1.5}) or with a unit: {@code 90s}, {@code 30m}, {@code 2h}. */
    public static final class Time implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            String text = value.strip().toLowerCase(Locale.ROOT);
            long unitSeconds = text.endsWith("h") ? 3600 : text.endsWith("m") ? 60 : 1;
            String number = text.endsWith("h") || text.endsWith("m") || text.endsWith("s")
                    ? text.substring(0, text.length() - 1) : text;
            BigDecimal millis;
            try {
                millis = new BigDecimal(number.strip()).multiply(BigDecimal.valueOf(unitSeconds * 1000));
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + value + "' is not a duration such as 90s, 30m or 2h");
            }
            if (millis.signum() <= 0) {
                throw new TypeConversionException("the duration must be more than 0, not " + value);
            }
            try {
                return Duration.ofMillis(millis.setScale(0, RoundingMode.HALF_UP).longValueExact());
            } catch (ArithmeticException e) {
                throw new TypeConversionException("'" + value + "' is too long a duration");
            }
        }
    }
}
