package dev.ralphdesk.app.ui.settings;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.settings.Settings;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The state of Settings' "Test connection": one test at a time, in the background, cancellable; what
 * it found as a sentence, and the models the endpoint offered (the model field still takes any name).
 */
public final class ConnectionCheck {
    private final ConnectionTest test;
    private final UiExecutor ui;
    private final ReadOnlyObjectWrapper<Message> said = new ReadOnlyObjectWrapper<>(Message.NONE);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<String> models = FXCollections.observableArrayList();
    private CancellationToken current;

    ConnectionCheck(ConnectionTest test, UiExecutor ui) {
        this.test = test;
        this.ui = ui;
    }

    void test(Settings settings) {
        if (running.get()) {
            return;
        }
        CancellationToken mine = new CancellationToken();
        current = mine;
        running.set(true);
        said.set(Message.of("settings.test.running"));
        ui.background(() -> test.run(settings, mine), found -> {
            running.set(false);
            if (!mine.isCancelled()) {
                said.set(found.message());
                models.setAll(found.models());
            }
        }, e -> {
            running.set(false);
            said.set(mine.isCancelled() ? Message.of("settings.test.cancelled")
                    : Message.of("settings.test.failed", "internal", String.valueOf(e.getMessage())));
        });
    }

    /** Stops the running test; it says so at once. */
    public void cancel() {
        if (current != null && running.get()) {
            current.cancel(CancelReason.PERSON);
            said.set(Message.of("settings.test.cancelled"));
        }
    }

    /** What the last test found, or {@link Message#NONE}. */
    public ReadOnlyObjectProperty<Message> said() {
        return said.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty running() {
        return running.getReadOnlyProperty();
    }

    /** The models the endpoint offered at the last test, sorted. */
    public ObservableList<String> models() {
        return models;
    }
}
