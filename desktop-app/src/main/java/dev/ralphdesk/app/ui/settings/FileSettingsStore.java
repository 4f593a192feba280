package dev.ralphdesk.app.ui.settings;

import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.settings.ConfigLocation;
import dev.ralphdesk.core.settings.KeyFile;
import dev.ralphdesk.core.settings.Settings;
import dev.ralphdesk.core.settings.SettingsException;
import dev.ralphdesk.core.settings.SettingsFile;
import java.io.IOException;
import java.util.Optional;

/** Settings in {@code settings.json} and the typed key in the {@code key} file of the config folder. */
public final class FileSettingsStore implements SettingsStore {
    private final ConfigLocation location;

    public FileSettingsStore(ConfigLocation location) {
        this.location = location;
    }

    @Override
    public Settings load() throws SettingsException {
        return new SettingsFile(location.settingsFile()).load().orElse(Settings.defaults());
    }

    @Override
    public void save(Settings settings, Optional<ApiKey> typedKey) throws IOException {
        if (typedKey.isPresent()) {
            new KeyFile(location.keyFile()).write(typedKey.get());
        }
        new SettingsFile(location.settingsFile()).save(settings);
    }
}
