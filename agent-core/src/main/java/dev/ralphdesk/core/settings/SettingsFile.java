package dev.ralphdesk.core.settings;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import dev.ralphdesk.core.json.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Collectors;

/** Reads and atomically writes {@code settings.json}. Unknown fields are ignored, so newer files still load. */
public final class SettingsFile {
    private final Path file;

    public SettingsFile(Path file) {
        this.file = file;
    }

    public Path path() {
        return file;
    }

    /** The settings, or empty when the file does not exist. */
    public Optional<Settings> load() throws SettingsException {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new SettingsException(file, 0, 0, "it cannot be read (" + e.getMessage() + ")", e);
        }
        if (text.isBlank()) {
            return Optional.empty();
        }
        try {
            Settings settings = Json.mapper().readValue(text, Settings.class);
            if (settings == null) {
                throw new SettingsException(file, 1, 1, "it must hold a JSON object", null);
            }
            return Optional.of(settings);
        } catch (JsonProcessingException e) {
            JsonLocation location = e.getLocation();
            int line = location == null ? 0 : location.getLineNr();
            int column = location == null ? 0 : location.getColumnNr();
            throw new SettingsException(file, Math.max(line, 0), Math.max(column, 0), problem(e), e);
        }
    }

    public void save(Settings settings) throws IOException {
        String text = Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(settings);
        AtomicFiles.write(file, text + "\n", false);
    }

    private static String problem(JsonProcessingException e) {
        Throwable cause = e.getCause();
        String detail = cause instanceof IllegalArgumentException ? cause.getMessage() : e.getOriginalMessage();
        if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            String field = mapping.getPath().stream().map(reference -> reference.getFieldName() != null
                    ? reference.getFieldName() : "[" + reference.getIndex() + "]").collect(Collectors.joining("."));
            if (!field.isEmpty() && !detail.contains("'" + field + "'")) {
                return field + ": " + detail;
            }
        }
        return detail;
    }
}
