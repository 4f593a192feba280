package dev.ralphdesk.app.ui;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reasons the harness records in English inside its events ("cancelled in round 1", "stopped after
 * 20 rounds (the cap) …") put into the UI's language: each known sentence is matched and said with
 * its bundle key and the parts it carries, each part put into words the same way (a tail such as
 * "; last evidence: …" follows as recorded). The English of every notice ({@code transcript.notice.*})
 * is a rule too, so a notice's text quoted inside a reason is said in the UI's language. A sentence
 * no rule knows — a model's own words — is shown as written. Pure.
 */
public final class RecordedReasons {
    /** Placeholders of a bundle pattern: {@code {0}}, {@code {1,number}}. */
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)[^}]*\\}");
    /** Sentence → bundle key; the groups are the key's arguments, in order. */
    private static final Map<Pattern, String> SENTENCES = Map.ofEntries(
            rule("cancelled before round (\\d+)", "reason.cancelledBefore"),
            rule("cancelled in round (\\d+)", "reason.cancelledIn"),
            rule("cancelled while interrupted", "reason.cancelledInterrupted"),
            rule("rounds: the last allowed round \\((\\d+)/(\\d+)\\) said continue", "reason.lastRoundContinued"),
            rule("round (\\d+) failed \\(([^)]+)\\): (.*)", "reason.roundFailed"),
            rule("token budget spent: (\\d+) of (\\d+) tokens", "reason.runTokens"),
            rule("cost budget spent: (\\$[\\d.]+) of (\\$[\\d.]+)", "reason.runCost"),
            rule("time budget spent: ([\\d.]+) s of ([\\d.]+) s", "reason.runTime"),
            rule("stopped after (\\d+) rounds? \\(the cap\\) before the completion gate was satisfied(.*)",
                    "reason.roundLimit"),
            rule("stopped at the token budget: used (\\d+) of (\\d+) tokens(.*)", "reason.goalTokens"),
            rule("stopped at the cost budget: spent (\\$[\\d.]+) of (\\$[\\d.]+)(.*)", "reason.goalCost"),
            rule("stopped at the time budget: worked (\\d+) s of (\\d+) s(.*)", "reason.goalTime"),
            rule("the round failed \\(([^)]+)\\): (.*)", "reason.goalRoundFailed"),
            rule("no valid report after one re-ask: (.*)", "reason.noValidReport"),
            rule("check `(.*)` passed", "reason.checkPassed"));
    private static final Map<Pattern, String> RULES = rules();

    private RecordedReasons() {
    }

    private static Map.Entry<Pattern, String> rule(String sentence, String key) {
        return Map.entry(Pattern.compile(sentence, Pattern.DOTALL), key);
    }

    /** The reason in the UI's language where it is a sentence of the harness's, else as recorded. */
    public static Message of(String recorded) {
        for (Map.Entry<Pattern, String> rule : RULES.entrySet()) {
            Matcher m = rule.getKey().matcher(recorded);
            if (m.matches()) {
                Object[] args = new Object[m.groupCount()];
                for (int i = 1; i <= m.groupCount(); i++) {
                    String part = m.group(i) == null ? "" : m.group(i);
                    // a part as long as the whole would match the same rule again: it stays as written
                    args[i - 1] = part.isEmpty() || part.length() >= recorded.length() ? part : of(part);
                }
                return Message.of(rule.getValue(), args);
            }
        }
        return Message.verbatim(recorded);
    }

    /** The sentences, then every notice's English pattern as a rule (its placeholders as groups). */
    private static Map<Pattern, String> rules() {
        Map<Pattern, String> rules = new LinkedHashMap<>(SENTENCES);
        ResourceBundle english = ResourceBundle.getBundle("dev.ralphdesk.resources.i18n.messages", Locale.ROOT,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        for (String key : english.keySet()) {
            if (key.startsWith("transcript.notice.")) {
                Pattern notice = pattern(english.getString(key));
                if (notice != null) {
                    rules.put(notice, key);
                }
            }
        }
        return rules;
    }

    /** A regular expression for a bundle pattern whose placeholders come in order {0}, {1}, …; else null. */
    private static Pattern pattern(String bundlePattern) {
        String text = bundlePattern.replace("''", "'");
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder regex = new StringBuilder();
        int at = 0;
        int next = 0;
        while (m.find()) {
            if (Integer.parseInt(m.group(1)) != next++) {
                return null;
            }
            regex.append(Pattern.quote(text.substring(at, m.start()))).append("(.*)");
            at = m.end();
        }
        regex.append(Pattern.quote(text.substring(at)));
        return Pattern.compile(regex.toString(), Pattern.DOTALL);
    }
}
