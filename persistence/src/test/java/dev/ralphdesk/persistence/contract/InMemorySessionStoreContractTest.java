package dev.ralphdesk.persistence.contract;

import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.memory.InMemorySessionStore;

/** The reference semantics: the contract holds for the in-memory store too. */
class InMemorySessionStoreContractTest extends SessionStoreContract {
    @Override
    protected SessionStore newStore() {
        return new InMemorySessionStore(EventCatalog.withCoreTypes());
    }
}
