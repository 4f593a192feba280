package dev.ralphdesk.app.ui.settings;

import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.app.ui.settings.SettingsForm.Field;
import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.settings.ApprovalMode;
import dev.ralphdesk.core.settings.KeySource;
import dev.ralphdesk.core.settings.ProviderPreset;
import dev.ralphdesk.core.settings.Settings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;

/** Settings: the fields, their validation messages, and saving through a {@link SettingsStore}. */
public final class SettingsViewModel {
    private final SettingsStore store;
    private final UiExecutor ui;
    private final StringProperty provider = new SimpleStringProperty(ProviderPreset.OFFLINE);
    private final StringProperty baseUrl = new SimpleStringProperty("");
    private final StringProperty model = new SimpleStringProperty("");
    private final ObjectProperty<KeySource.Source> keySource = new SimpleObjectProperty<>(KeySource.Source.ENV);
    private final StringProperty keyVariable = new SimpleStringProperty("");
    private final StringProperty typedKey = new SimpleStringProperty("");
    private final ObjectProperty<ApprovalMode> approvalMode = new SimpleObjectProperty<>(ApprovalMode.ASK);
    private final StringProperty maxSteps = new SimpleStringProperty("");
    private final StringProperty maxGoalRounds = new SimpleStringProperty("");
    private final StringProperty maxRalphRounds = new SimpleStringProperty("");
    private final BooleanProperty keyStored = new SimpleBooleanProperty(false);
    private final ObservableMap<Field, String> errors = FXCollections.observableHashMap();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");

    public SettingsViewModel(SettingsStore store, UiExecutor ui) {
        this.store = store;
        this.ui = ui;
        show(Settings.defaults());
    }

    /** Provider ids for the choice box: the offline model first, then the presets. */
    public static List<String> providers() {
        List<String> ids = new ArrayList<>(List.of(ProviderPreset.OFFLINE));
        for (ProviderPreset preset : ProviderPreset.values()) {
            ids.add(preset.id());
        }
        return List.copyOf(ids);
    }

    public void load() {
        ui.background(store::load, this::show, e -> status.set(e.getMessage()));
    }

    /** Validates; when every field is fine, saves in the background and says so. */
    public boolean save() {
        SettingsForm.Result result = form().validate();
        errors.clear();
        errors.putAll(result.errors());
        if (result.settings().isEmpty()) {
            status.set("Fix the marked fields; nothing was saved.");
            return false;
        }
        Optional<ApiKey> key = keySource.get() == KeySource.Source.STORED && !typedKey.get().isBlank()
                ? Optional.of(ApiKey.of(typedKey.get().strip())) : Optional.empty();
        status.set("Saving…");
        ui.background(() -> {
            store.save(result.settings().get(), key);
            return true;
        }, saved -> {
            typedKey.set("");
            keyStored.set(keyStored.get() || key.isPresent());
            status.set("Saved. Restart Ralph Desk to use a new provider.");
        }, e -> status.set("Settings could not be saved: " + e.getMessage()));
        return true;
    }

    SettingsForm form() {
        return new SettingsForm(provider.get(), baseUrl.get(), model.get(), keySource.get(), keyVariable.get(),
                typedKey.get(), keyStored.get(), approvalMode.get(), maxSteps.get(), maxGoalRounds.get(),
                maxRalphRounds.get());
    }

    private void show(Settings settings) {
        provider.set(settings.provider() == null ? ProviderPreset.OFFLINE : settings.provider());
        baseUrl.set(settings.baseUrl() == null ? "" : settings.baseUrl());
        model.set(settings.model() == null ? "" : settings.model());
        keySource.set(settings.apiKey().source());
        keyVariable.set(settings.apiKey().variable() == null ? "" : settings.apiKey().variable());
        keyStored.set(settings.apiKey().source() == KeySource.Source.STORED);
        approvalMode.set(settings.approvalMode());
        maxSteps.set(Integer.toString(settings.caps().maxStepsPerTurn()));
        maxGoalRounds.set(Integer.toString(settings.caps().maxGoalRounds()));
        maxRalphRounds.set(Integer.toString(settings.caps().maxRalphRounds()));
    }

    public StringProperty provider() {
        return provider;
    }

    public StringProperty baseUrl() {
        return baseUrl;
    }

    public StringProperty model() {
        return model;
    }

    public ObjectProperty<KeySource.Source> keySource() {
        return keySource;
    }

    public StringProperty keyVariable() {
        return keyVariable;
    }

    public StringProperty typedKey() {
        return typedKey;
    }

    public ObjectProperty<ApprovalMode> approvalMode() {
        return approvalMode;
    }

    public StringProperty maxSteps() {
        return maxSteps;
    }

    public StringProperty maxGoalRounds() {
        return maxGoalRounds;
    }

    public StringProperty maxRalphRounds() {
        return maxRalphRounds;
    }

    /** The validation message of each bad field after the last save attempt. */
    public ObservableMap<Field, String> errors() {
        return errors;
    }

    public ReadOnlyStringProperty status() {
        return status.getReadOnlyProperty();
    }
}
