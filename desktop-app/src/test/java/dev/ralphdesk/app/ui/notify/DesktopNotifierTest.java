package dev.ralphdesk.app.ui.notify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.bridge.CurrentThreadUiExecutor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** End notices reach the desktop's notification service only while the window is not focused. */
class DesktopNotifierTest {
    private static final EndNotice BLOCKED = new EndNotice(Message.of("notice.goal.blocked"),
            Message.verbatim("the tests fail"), EndNotice.Kind.BLOCKED);
    @TempDir
    Path dir;

    @Test
    void anUnfocusedWindowSendsTheNoticeToTheDesktopInItsLanguage() {
        List<List<String>> launched = new ArrayList<>();
        new DesktopNotifier(Texts.of("en"), () -> false, new CurrentThreadUiExecutor(), command -> {
            launched.add(command);
            return true;
        }).show(BLOCKED);
        assertEquals(List.of(List.of("notify-send", "--app-name=Ralph Desk", "--icon=ralph-desk", "--urgency=critical",
                "--", Texts.of("en").get("notice.goal.blocked"), "the tests fail")), launched);
    }

    @Test
    void aFocusedWindowShowsOnlyItsToast() {
        List<List<String>> launched = new ArrayList<>();
        new DesktopNotifier(Texts.of("en"), () -> true, new CurrentThreadUiExecutor(), command -> {
            launched.add(command);
            return true;
        }).show(BLOCKED);
        assertEquals(List.of(), launched);
    }

    @Test
    void aFailingLauncherIsSwallowed() {
        new DesktopNotifier(Texts.of("zh"), () -> false, new CurrentThreadUiExecutor(), command -> {
            throw new java.io.IOException("no bus");
        }).show(BLOCKED);
    }

    @Test
    void notifySendRunsTheProgramFoundOnThePath() throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path out = dir.resolve("args.txt");
        Path program = bin.resolve("notify-send");
        Files.writeString(program, "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done > '" + out + "'\n");
        Files.setPosixFilePermissions(program, PosixFilePermissions.fromString("rwxr-xr-x"));
        assertTrue(new NotifySend(Map.of("PATH", "/nonexistent:" + bin)).launch(List.of("notify-send", "--", "Done",
                "two words")));
        assertEquals(List.of("--", "Done", "two words"), Files.readAllLines(out));
    }

    @Test
    void notifySendIsSkippedWhenNotOnThePath() throws Exception {
        assertFalse(new NotifySend(Map.of("PATH", dir.toString())).launch(List.of("notify-send", "x", "y")));
        assertFalse(new NotifySend(Map.of()).launch(List.of("notify-send", "x", "y")));
    }
}
