package dev.ralphdesk.core.secret;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Blanks secrets out of text that leaves the process (log lines, exported sessions): the values this
 * process knows to be secret (environment variables whose names look secret — a key, token, secret,
 * password, personal access token or credential — and the API key stored in Settings), and values
 * that look like secrets wherever they come from: provider keys ({@code sk-…}), GitHub tokens
 * ({@code ghp_…}, {@code github_pat_…}), AWS access key ids, Slack and Google keys, private key
 * blocks, bearer tokens, passwords in URLs, and the value of a secret-looking name in
 * {@code name: value} / {@code name=value} / JSON form.
 */
public final class SecretScan {
    public static final String BLANK = "[redacted]";
    /** Shorter known values are left alone: blanking them would garble ordinary words. */
    public static final int MIN_LENGTH = 8;
    private static final Pattern SECRET_NAME = Pattern.compile(
            "(?i)(^|_)(KEY|APIKEY|TOKEN|SECRET|PASSWORD|PASSWD|PASS|PAT|CREDENTIALS?|AUTH)(_|$)");
    private static final List<Pattern> SHAPES = List.of(
            Pattern.compile("-----BEGIN [A-Z ]*PRIVATE KEY-----[\\s\\S]*?(-----END [A-Z ]*PRIVATE KEY-----|\\z)"),
            Pattern.compile("\\bsk-[A-Za-z0-9_-]{16,}"),
            Pattern.compile("\\bgh[pousr]_[A-Za-z0-9]{20,}"),
            Pattern.compile("\\bgithub_pat_[A-Za-z0-9_]{20,}"),
            Pattern.compile("\\b(AKIA|ASIA)[A-Z0-9]{16}\\b"),
            Pattern.compile("\\bxox[abprs]-[A-Za-z0-9-]{10,}"),
            Pattern.compile("\\bAIza[0-9A-Za-z_-]{35}"));
    /**
     * A prefix (kept) and the secret after it (blanked). Every pattern starts with a fixed word and
     * bounds its repetitions, so that a long run of word characters costs linear time.
     */
    private static final List<Pattern> AFTER = List.of(
            Pattern.compile("(?i)(\\bbearer[ \\t]{1,5}+)([A-Za-z0-9._~+/=-]{8,}+)"),
            Pattern.compile("(://[^\\s:/@]{1,64}+:)([^\\s@/]{1,256}+)(?=@)"),
            Pattern.compile("(?i)((?:api[_-]?key|apikey|access[_-]?key|secret|token|password|passwd|credentials?)"
                    + "[A-Za-z0-9_.-]{0,40}+\\\\?[\"']?[ \\t]{0,5}+[:=][ \\t]{0,5}+\\\\?[\"']?)"
                    + "((?=[^\\s\"',;}\\\\]{0,256}[A-Za-z])[^\\s\"',;}\\\\]{8,}+)"));
    private static final Pattern NAME = Pattern.compile(
            "(?i).*(api[_-]?key|apikey|access[_-]?key|secret|token|password|passwd|credentials?).*");
    private final List<String> known;

    private SecretScan(List<String> known) {
        // longest first; not by Comparator.comparingInt, whose comparator is a serializable lambda: the
        // class-data archive keeps none, so each start would make its class anew (~2 ms of CPU)
        this.known = known.stream().filter(value -> value.length() >= MIN_LENGTH).distinct()
                .sorted((one, other) -> Integer.compare(other.length(), one.length())).toList();
    }

    /** Only the shapes of secrets: no value is known. */
    public static SecretScan shapes() {
        return new SecretScan(List.of());
    }

    /** The shapes and these values. */
    public static SecretScan knowing(List<String> values) {
        return new SecretScan(values.stream().map(String::strip).toList());
    }

    /** The shapes, the values of {@code env}'s secret-looking variables and the stored key, if any. */
    public static SecretScan of(Map<String, String> env, Optional<String> storedKey) {
        List<String> values = new ArrayList<>();
        env.forEach((name, value) -> {
            if (value != null && SECRET_NAME.matcher(name).find()) {
                values.add(value);
            }
        });
        storedKey.ifPresent(values::add);
        return knowing(values);
    }

    /**
     * Whether a field of this name holds a secret as a whole ({@code apiKey}, {@code GITHUB_TOKEN},
     * {@code password}), so that structured data (JSON) can blank its text value.
     */
    public static boolean secretName(String name) {
        return name != null && NAME.matcher(name).matches();
    }

    /** {@code text} with every secret replaced by {@value #BLANK}; null stays null. */
    public String redact(String text) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        String result = text;
        for (String secret : known) {
            result = result.replace(secret, BLANK);
        }
        for (Pattern shape : SHAPES) {
            result = shape.matcher(result).replaceAll(BLANK);
        }
        for (Pattern after : AFTER) {
            Matcher matcher = after.matcher(result);
            result = matcher.replaceAll(match -> Matcher.quoteReplacement(match.group(1) + BLANK));
        }
        return result;
    }
}
