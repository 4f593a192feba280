package dev.ralphdesk.app.ui;

import dev.ralphdesk.app.ui.sessions.SessionRow;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import java.util.Optional;
import javafx.collections.ListChangeListener;

/**
 * Remembers the open session and reopens it at the next start, once the session list shows it
 * (still there, not in the trash) and nothing else was opened meanwhile.
 */
public final class LastSession {
    static final String KEY = "session";
    private final WorkbenchViewModel workbench;
    private final UiPreferences preferences;

    public LastSession(WorkbenchViewModel workbench, UiPreferences preferences) {
        this.workbench = workbench;
        this.preferences = preferences;
    }

    /** From now on: the open session is remembered; the remembered one opens with the first list. */
    public void follow() {
        Optional<String> saved = preferences.text(KEY);
        workbench.current().addListener((obs, old, id) -> preferences.setText(KEY, id == null ? null : id.value()));
        if (saved.isEmpty()) {
            return;
        }
        ListChangeListener<SessionRow> once = new ListChangeListener<>() {
            @Override
            public void onChanged(Change<? extends SessionRow> change) {
                if (workbench.sessions().rows().isEmpty()) {
                    return;
                }
                workbench.sessions().rows().removeListener(this);
                if (workbench.current().get() != null) {
                    return;
                }
                workbench.sessions().rows().stream().filter(row -> row.id().value().equals(saved.get())
                        && !row.trashed()).findFirst().ifPresent(row -> workbench.open(row.id()));
            }
        };
        workbench.sessions().rows().addListener(once);
    }
}
