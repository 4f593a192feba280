package dev.ralphdesk.core.testing;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.ProviderCapabilities;

/** A provider that hands every call to another: test providers override only what they watch or change. */
public abstract class ForwardingModelProvider implements ModelProvider {
    protected final ModelProvider provider;

    protected ForwardingModelProvider(ModelProvider provider) {
        this.provider = provider;
    }

    @Override
    public String name() {
        return provider.name();
    }

    @Override
    public String model() {
        return provider.model();
    }

    @Override
    public ProviderCapabilities capabilities() {
        return provider.capabilities();
    }

    @Override
    public ModelResponse stream(ModelRequest request, ModelStreamListener listener, CancellationToken cancel)
            throws ModelException {
        return provider.stream(request, listener, cancel);
    }
}
