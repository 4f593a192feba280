package dev.ralphdesk.core.git;

import java.util.List;

/** What changed between two states of a workspace: a line per file, and the totals ("3 files changed, +12 −4"). */
public record DiffStat(List<FileStat> files) {
    public DiffStat {
        files = List.copyOf(files);
    }

    public int added() {
        return files.stream().mapToInt(file -> Math.max(0, file.added())).sum();
    }

    public int removed() {
        return files.stream().mapToInt(file -> Math.max(0, file.removed())).sum();
    }

    /** {@code 3 files changed, +12 −4}. */
    public String summary() {
        return files.size() + (files.size() == 1 ? " file" : " files") + " changed, +" + added() + " \u2212" + removed();
    }
}
