package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.schema.Migrations;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The store's warm-up prepares the decoders of the records a first screen may read: none where the
 * database is new (a first start has no record to read), every type's once it holds a session.
 */
class WarmUpTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();
    @TempDir
    Path dir;

    private List<?> decodersWarmedUp() {
        return WarmUp.decoders(CATALOG, SchemaCheck.inspect(dir.resolve(DataFolder.DATABASE_FILE),
                Migrations.latest(Migrations.ALL)));
    }

    @Test
    void aNewDatabaseWarmsUpNoDecoder() {
        assertEquals(List.of(), decodersWarmedUp());
    }

    @Test
    void aDatabaseWithASessionWarmsUpEveryDecoder() {
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(dir, "test"), CATALOG,
                SqliteOptions.defaults().withWarmUp(false))) {
            store.create(NewSession.chat("c", Path.of("/w")));
        }
        assertEquals(List.copyOf(CATALOG.types()), decodersWarmedUp());
    }
}
