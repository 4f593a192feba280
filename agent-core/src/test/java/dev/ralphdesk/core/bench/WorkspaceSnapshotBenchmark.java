package dev.ralphdesk.core.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.workspace.WorkspaceSnapshot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the write check costs each {@code shell} call: two workspace snapshots and their comparison,
 * over 10,000 files in 100 folders (plus 2,000 in {@code .git}, which is skipped). Run with
 * {@code mvn -Pbench -pl agent-core -am verify}.
 */
@Tag("bench")
class WorkspaceSnapshotBenchmark {
    private static final int FOLDERS = 100;
    private static final int FILES_PER_FOLDER = 100;
    private static final int RUNS = 40;

    @TempDir
    Path root;

    @Test
    void twoSnapshotsAndACompareOverTenThousandFiles() throws Exception {
        for (int folder = 0; folder < FOLDERS; folder++) {
            Path dir = Files.createDirectories(root.resolve("src/pkg" + folder));
            for (int file = 0; file < FILES_PER_FOLDER; file++) {
                Files.writeString(dir.resolve("F" + file + ".java"), "class F" + file + " {}\n");
            }
        }
        Path objects = Files.createDirectories(root.resolve(".git/objects"));
        for (int i = 0; i < 2000; i++) {
            Files.writeString(objects.resolve("o" + i), "blob " + i);
        }
        List<Double> millis = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            long started = System.nanoTime();
            WorkspaceSnapshot before = WorkspaceSnapshot.take(root);
            WorkspaceSnapshot after = WorkspaceSnapshot.take(root);
            assertEquals(List.of(), after.changedSince(before));
            millis.add((System.nanoTime() - started) / 1e6);
        }
        List<Double> warm = new ArrayList<>(millis.subList(RUNS / 4, RUNS));
        Collections.sort(warm);
        System.out.printf(Locale.ROOT, "[bench] workspace write check (2 snapshots + compare, %,d files): "
                + "min %.1f ms, median %.1f ms, max %.1f ms%n", FOLDERS * FILES_PER_FOLDER, warm.get(0),
                warm.get(warm.size() / 2), warm.get(warm.size() - 1));
    }
}
