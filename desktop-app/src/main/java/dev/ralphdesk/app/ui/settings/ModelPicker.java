package dev.ralphdesk.app.ui.settings;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.core.settings.KeySource;
import dev.ralphdesk.core.settings.ProviderPreset;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The header's provider and model picker. It is Settings' own view model: opening the picker reads
 * the saved settings and then asks the endpoint for its models ("Test connection"), both in the
 * background; a pick is saved exactly as Settings saves, so it applies from the next turn.
 */
public final class ModelPicker {
    private final SettingsViewModel settings;
    private final ReadOnlyBooleanWrapper ready = new ReadOnlyBooleanWrapper(false);

    public ModelPicker(SettingsViewModel settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    /** Reads the saved settings; once they are shown the picks are offered and the models are asked for. */
    public void open() {
        ready.set(false);
        settings.load(() -> {
            ready.set(true);
            settings.testConnection();
        });
    }

    /** True once the saved settings are read: picks before that would save stale fields. */
    public ReadOnlyBooleanProperty ready() {
        return ready.getReadOnlyProperty();
    }

    /** The models the endpoint offered at the last look, sorted; empty when it offers none. */
    public ObservableList<String> models() {
        return settings.connection().map(ConnectionCheck::models)
                .orElseGet(() -> FXCollections.unmodifiableObservableList(FXCollections.observableArrayList()));
    }

    /** What the last look at the endpoint found (or that it is still looking). */
    public ReadOnlyObjectProperty<Message> said() {
        return settings.connection().map(ConnectionCheck::said)
                .orElseGet(() -> new ReadOnlyObjectWrapper<>(Message.NONE).getReadOnlyProperty());
    }

    /**
     * The providers to switch to: the offline model and every preset with a default endpoint (the
     * custom endpoint needs a URL, typed in Settings), plus the one in use.
     */
    public List<String> providers() {
        return SettingsViewModel.providers().stream()
                .filter(id -> !id.equals(ProviderPreset.CUSTOM.id()) || id.equals(provider()))
                .toList();
    }

    /** The provider in the saved settings. */
    public String provider() {
        return settings.provider().get();
    }

    /** The model in the saved settings, or the provider's default when none is named. */
    public String model() {
        String named = settings.model().get();
        if (named != null && !named.isBlank()) {
            return named.strip();
        }
        return ProviderPreset.byId(provider()).flatMap(ProviderPreset::defaultModel).orElse("");
    }

    /** Saves {@code name} as the model; false when the saved settings need fixing in Settings first. */
    public boolean pickModel(String name) {
        settings.model().set(name);
        return settings.save();
    }

    /**
     * Saves a switch to provider {@code id} with its default endpoint, model and key variable (a key
     * typed for another provider is never sent to this one); false when Settings must complete it.
     */
    public boolean pickProvider(String id) {
        if (id.equals(provider())) {
            return true;
        }
        settings.provider().set(id);
        settings.baseUrl().set("");
        settings.model().set("");
        settings.keySource().set(KeySource.Source.ENV);
        settings.keyVariable().set("");
        return settings.save();
    }
}
