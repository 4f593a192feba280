package dev.ralphdesk.core.settings;

import dev.ralphdesk.core.model.openai.OpenAiDialect;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** The providers Ralph Desk knows, with their default base URL, model and key variable. */
public enum ProviderPreset {
    DEEPSEEK("deepseek", "DeepSeek", Protocol.OPENAI_COMPATIBLE, "https://api.deepseek.com", "deepseek-chat",
            "DEEPSEEK_API_KEY"),
    OPENAI("openai", "OpenAI", Protocol.OPENAI_COMPATIBLE, "https://api.openai.com/v1", "gpt-5-mini",
            "OPENAI_API_KEY"),
    OPENROUTER("openrouter", "OpenRouter", Protocol.OPENAI_COMPATIBLE, "https://openrouter.ai/api/v1",
            "openai/gpt-5-mini", "OPENROUTER_API_KEY"),
    OLLAMA("ollama", "Ollama", Protocol.OPENAI_COMPATIBLE, "http://localhost:11434/v1", "qwen3", null),
    /** Any OpenAI-compatible server: vLLM, llama.cpp server, LM Studio. */
    CUSTOM("custom", "the custom endpoint", Protocol.OPENAI_COMPATIBLE, null, null, null),
    ANTHROPIC("anthropic", "Anthropic", Protocol.ANTHROPIC, "https://api.anthropic.com", "claude-sonnet-4-5",
            "ANTHROPIC_API_KEY");

    /** The name that selects the built-in offline model instead of a preset. */
    public static final String OFFLINE = "offline";

    /** The wire protocol a preset speaks. */
    public enum Protocol {
        OPENAI_COMPATIBLE,
        ANTHROPIC
    }

    private final String id;
    private final String label;
    private final Protocol protocol;
    private final String baseUrl;
    private final String model;
    private final String keyVariable;

    ProviderPreset(String id, String label, Protocol protocol, String baseUrl, String model, String keyVariable) {
        this.id = id;
        this.label = label;
        this.protocol = protocol;
        this.baseUrl = baseUrl;
        this.model = model;
        this.keyVariable = keyVariable;
    }

    public String id() {
        return id;
    }

    /** The name people know it by, for messages. */
    public String label() {
        return label;
    }

    public Protocol protocol() {
        return protocol;
    }

    public Optional<String> defaultBaseUrl() {
        return Optional.ofNullable(baseUrl);
    }

    public Optional<String> defaultModel() {
        return Optional.ofNullable(model);
    }

    /** The environment variable the key is read from unless settings name another. */
    public Optional<String> defaultKeyVariable() {
        return Optional.ofNullable(keyVariable);
    }

    public OpenAiDialect dialect() {
        switch (this) {
            case DEEPSEEK:
                return OpenAiDialect.deepSeek();
            case OPENAI:
                return OpenAiDialect.openAi();
            default:
                return OpenAiDialect.standard();
        }
    }

    /** The preset with this id (case-insensitive); {@code openai-compatible} means {@code custom}. */
    public static Optional<ProviderPreset> byId(String id) {
        String wanted = id.strip().toLowerCase(Locale.ROOT);
        if (wanted.equals("openai-compatible")) {
            return Optional.of(CUSTOM);
        }
        // a loop, not a stream's lambda: a command asks on two threads as it starts, and a lambda's call
        // site linked by two threads at once makes its class anew (~2 ms) on one of them
        for (ProviderPreset preset : values()) {
            if (preset.id.equals(wanted)) {
                return Optional.of(preset);
            }
        }
        return Optional.empty();
    }

    /** Every accepted provider name, for messages. */
    public static String choices() {
        return Arrays.stream(values()).map(ProviderPreset::id).collect(Collectors.joining(", ")) + ", " + OFFLINE;
    }

    /** Whether {@code id} selects the offline model. */
    public static boolean isOffline(String id) {
        String wanted = id.strip().toLowerCase(Locale.ROOT);
        return wanted.equals(OFFLINE) || wanted.equals("scripted");
    }
}
