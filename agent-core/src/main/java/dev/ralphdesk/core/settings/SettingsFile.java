package dev.ralphdesk.core.settings;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.json.Json;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.Set;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Reads and atomically writes {@code settings.json}. Unknown fields are ignored, so newer files still
 * load, and kept when saving (e.g. {@code mcpServers}, which the MCP plugin reads itself).
 */
public final class SettingsFile {
    /** The fields {@link Settings} reads and writes: a saved null one is left out, not kept from the file. */
    private static final Set<String> KNOWN = Arrays.stream(Settings.class.getRecordComponents())
            .map(RecordComponent::getName).collect(Collectors.toSet());
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
        Optional<Settings> bound = SettingsJson.bind(text); // without the mapper, when the fields are plain
        if (bound.isPresent()) {
            return bound;
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
        ObjectNode saved = Json.mapper().valueToTree(settings);
        ObjectNode merged = Json.object();
        kept().fields().forEachRemaining(field -> {
            if (!KNOWN.contains(field.getKey())) {
                merged.set(field.getKey(), field.getValue());
            }
        });
        merged.setAll(saved);
        String text = Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(merged);
        AtomicFiles.write(file, text + "\n", false);
    }

    /** The file's fields as they are, to keep those Settings does not know; none when it cannot be read. */
    private ObjectNode kept() {
        try {
            JsonNode node = Json.parse(Files.readString(file, StandardCharsets.UTF_8));
            return node instanceof ObjectNode object ? object : Json.object();
        } catch (IOException e) {
            return Json.object();
        }
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
