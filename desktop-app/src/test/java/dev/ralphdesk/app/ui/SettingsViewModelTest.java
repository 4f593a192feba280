package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.bridge.CurrentThreadUiExecutor;
import dev.ralphdesk.app.ui.settings.SettingsForm.Field;
import dev.ralphdesk.app.ui.settings.SettingsStore;
import dev.ralphdesk.app.ui.settings.SettingsViewModel;
import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.settings.KeySource;
import dev.ralphdesk.core.settings.Settings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SettingsViewModelTest {
    private final List<Settings> saved = new ArrayList<>();
    private final List<Optional<ApiKey>> keys = new ArrayList<>();
    private final SettingsViewModel settings = new SettingsViewModel(new SettingsStore() {
        @Override
        public Settings load() {
            return Settings.defaults();
        }

        @Override
        public void save(Settings value, Optional<ApiKey> typedKey) {
            saved.add(value);
            keys.add(typedKey);
        }
    }, new CurrentThreadUiExecutor());

    @Test
    void aBadBaseUrlIsRefusedWithAClearMessageAndNothingIsSaved() {
        settings.provider().set("custom");
        settings.baseUrl().set("localhost:8000");
        settings.model().set("qwen");

        assertFalse(settings.save());
        assertEquals("The base URL must start with http:// or https:// and name a host.",
                settings.errors().get(Field.BASE_URL));
        assertEquals(List.of(), saved);
    }

    @Test
    void theCustomEndpointNeedsABaseUrlAndAModel() {
        settings.provider().set("custom");
        settings.save();
        assertTrue(settings.errors().containsKey(Field.BASE_URL));
        assertEquals("This provider needs a model name.", settings.errors().get(Field.MODEL));
    }

    @Test
    void capsMustBeWholeNumbers() {
        settings.maxGoalRounds().set("many");
        settings.save();
        assertEquals("Goal rounds must be a whole number of at least 1.", settings.errors().get(Field.MAX_GOAL_ROUNDS));
    }

    @Test
    void aStoredKeyMustBeTyped() {
        settings.provider().set("deepseek");
        settings.keySource().set(KeySource.Source.STORED);
        settings.save();
        assertEquals("Type the API key, or choose an environment variable instead.", settings.errors().get(Field.KEY));
    }

    @Test
    void validFieldsAreSavedWithTheTypedKey() {
        settings.provider().set("deepseek");
        settings.keySource().set(KeySource.Source.STORED);
        settings.typedKey().set("sk-test-123456");

        assertTrue(settings.save());
        assertEquals("deepseek", saved.get(0).provider());
        assertEquals(KeySource.stored(), saved.get(0).apiKey());
        assertEquals("sk-test-123456", keys.get(0).orElseThrow().reveal());
        assertEquals("", settings.typedKey().get());
        assertTrue(settings.errors().isEmpty());
    }
}
