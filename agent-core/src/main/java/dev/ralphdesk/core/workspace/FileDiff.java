package dev.ralphdesk.core.workspace;

import com.github.difflib.DiffUtils;
import com.github.difflib.UnifiedDiffUtils;
import com.github.difflib.patch.Patch;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The unified diff of a file change, as the person sees it before allowing it (three lines of
 * context, {@code /dev/null} for a new file). Capped, saying how much was left out; a change that
 * only touches the final newline says so rather than showing an empty diff.
 */
final class FileDiff {
    static final int CONTEXT_LINES = 3;
    static final int MAX_LINES = 2_000;
    static final int MAX_LINE_CHARS = 500;

    private FileDiff() {
    }

    /**
     * @param before the current text, or null for a new file
     * @param beforeNote what the current content is when it cannot be shown as text (else null)
     */
    static String unified(String path, String before, String beforeNote, String after) {
        List<String> old = before == null ? List.of() : lines(before);
        List<String> now = lines(after);
        Patch<String> patch = DiffUtils.diff(old, now);
        String from = before == null && beforeNote == null ? "/dev/null"
                : "a/" + path + (beforeNote == null ? "" : " (" + beforeNote + ", replaced whole)");
        List<String> diff = UnifiedDiffUtils.generateUnifiedDiff(from, "b/" + path, old, patch, CONTEXT_LINES);
        if (patch.getDeltas().isEmpty()) {
            diff = new ArrayList<>(List.of("--- " + from, "+++ b/" + path));
            diff.add(before != null && before.equals(after) ? "(no change)" : "(only the final newline changes)");
        }
        return capped(diff);
    }

    private static List<String> lines(String text) {
        return text.isEmpty() ? List.of() : text.lines().toList();
    }

    private static String capped(List<String> diff) {
        StringBuilder out = new StringBuilder();
        int shown = Math.min(diff.size(), MAX_LINES);
        for (int i = 0; i < shown; i++) {
            String line = diff.get(i);
            out.append(line.length() <= MAX_LINE_CHARS ? line
                    : line.substring(0, MAX_LINE_CHARS) + String.format(Locale.ROOT, " [… %,d characters]",
                            line.length())).append('\n');
        }
        if (diff.size() > shown) {
            out.append(String.format(Locale.ROOT, "[… %,d more diff lines not shown]%n", diff.size() - shown));
        }
        return out.toString();
    }
}
