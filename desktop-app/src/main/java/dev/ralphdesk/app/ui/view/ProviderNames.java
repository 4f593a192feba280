package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.core.settings.ProviderPreset;

/** The name a person knows a provider by ("DeepSeek", "Offline model"), for its id in Settings. */
final class ProviderNames {
    private ProviderNames() {
    }

    static String of(String id, Texts texts) {
        if (ProviderPreset.isOffline(id)) {
            return texts.get("header.model.offline");
        }
        if (ProviderPreset.CUSTOM.id().equals(id)) {
            return texts.get("header.model.custom");
        }
        return ProviderPreset.byId(id).map(ProviderPreset::label).orElse(id);
    }
}
