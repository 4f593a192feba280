package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.notify.EndNotice;
import dev.ralphdesk.app.ui.notify.Notifier;
import javafx.stage.Window;
import javafx.util.Duration;
import org.controlsfx.control.Notifications;

/**
 * End notices as ControlsFX notifications over the main window. Notifications needs a showing
 * owner window; without one (closing, or a test without a stage) the notice is skipped, never thrown.
 */
public final class FxNotifier implements Notifier {
    private final Window owner;
    private final Texts texts;

    public FxNotifier(Window owner, Texts texts) {
        this.owner = owner;
        this.texts = texts;
    }

    @Override
    public void show(EndNotice notice) {
        if (owner == null || !owner.isShowing() || owner.getScene() == null) {
            return;
        }
        Notifications note = Notifications.create().title(texts.format(notice.title()))
                .text(texts.format(notice.text())).owner(owner)
                .hideAfter(Duration.seconds(8));
        switch (notice.kind()) {
            case COMPLETE:
                note.showInformation();
                break;
            case BLOCKED:
            case BUDGET_LIMITED:
                note.showWarning();
                break;
            case FAILED:
                note.showError();
                break;
            default:
                throw new IllegalStateException("unexpected notice kind " + notice.kind());
        }
    }
}
