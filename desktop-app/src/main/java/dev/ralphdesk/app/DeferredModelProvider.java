package dev.ralphdesk.app;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.ProviderCapabilities;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * A provider built on its first use, not at start-up. The window's demo model knows its name, model
 * and capabilities up front, and the costly part (parsing the demo scenario) waits until the model is
 * used; a headless command's model is chosen only when a command needs one, and then name, model and
 * capabilities come from it. A failure to build is thrown by every use, each trying again.
 */
public final class DeferredModelProvider implements ModelProvider {
    private final String name;
    private final String model;
    private final ProviderCapabilities capabilities;
    private final Supplier<? extends ModelProvider> build;
    private ModelProvider built;

    public DeferredModelProvider(String name, String model, ProviderCapabilities capabilities,
            Supplier<? extends ModelProvider> build) {
        this.name = Objects.requireNonNull(name, "name");
        this.model = Objects.requireNonNull(model, "model");
        this.capabilities = Objects.requireNonNull(capabilities, "capabilities");
        this.build = Objects.requireNonNull(build, "build");
    }

    /** A provider that is not known before it is built: name, model and capabilities build it. */
    public DeferredModelProvider(Supplier<? extends ModelProvider> build) {
        this.name = null;
        this.model = null;
        this.capabilities = null;
        this.build = Objects.requireNonNull(build, "build");
    }

    @Override
    public String name() {
        return name != null ? name : provider().name();
    }

    @Override
    public String model() {
        return model != null ? model : provider().model();
    }

    @Override
    public ProviderCapabilities capabilities() {
        return capabilities != null ? capabilities : provider().capabilities();
    }

    @Override
    public ModelResponse stream(ModelRequest request, ModelStreamListener listener, CancellationToken cancel)
            throws ModelException {
        return provider().stream(request, listener, cancel);
    }

    /** The provider itself, built now if no request built it yet. */
    public synchronized ModelProvider provider() {
        if (built == null) {
            built = build.get();
            Composition.logModel(built);
        }
        return built;
    }
}
