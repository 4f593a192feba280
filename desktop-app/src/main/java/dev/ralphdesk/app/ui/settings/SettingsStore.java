package dev.ralphdesk.app.ui.settings;

import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.settings.Settings;
import dev.ralphdesk.core.settings.SettingsException;
import java.io.IOException;
import java.util.Optional;

/** Where Settings are read from and saved to (the settings file and the 0600 key file). */
public interface SettingsStore {

    /** The saved settings, or the defaults when nothing is saved. */
    Settings load() throws SettingsException;

    /** Saves the settings and, when given, the typed API key. */
    void save(Settings settings, Optional<ApiKey> typedKey) throws IOException;
}
