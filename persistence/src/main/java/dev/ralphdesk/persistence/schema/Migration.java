package dev.ralphdesk.persistence.schema;

import java.util.List;
import java.util.Objects;

/** One numbered forward step of the schema: the SQL that takes version {@code version - 1} to it. */
public record Migration(int version, String description, List<String> statements) {
    public Migration {
        Objects.requireNonNull(description, "description");
        statements = List.copyOf(statements);
        if (version < 1) {
            throw new IllegalArgumentException("migrations are numbered from 1: " + version);
        }
        if (statements.isEmpty()) {
            throw new IllegalArgumentException("migration " + version + " has no SQL");
        }
    }
}
