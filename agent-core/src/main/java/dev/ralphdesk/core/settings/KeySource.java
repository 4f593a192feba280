package dev.ralphdesk.core.settings;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * Where the API key comes from: an environment variable ({@code variable}, or the preset's when
 * null) or the key typed into Settings and kept in the {@code key} file. Never the key itself.
 */
public record KeySource(Source source, String variable) {

    public enum Source {
        ENV,
        STORED;

        @JsonValue
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        @JsonCreator
        public static Source of(String id) {
            for (Source source : values()) {
                if (source.id().equalsIgnoreCase(id.strip())) {
                    return source;
                }
            }
            throw new IllegalArgumentException("unknown key source '" + id + "' (use env or stored)");
        }
    }

    @JsonCreator
    public KeySource(@JsonProperty("source") Source source, @JsonProperty("variable") String variable) {
        this.source = source == null ? Source.ENV : source;
        if (variable != null && !variable.isBlank() && !variable.strip().matches("[A-Za-z_][A-Za-z0-9_]*")) {
            throw new IllegalArgumentException("'" + variable + "' is not an environment variable name");
        }
        this.variable = variable == null || variable.isBlank() || this.source == Source.STORED ? null : variable.strip();
    }

    /** The preset's environment variable. */
    public static KeySource presetDefault() {
        return new KeySource(Source.ENV, null);
    }

    public static KeySource env(String variable) {
        return new KeySource(Source.ENV, variable);
    }

    public static KeySource stored() {
        return new KeySource(Source.STORED, null);
    }
}
