package dev.ralphdesk.app.ui.settings;

import dev.ralphdesk.app.SwitchableModelProvider;
import dev.ralphdesk.core.settings.ApprovalMode;
import dev.ralphdesk.core.settings.ProviderChoice;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Settings that apply while the window runs: after a save, the provider and model are built anew
 * from the saved file and used from the next turn on (a running turn keeps its own), and the approval
 * mode applies to the next question. Call {@link #apply} in the background: it reads files.
 */
public final class LiveSettings {
    private final Supplier<ProviderChoice> choose;
    private final SwitchableModelProvider model;
    private final AtomicReference<ApprovalMode> mode;

    /** @param choose builds the provider from the saved settings (the factory the window started with) */
    public LiveSettings(Supplier<ProviderChoice> choose, SwitchableModelProvider model,
            AtomicReference<ApprovalMode> mode) {
        this.choose = Objects.requireNonNull(choose, "choose");
        this.model = Objects.requireNonNull(model, "model");
        this.mode = Objects.requireNonNull(mode, "mode");
    }

    /** Reads the saved settings and switches to them; returns what was chosen. */
    public ProviderChoice apply() {
        ProviderChoice choice = choose.get();
        model.use(choice.provider());
        mode.set(choice.settings().approvalModeOr(ApprovalMode.ASK));
        return choice;
    }
}
