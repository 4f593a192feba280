package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.app.DemoModel;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.persistence.location.DataFolder;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiFunction;

/** Reads what the command line stored in a data folder, with the product's event types. */
final class StoredLog {
    private StoredLog() {
    }

    /** Applies {@code read} to the catalog and the events of {@code session} in {@code data}. */
    static <T> T read(Path data, String session, BiFunction<EventCatalog, List<LoggedEvent>, T> read) {
        try (AppServices app = Composition.compose(DemoModel.deferred(),
                Composition.sqliteReader(new DataFolder(data, "test")), HarnessOptions.defaults(), new EventBus())) {
            return read.apply(app.harness().catalog(), app.store().open(new SessionId(session)).events());
        }
    }

    static List<LoggedEvent> events(Path data, String session) {
        return read(data, session, (catalog, events) -> events);
    }

    static <T> List<T> of(Path data, String session, Class<T> type) {
        return events(data, session).stream().map(LoggedEvent::event).filter(type::isInstance).map(type::cast)
                .toList();
    }
}
