package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The diff a person reads before a file change: exact hunks with line numbers of the whole file,
 * a plain word where there is nothing to show line by line, and bounded work for any file size.
 */
class FileDiffTest {

    private static String lines(int from, int to, String prefix) {
        return IntStream.rangeClosed(from, to).mapToObj(i -> prefix + i).collect(Collectors.joining("\n", "", "\n"));
    }

    @Test
    void aSmallEditInALargeFileIsOneHunkWithTheWholeFilesLineNumbers() {
        String before = lines(1, 100_000, "line ");
        String after = before.replace("line 50000\n", "line fifty thousand\n");

        assertEquals("--- a/big.txt\n+++ b/big.txt\n@@ -49997,7 +49997,7 @@\n line 49997\n line 49998\n line 49999\n"
                + "-line 50000\n+line fifty thousand\n line 50001\n line 50002\n line 50003\n",
                FileDiff.unified("big.txt", before, null, after));
    }

    /** Aligning 50,000 lines with 50,000 others line by line takes minutes; set aside, it is linear. */
    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aLargeFileReplacedWholeIsShownReplacedWholeAndCapped() {
        String diff = FileDiff.unified("big.txt", lines(1, 50_000, "old "), null, lines(1, 50_000, "new "));

        assertTrue(diff.startsWith("--- a/big.txt\n+++ b/big.txt\n@@ -1,50000 +1,50000 @@\n-old 1\n-old 2\n"), diff);
        assertTrue(diff.endsWith("[… 98,003 more diff lines not shown]\n"), diff.substring(diff.length() - 200));
    }

    @Test
    void aNewFileATextReplacingBinaryAndAFinalNewlineAreSaidPlainly() {
        assertEquals("--- /dev/null\n+++ b/n.txt\n@@ -1,0 +1,2 @@\n+a\n+b\n", FileDiff.unified("n.txt", null, null,
                "a\nb\n"));
        assertEquals("--- a/x.bin (binary, replaced whole)\n+++ b/x.bin\n@@ -1,0 +1,1 @@\n+text\n",
                FileDiff.unified("x.bin", null, "binary", "text\n"));
        assertEquals("--- a/n.txt\n+++ b/n.txt\n(only the final newline changes)\n",
                FileDiff.unified("n.txt", "a\nb", null, "a\nb\n"));
    }

    @Test
    void changesInTheMiddleAreAlignedLineByLine() {
        assertEquals(List.of("--- a/f", "+++ b/f", "@@ -1,5 +1,5 @@", " 1", "-2", "+two", " 3", "-4", "+four", " 5"),
                FileDiff.unified("f", "1\n2\n3\n4\n5\n", null, "1\ntwo\n3\nfour\n5\n").lines().toList());
    }
}
