package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Long absolute paths in a line are cut in the middle; short ones, relative ones and other words stay. */
class ShortPathsTest {
    @Test
    void aLongPathKeepsItsFirstFolderAndItsLastTwoNames() {
        assertEquals("No checkpoint: /tmp/…/ralph-desk/demo-workspace is not in a git repository",
                ShortPaths.of("No checkpoint: /tmp/ralph-desk-screenshots.gKaRJ7/.local/share/ralph-desk/demo-workspace"
                        + " is not in a git repository"));
        assertEquals("/home/…/projects/site/", ShortPaths.of("/home/someone-with-a-long-name/projects/site/"),
                "a folder keeps its trailing slash");
        assertEquals("in /a/…/y/z and /b/…/y/z", ShortPaths.of("in /a/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb/y/z and "
                + "/b/cccccccccccccccccccccccccccccccccccccc/y/z"), "each path of a line");
    }

    @Test
    void shortPathsRelativePathsAndFewNamesStayWhole() {
        assertEquals("/tmp/junit123/workspace is not in a git repository",
                ShortPaths.of("/tmp/junit123/workspace is not in a git repository"));
        assertEquals("/a-very-long-folder-name/another-very-long-one/x",
                ShortPaths.of("/a-very-long-folder-name/another-very-long-one/x"), "three names: nothing to leave out");
        String relative = "src/main/java/dev/ralphdesk/app/ui/view/GoalRoundsView.java";
        assertEquals(relative, ShortPaths.of(relative));
        assertEquals("and/or 1/2 words", ShortPaths.of("and/or 1/2 words"));
        assertEquals("", ShortPaths.of(""));
    }
}
