package dev.ralphdesk.app.ui.settings;

import dev.ralphdesk.app.SwitchableModelProvider;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.settings.ProviderChoice;
import dev.ralphdesk.core.settings.Settings;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Settings that apply while the window runs: after a save, the provider and model are built anew
 * from the saved file and used from the next turn on (a running turn keeps its own), and the approval
 * mode applies to the next question. Call {@link #apply} in the background: it reads files.
 */
public final class LiveSettings {
    private final Supplier<ProviderChoice> saved;
    private final Function<Settings, ProviderChoice> choose;
    private final SwitchableModelProvider model;
    private final AtomicReference<ApprovalMode> mode;

    /**
     * @param saved builds the provider from the saved settings (the factory the window started with)
     * @param choose builds the provider of given settings (the same factory), for "Test connection"
     */
    public LiveSettings(Supplier<ProviderChoice> saved, Function<Settings, ProviderChoice> choose,
            SwitchableModelProvider model, AtomicReference<ApprovalMode> mode) {
        this.saved = Objects.requireNonNull(saved, "saved");
        this.choose = Objects.requireNonNull(choose, "choose");
        this.model = Objects.requireNonNull(model, "model");
        this.mode = Objects.requireNonNull(mode, "mode");
    }

    /** Reads the saved settings and switches to them; returns what was chosen. */
    public ProviderChoice apply() {
        ProviderChoice choice = saved.get();
        choice.provider().prepare(); // here in the background, not by the next turn's first request
        model.use(choice.provider());
        mode.set(choice.settings().approvalModeOr(ApprovalMode.ASK));
        return choice;
    }

    /** The provider of {@code settings}, as this window would build it (not used until saved). */
    public ProviderChoice choose(Settings settings) {
        return choose.apply(settings);
    }
}
