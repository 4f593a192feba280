package dev.ralphdesk.core.settings;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.agent.AgentConfig;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.model.PriceJson;
import dev.ralphdesk.core.model.PriceTable;
import dev.ralphdesk.core.sandbox.Bubblewrap;
import dev.ralphdesk.core.sandbox.Sandbox;
import dev.ralphdesk.core.sandbox.SandboxMode;
import dev.ralphdesk.core.sandbox.ShellEnvironment;
import dev.ralphdesk.core.sandbox.ShellSetup;
import dev.ralphdesk.core.verify.VerifierPatterns;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The contents of {@code settings.json}: provider preset, base URL and model (null means the
 * preset's default), the model's context window in tokens (null means
 * {@link AgentConfig#DEFAULT_CONTEXT_WINDOW}), where the API key comes from, the approval mode
 * (null when the file does not choose one: the window then asks, the command line runs {@code auto}),
 * default caps, network limits, the shell's sandbox (null: {@code workspace-write} where
 * bubblewrap works), whether the sandboxed shell may use the network, the environment variables
 * the shell gets beyond the standard ones, and the verifier patterns added to the defaults (regular
 * expressions a command must match to count as a verifier run, see {@link VerifierPatterns}), and the
 * prices that replace or add to the bundled price table ({@code prices}, validated naming the field). A null
 * provider means nothing is configured and the offline model is used. Holds no secret: the key itself
 * lives in the environment or in the separate {@code key} file.
 */
public record Settings(String provider, String baseUrl, String model, KeySource apiKey, ApprovalMode approvalMode,
        DefaultCaps caps, NetworkSettings network, Integer contextWindow, SandboxMode sandbox, boolean shellNetwork,
        List<String> shellEnv, List<String> verifierPatterns, Map<String, PriceTable.Price> prices) {

    public Settings(String provider, String baseUrl, String model, KeySource apiKey, ApprovalMode approvalMode,
            DefaultCaps caps, NetworkSettings network, Integer contextWindow, SandboxMode sandbox, boolean shellNetwork,
            List<String> shellEnv, List<String> verifierPatterns, Map<String, PriceTable.Price> prices) {
        this.provider = provider(provider);
        this.baseUrl = baseUrl(baseUrl);
        if (model != null && model.isBlank()) {
            throw new IllegalArgumentException("the model name is empty; name a model or leave it out for the default");
        }
        this.model = model == null ? null : model.strip();
        this.apiKey = apiKey == null ? KeySource.presetDefault() : apiKey;
        this.approvalMode = approvalMode;
        this.caps = caps == null ? DefaultCaps.DEFAULTS : caps;
        this.network = network == null ? NetworkSettings.DEFAULTS : network;
        if (contextWindow != null && contextWindow < AgentConfig.MIN_CONTEXT_WINDOW) {
            throw new IllegalArgumentException("the context window must be at least " + AgentConfig.MIN_CONTEXT_WINDOW
                    + " tokens, not " + contextWindow + "; leave it out for the default of "
                    + AgentConfig.DEFAULT_CONTEXT_WINDOW);
        }
        this.contextWindow = contextWindow;
        this.sandbox = sandbox;
        this.shellNetwork = shellNetwork;
        if (shellEnv != null) {
            for (String name : shellEnv) {
                if (name == null || !name.matches("[A-Za-z_][A-Za-z0-9_]*")) {
                    throw new IllegalArgumentException("shellEnv: '" + name + "' is not an environment variable name");
                }
            }
        }
        this.shellEnv = shellEnv == null ? List.of() : List.copyOf(shellEnv);
        this.verifierPatterns = verifierPatterns == null ? List.of() : List.copyOf(verifierPatterns);
        VerifierPatterns.withExtra(this.verifierPatterns); // refuses an invalid pattern, naming it
        this.prices = prices == null ? Map.of() : Map.copyOf(prices);
    }

    @JsonCreator
    static Settings fromJson(@JsonProperty("provider") String provider, @JsonProperty("baseUrl") String baseUrl,
            @JsonProperty("model") String model, @JsonProperty("apiKey") KeySource apiKey,
            @JsonProperty("approvalMode") ApprovalMode approvalMode, @JsonProperty("caps") DefaultCaps caps,
            @JsonProperty("network") NetworkSettings network,
            @JsonProperty("contextWindow") Integer contextWindow, @JsonProperty("sandbox") SandboxMode sandbox,
            @JsonProperty("shellNetwork") Boolean shellNetwork, @JsonProperty("shellEnv") List<String> shellEnv,
            @JsonProperty("verifierPatterns") List<String> verifierPatterns, @JsonProperty("prices") JsonNode prices) {
        return new Settings(provider, baseUrl, model, apiKey, approvalMode, caps, network, contextWindow, sandbox,
                shellNetwork != null && shellNetwork, shellEnv, verifierPatterns, PriceJson.prices(prices, "prices"));
    }

    /** Settings with the bundled prices only. */
    public Settings(String provider, String baseUrl, String model, KeySource apiKey, ApprovalMode approvalMode,
            DefaultCaps caps, NetworkSettings network, Integer contextWindow, SandboxMode sandbox, boolean shellNetwork,
            List<String> shellEnv, List<String> verifierPatterns) {
        this(provider, baseUrl, model, apiKey, approvalMode, caps, network, contextWindow, sandbox, shellNetwork,
                shellEnv, verifierPatterns, null);
    }

    /** Settings with the shell's defaults (sandbox where it works, no network, the standard variables). */
    public Settings(String provider, String baseUrl, String model, KeySource apiKey, ApprovalMode approvalMode,
            DefaultCaps caps, NetworkSettings network, Integer contextWindow, SandboxMode sandbox, boolean shellNetwork,
            List<String> shellEnv) {
        this(provider, baseUrl, model, apiKey, approvalMode, caps, network, contextWindow, sandbox, shellNetwork,
                shellEnv, null);
    }

    /** Settings with the shell's and the verifier's defaults. */
    public Settings(String provider, String baseUrl, String model, KeySource apiKey, ApprovalMode approvalMode,
            DefaultCaps caps, NetworkSettings network, Integer contextWindow) {
        this(provider, baseUrl, model, apiKey, approvalMode, caps, network, contextWindow, null, false, null, null,
                null);
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

    /**
     * What models cost: the bundled table with these settings' {@code prices} on top. With the Ollama
     * preset (a server on this machine) a model no price names costs nothing.
     */
    public PriceTable priceTable() {
        return priceTable(PriceTable.bundled());
    }

    /** As {@link #priceTable()}, on top of {@code bundled}, the bundled table already read. */
    public PriceTable priceTable(PriceTable bundled) {
        PriceTable table = bundled.withOverrides(prices);
        return ProviderPreset.OLLAMA.id().equalsIgnoreCase(String.valueOf(provider)) ? table.forLocalModels() : table;
    }

    /** The approval mode the file chose, else {@code fallback}: the window's and the command line's defaults differ. */
    public ApprovalMode approvalModeOr(ApprovalMode fallback) {
        return approvalMode == null ? fallback : approvalMode;
    }

    /** The environment variable the API key comes from, if it comes from one (never given to the shell). */
    public Optional<String> keyVariable() {
        if (apiKey.source() != KeySource.Source.ENV) {
            return Optional.empty();
        }
        if (apiKey.variable() != null) {
            return Optional.of(apiKey.variable());
        }
        return Optional.ofNullable(provider).flatMap(ProviderPreset::byId).flatMap(ProviderPreset::defaultKeyVariable);
    }

    /** Nothing configured: the offline model, no approval mode chosen, default caps. */
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
            base = new Settings(overrides.provider(), null, null, null, approvalMode, caps, network, null, sandbox,
                    shellNetwork, shellEnv, verifierPatterns, prices);
        }
        return new Settings(base.provider, overrides.baseUrl() != null ? overrides.baseUrl() : base.baseUrl,
                overrides.model() != null ? overrides.model() : base.model, base.apiKey, approvalMode, caps, network,
                base.contextWindow, sandbox, shellNetwork, shellEnv, verifierPatterns, prices);
    }

    public Settings withProvider(String newProvider, String newBaseUrl, String newModel, KeySource newKey) {
        return new Settings(newProvider, newBaseUrl, newModel, newKey, approvalMode, caps, network, contextWindow,
                sandbox, shellNetwork, shellEnv, verifierPatterns, prices);
    }

    public Settings withApprovalMode(ApprovalMode mode) {
        return new Settings(provider, baseUrl, model, apiKey, mode, caps, network, contextWindow, sandbox,
                shellNetwork, shellEnv, verifierPatterns, prices);
    }

    /**
     * These settings with what the Settings dialog does not show taken from {@code loaded} — network
     * limits, the shell's sandbox, network and variables, the verifier patterns, the prices — so saving
     * from the dialog keeps them in the file.
     */
    public Settings withUnshownFrom(Settings loaded) {
        return new Settings(provider, baseUrl, model, apiKey, approvalMode, caps, loaded.network, contextWindow,
                loaded.sandbox, loaded.shellNetwork, loaded.shellEnv, loaded.verifierPatterns, loaded.prices);
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

    /**
     * What the settings ask for, over the process environment {@code env}: the standard variables
     * plus {@code shellEnv}, never the key's variable; bubblewrap unless {@code "sandbox": "off"}
     * (checked once here: it may be missing or not work on this machine).
     */
    public ShellSetup shellSetup(Map<String, String> env) {
        Map<String, String> copy = Map.copyOf(env);
        ShellEnvironment environment = new ShellEnvironment(() -> copy, shellEnv(),
                keyVariable().stream().toList()).fixed();
        SandboxMode mode = sandbox() == null ? SandboxMode.WORKSPACE_WRITE : sandbox();
        Sandbox sandbox = Bubblewrap.choose(mode, sandbox() != null, shellNetwork(),
                Bubblewrap.find(env.get("PATH")));
        return new ShellSetup(environment, sandbox);
    }
}
