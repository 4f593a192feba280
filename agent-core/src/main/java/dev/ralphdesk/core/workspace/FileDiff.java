package dev.ralphdesk.core.workspace;

import com.github.difflib.DiffUtils;
import com.github.difflib.UnifiedDiffUtils;
import com.github.difflib.patch.AbstractDelta;
import com.github.difflib.patch.ChangeDelta;
import com.github.difflib.patch.Chunk;
import com.github.difflib.patch.DeleteDelta;
import com.github.difflib.patch.InsertDelta;
import com.github.difflib.patch.Patch;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The unified diff of a file change, as the person sees it before allowing it (three lines of
 * context, {@code /dev/null} for a new file). Capped, saying how much was left out; a change that
 * only touches the final newline says so rather than showing an empty diff. Bounded in time for any
 * file: the lines both versions share at the start and the end are set aside, and the part between
 * is aligned line by line (Myers) only when it is small; a larger one is shown replaced whole.
 */
final class FileDiff {
    static final int CONTEXT_LINES = 3;
    /** Lines of the changed part (both versions together) up to which they are aligned line by line. */
    static final int MAX_ALIGNED_LINES = 4_000;
    static final int MAX_LINES = 2_000;
    /** Diff lines a file tool's result carries (the model and the transcript see it). */
    static final int RESULT_LINES = 60;
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
        Patch<String> patch = patch(old, now);
        String from = before == null && beforeNote == null ? "/dev/null"
                : "a/" + path + (beforeNote == null ? "" : " (" + beforeNote + ", replaced whole)");
        List<String> diff = UnifiedDiffUtils.generateUnifiedDiff(from, "b/" + path, old, patch, CONTEXT_LINES);
        if (patch.getDeltas().isEmpty()) {
            diff = new ArrayList<>(List.of("--- " + from, "+++ b/" + path));
            diff.add(before != null && before.equals(after) ? "(no change)" : "(only the final newline changes)");
        }
        return capped(diff, MAX_LINES);
    }

    /**
     * The diff a file tool's result carries: the same, cut at {@value #RESULT_LINES} lines with a note
     * saying how many more there are.
     */
    static String compact(String path, String before, String beforeNote, String after) {
        return capped(unified(path, before, beforeNote, after).lines().toList(), RESULT_LINES);
    }

    /** The changes from {@code old} to {@code now}, positions counted in the whole files. */
    static Patch<String> patch(List<String> old, List<String> now) {
        int shorter = Math.min(old.size(), now.size());
        int start = 0;
        while (start < shorter && old.get(start).equals(now.get(start))) {
            start++;
        }
        int end = 0;
        while (end < shorter - start && old.get(old.size() - 1 - end).equals(now.get(now.size() - 1 - end))) {
            end++;
        }
        List<String> was = old.subList(start, old.size() - end);
        List<String> is = now.subList(start, now.size() - end);
        Patch<String> patch = new Patch<>();
        if (was.isEmpty() && is.isEmpty()) {
            return patch;
        }
        if (was.size() + is.size() > MAX_ALIGNED_LINES) {
            patch.addDelta(delta(new Chunk<>(start, was), new Chunk<>(start, is)));
            return patch;
        }
        for (AbstractDelta<String> delta : DiffUtils.diff(was, is).getDeltas()) {
            patch.addDelta(delta.withChunks(new Chunk<>(delta.getSource().getPosition() + start,
                    delta.getSource().getLines()), new Chunk<>(delta.getTarget().getPosition() + start,
                    delta.getTarget().getLines())));
        }
        return patch;
    }

    private static AbstractDelta<String> delta(Chunk<String> was, Chunk<String> is) {
        if (was.size() == 0) {
            return new InsertDelta<>(was, is);
        }
        return is.size() == 0 ? new DeleteDelta<>(was, is) : new ChangeDelta<>(was, is);
    }

    private static List<String> lines(String text) {
        return text.isEmpty() ? List.of() : text.lines().toList();
    }

    private static String capped(List<String> diff, int maxLines) {
        StringBuilder out = new StringBuilder();
        int shown = Math.min(diff.size(), maxLines);
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
