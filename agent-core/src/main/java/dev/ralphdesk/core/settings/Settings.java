package dev.ralphdesk.core.settings;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.ralphdesk.core.agent.AgentConfig;
import dev.ralphdesk.core.verify.VerifierPatterns;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;

/**
 * The contents of {@code settings.json}: provider preset, base URL and model (null means the
 * preset's default), the model's context window in tokens (null means
 * {@link AgentConfig#DEFAULT_CONTEXT_WINDOW}), where the API key comes from, the shell approval
 * mode, default caps, network limits, and the verifier patterns added to the defaults (regular
 * expressions a command must match to count as a verifier run, see {@link VerifierPatterns}).
 * A null provider means nothing is configured and the offline model is used.
 * Holds no secret: the key itself lives in the environment or in the separate {@code key} file.
 */
public record Settings(String provider, String baseUrl, String model, KeySource apiKey, ApprovalMode approvalMode,
        DefaultCaps caps, NetworkSettings network, Integer contextWindow, List<String> verifierPatterns) {

    @JsonCreator
    public Settings(@JsonProperty("provider") String provider, @JsonProperty("baseUrl") String baseUrl,
            @JsonProperty("model") String model, @JsonProperty("apiKey") KeySource apiKey,
            @JsonProperty("approvalMode") ApprovalMode approvalMode, @JsonProperty("caps") DefaultCaps caps,
            @JsonProperty("network") NetworkSettings network,
            @JsonProperty("contextWindow") Integer contextWindow,
            @JsonProperty("verifierPatterns") List<String> verifierPatterns) {
        this.provider = provider(provider);
        this.baseUrl = baseUrl(baseUrl);
        if (model != null && model.isBlank()) {
            throw new IllegalArgumentException("the model name is empty; name a model or leave it out for the default");
        }
        this.model = model == null ? null : model.strip();
        this.apiKey = apiKey == null ? KeySource.presetDefault() : apiKey;
        this.approvalMode = approvalMode == null ? ApprovalMode.ASK : approvalMode;
        this.caps = caps == null ? DefaultCaps.DEFAULTS : caps;
        this.network = network == null ? NetworkSettings.DEFAULTS : network;
        if (contextWindow != null && contextWindow < AgentConfig.MIN_CONTEXT_WINDOW) {
            throw new IllegalArgumentException("the context window must be at least " + AgentConfig.MIN_CONTEXT_WINDOW
                    + " tokens, not " + contextWindow + "; leave it out for the default of "
                    + AgentConfig.DEFAULT_CONTEXT_WINDOW);
        }
        this.contextWindow = contextWindow;
        this.verifierPatterns = verifierPatterns == null ? List.of() : List.copyOf(verifierPatterns);
        VerifierPatterns.withExtra(this.verifierPatterns); // refuses an invalid pattern, naming it
    }

    /** Settings without verifier patterns of their own (the defaults apply). */
    public Settings(String provider, String baseUrl, String model, KeySource apiKey, ApprovalMode approvalMode,
            DefaultCaps caps, NetworkSettings network, Integer contextWindow) {
        this(provider, baseUrl, model, apiKey, approvalMode, caps, network, contextWindow, null);
    }

    /** Settings without a context window of their own (the default applies). */
    public Settings(String provider, String baseUrl, String model, KeySource apiKey, ApprovalMode approvalMode,
            DefaultCaps caps, NetworkSettings network) {
        this(provider, baseUrl, model, apiKey, approvalMode, caps, network, null);
    }

    /** The context window the history is fitted into, in tokens. */
    public int contextWindowTokens() {
        return contextWindow == null ? AgentConfig.DEFAULT_CONTEXT_WINDOW : contextWindow;
    }

    /** The agent loop's limits with these settings' step cap, context window and verifier patterns. */
    public AgentConfig applyTo(AgentConfig base) {
        return base.withMaxSteps(caps.maxStepsPerTurn()).withContextWindow(contextWindowTokens())
                .withVerifierPatterns(VerifierPatterns.withExtra(verifierPatterns));
    }

    /** Nothing configured: the offline model, approval mode {@code ask}, default caps. */
    public static Settings defaults() {
        return new Settings(null, null, null, null, null, null, null);
    }

    /**
     * These settings with the command line's choices on top. Choosing another provider starts from
     * that provider's defaults (base URL, model, key variable) rather than carrying this one's over.
     */
    public Settings withOverrides(ProviderOverrides overrides) {
        Settings base = this;
        if (overrides.provider() != null && !overrides.provider().equalsIgnoreCase(String.valueOf(provider))) {
            base = new Settings(overrides.provider(), null, null, null, approvalMode, caps, network, null,
                    verifierPatterns);
        }
        return new Settings(base.provider, overrides.baseUrl() != null ? overrides.baseUrl() : base.baseUrl,
                overrides.model() != null ? overrides.model() : base.model, base.apiKey, approvalMode, caps, network,
                base.contextWindow, verifierPatterns);
    }

    public Settings withProvider(String newProvider, String newBaseUrl, String newModel, KeySource newKey) {
        return new Settings(newProvider, newBaseUrl, newModel, newKey, approvalMode, caps, network, contextWindow,
                verifierPatterns);
    }

    /**
     * These settings with what the Settings window does not show — network limits and verifier
     * patterns — taken from {@code loaded}, so saving from the window keeps them in the file.
     */
    public Settings withUnshownFrom(Settings loaded) {
        return new Settings(provider, baseUrl, model, apiKey, approvalMode, caps, loaded.network, contextWindow,
                loaded.verifierPatterns);
    }

    public Settings withApprovalMode(ApprovalMode mode) {
        return new Settings(provider, baseUrl, model, apiKey, mode, caps, network, contextWindow, verifierPatterns);
    }

    private static String provider(String provider) {
        if (provider == null || provider.isBlank()) {
            return null;
        }
        if (!ProviderPreset.isOffline(provider) && ProviderPreset.byId(provider).isEmpty()) {
            throw new IllegalArgumentException("unknown provider '" + provider + "'; choose one of: "
                    + ProviderPreset.choices());
        }
        return provider.strip();
    }

    private static String baseUrl(String baseUrl) {
        if (baseUrl == null || baseUrl.isBlank()) {
            return null;
        }
        String trimmed = baseUrl.strip();
        try {
            URI uri = new URI(trimmed);
            if (!"http".equalsIgnoreCase(uri.getScheme()) && !"https".equalsIgnoreCase(uri.getScheme())
                    || uri.getHost() == null) {
                throw new IllegalArgumentException("the base URL '" + trimmed
                        + "' must start with http:// or https:// and name a host");
            }
            if (uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
                throw new IllegalArgumentException("the base URL '" + trimmed
                        + "' must not carry a query, fragment or user info (keys go in the key settings)");
            }
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("the base URL '" + trimmed + "' is not a valid URL: " + e.getReason());
        }
        return trimmed;
    }
}
