package dev.ralphdesk.persistence.contract;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

class SqliteSessionStoreContractTest extends SessionStoreContract {
    @TempDir
    Path folder;

    @Override
    protected SessionStore newStore() {
        return SqliteSessionStore.open(new DataFolder(folder, "test"), EventCatalog.withCoreTypes());
    }
}
