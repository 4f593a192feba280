package dev.ralphdesk.app.ui.notify;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * End notices as notifications of the desktop (through {@code notify-send}, where present) while
 * the window is not focused: a person in another window learns that the goal or run ended. The
 * command runs in the background; a focused window shows its own toast only.
 */
public final class DesktopNotifier implements Notifier {
    private final Texts texts;
    private final BooleanSupplier windowFocused;
    private final UiExecutor ui;
    private final Launcher launcher;

    /** Starts a notification command; {@code false} when it could not (no such program). */
    @FunctionalInterface
    public interface Launcher {
        boolean launch(List<String> command) throws Exception;
    }

    public DesktopNotifier(Texts texts, BooleanSupplier windowFocused, UiExecutor ui, Launcher launcher) {
        this.texts = texts;
        this.windowFocused = windowFocused;
        this.ui = ui;
        this.launcher = launcher;
    }

    @Override
    public void show(EndNotice notice) {
        if (windowFocused.getAsBoolean()) {
            return;
        }
        List<String> command = command(texts.get("app.title"), texts.format(notice.title()),
                texts.format(notice.text()), notice.kind());
        ui.background(() -> launcher.launch(command), launched -> { }, failure -> { });
    }

    /** {@code notify-send --app-name=Ralph Desk --urgency=… TITLE TEXT}. */
    static List<String> command(String app, String title, String text, EndNotice.Kind kind) {
        String urgency = kind == EndNotice.Kind.COMPLETE ? "normal" : "critical";
        return List.of("notify-send", "--app-name=" + app, "--icon=ralph-desk", "--urgency=" + urgency, "--",
                title, text);
    }
}
