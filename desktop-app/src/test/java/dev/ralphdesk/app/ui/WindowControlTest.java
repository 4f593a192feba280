package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.ralphdesk.core.session.SessionInfo;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The data folder's control socket is not on the window's critical path: it is started once the window shows. */
@ExtendWith(ApplicationExtension.class)
class WindowControlTest {
    @TempDir
    Path dir;

    @Test
    void theServicesAreReadyBeforeTheControlSocketWhichStartsOnceTheWindowIsShown(FxRobot robot) throws Exception {
        UiBoot boot = UiBoot.start(Map.of("HOME", dir.resolve("home").toString()));
        Path socket = boot.startup().inUse().socketFile();
        assertEquals(List.of("Offline demo"), boot.services().store().list(true).stream().map(SessionInfo::title)
                .toList(), "the store is open and the demo session made");
        assertFalse(Files.exists(socket), "no control socket yet");

        Stage stage = WaitForAsyncUtils.asyncFx(() -> new Stage()).get();
        robot.interact(() -> DesktopApp.show(boot, stage));

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> Files.exists(socket));
        try (SocketChannel client = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            client.connect(UnixDomainSocketAddress.of(socket)); // another process can reach the window
        }
        robot.interact(stage::close);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> Files.notExists(socket));
    }
}
