package dev.ralphdesk.app.ui;

import dev.ralphdesk.core.gate.CertifiedBy;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Messages several panels share: token counts, durations, dollars, what certified a completion,
 * a piece of verifier evidence. Pure; numbers are formatted here, words come from the bundles.
 */
public final class Phrases {
    private Phrases() {
    }

    /** {@code 1,234 tokens}. */
    public static Message tokens(long count) {
        return Message.of("phrase.tokens", String.format(Locale.ROOT, "%,d", count));
    }

    /** {@code $0.0123}. */
    public static String usd(double amount) {
        return String.format(Locale.ROOT, "$%.4f", amount);
    }

    /** {@code $0.0123}, or "cost unknown" when the model has no price (never {@code $0.0000}). */
    public static Message cost(Double amount) {
        return amount == null ? Message.of("phrase.costUnknown") : Message.verbatim(usd(amount));
    }

    /** {@code 42s}, {@code 3m 05s}, {@code 2h 07m}. */
    public static Message duration(Duration duration) {
        long seconds = duration.toSeconds();
        if (seconds < 60) {
            return Message.of("phrase.seconds", Long.toString(seconds));
        }
        if (seconds < 3600) {
            return Message.of("phrase.minutes", Long.toString(seconds / 60), two(seconds % 60));
        }
        return Message.of("phrase.hours", Long.toString(seconds / 3600), two(seconds % 3600 / 60));
    }

    /** The parts that say something, joined with the language's separator, e.g. {@code a · b · c}. */
    public static Message joined(List<Message> parts) {
        Message out = Message.NONE;
        for (Message part : parts) {
            if (!part.isEmpty()) {
                out = out.isEmpty() ? part : Message.of("phrase.join", out, part);
            }
        }
        return out;
    }

    public static Message joined(Message... parts) {
        return joined(Arrays.asList(parts));
    }

    /**
     * What certified a completion, from its recorded labels ({@code "verifier passed, check passed"}):
     * each known label in the UI's language, an unknown one as recorded.
     */
    public static Message certifiedBy(String labels) {
        return certifiedBy(Arrays.stream(labels.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList());
    }

    public static Message certifiedBy(List<String> labels) {
        Message out = Message.NONE;
        for (String label : labels) {
            Message one = known(label) ? Message.of("certified." + label.replace(' ', '-')) : Message.verbatim(label);
            out = out.isEmpty() ? one : Message.of("phrase.list", out, one);
        }
        return out;
    }

    private static boolean known(String label) {
        return Arrays.stream(CertifiedBy.values()).anyMatch(known -> known.label().equals(label));
    }

    /** {@code `mvn test` failed (exit 1)}, as {@link VerifierEvidence#describe()} but in the UI's language. */
    public static Message evidence(VerifierEvidence evidence) {
        String command = evidence.command().isEmpty() ? evidence.tool() : evidence.command();
        Message verdict = Message.of(evidence.passed() ? "evidence.passed" : "evidence.failed", command);
        Message exit = evidence.exitCode() == null ? Message.NONE
                : Message.of("evidence.exit", evidence.exitCode().toString());
        Message stale = evidence.writtenAfter() ? Message.of("evidence.writtenAfter") : Message.NONE;
        return Message.of("evidence.line", verdict, exit, stale);
    }

    private static String two(long value) {
        return String.format(Locale.ROOT, "%02d", value);
    }
}
