package dev.ralphdesk.app;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.ProviderCapabilities;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The window's model: the provider chosen in Settings, switched when they are saved. Each turn takes
 * the provider chosen when it starts ({@link #forTurn}) and keeps it for all its steps; the next turn
 * takes the new one. Thread-safe.
 */
public final class SwitchableModelProvider implements ModelProvider {
    private final AtomicReference<ModelProvider> current;

    public SwitchableModelProvider(ModelProvider first) {
        this.current = new AtomicReference<>(Objects.requireNonNull(first, "first"));
    }

    /** From the next turn on, turns use {@code next}. */
    public void use(ModelProvider next) {
        current.set(Objects.requireNonNull(next, "next"));
        Composition.logModel(next);
    }

    @Override
    public ModelProvider forTurn() {
        return current.get().forTurn();
    }

    @Override
    public String name() {
        return current.get().name();
    }

    @Override
    public String model() {
        return current.get().model();
    }

    @Override
    public ProviderCapabilities capabilities() {
        return current.get().capabilities();
    }

    @Override
    public ModelResponse stream(ModelRequest request, ModelStreamListener listener, CancellationToken cancel)
            throws ModelException {
        return current.get().stream(request, listener, cancel);
    }
}
