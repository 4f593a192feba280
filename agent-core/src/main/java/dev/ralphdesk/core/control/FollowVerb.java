package dev.ralphdesk.core.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.session.DecodedEvent;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStore;
import java.io.IOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;

/**
 * {@code follow}: the events of one session as they are committed, like {@code tail -f}: those after
 * seq {@code after} from the log, then each one as it is committed, until the session's work is at rest
 * (no turn running, no goal rounds or run holding it) — then the reply ({@code at-rest}). A follower too
 * slow to keep up is let go ({@code too-slow}). An event line carries the record as the log stores it:
 * seq, time, type, schema version and payload.
 */
public final class FollowVerb implements ControlVerb {
    public static final String NAME = "follow";
    static final int BACKLOG = 10_000;
    private static final long POLL_MILLIS = 200;
    private static final long HEARTBEAT_MILLIS = 5_000;
    private final EventBus bus;
    private final SessionStore store;
    private final EventCatalog catalog;
    private final Predicate<SessionId> atRest;

    /** @param atRest whether no work of the session runs in this process now */
    public FollowVerb(EventBus bus, SessionStore store, EventCatalog catalog, Predicate<SessionId> atRest) {
        this.bus = bus;
        this.store = store;
        this.catalog = catalog;
        this.atRest = atRest;
    }

    @Override
    public void handle(ControlRequest request, ControlSink sink) throws IOException {
        SessionId session = session(request.required("session"));
        long after = number(request.arg("after").orElse("0"));
        BlockingQueue<AgentEvent.Committed> live = new ArrayBlockingQueue<>(BACKLOG);
        AtomicBoolean overflow = new AtomicBoolean();
        try (AutoCloseable ignored = bus.subscribe(event -> {
            if (event instanceof AgentEvent.Committed committed && committed.sessionId().equals(session)
                    && !live.offer(committed)) {
                overflow.set(true);
            }
        })) {
            long sent = after;
            for (LoggedEvent logged : store.openFrom(session, after + 1).events()) {
                sink.event(encode(logged));
                sent = logged.seq();
            }
            long quiet = 0;
            while (true) {
                AgentEvent.Committed next = live.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
                if (overflow.get()) {
                    sink.reply(ControlReply.refused(ExitCode.FAILED, "too-slow", "the follower fell more than "
                            + BACKLOG + " events behind"));
                    return;
                }
                if (next != null) {
                    quiet = 0;
                    if (next.seq() > sent) {
                        sink.event(encode(next.logged()));
                        sent = next.seq();
                    }
                } else if (atRest.test(session)) {
                    sink.reply(ControlReply.ok("at-rest"));
                    return;
                } else if ((quiet += POLL_MILLIS) >= HEARTBEAT_MILLIS) {
                    quiet = 0;
                    sink.event(Json.object().put("alive", true));
                }
            }
        } catch (InterruptedException e) {
            // the owner is closing: its work has ended (the follow is complete) or it was stopped
            if (atRest.test(session)) {
                sink.reply(ControlReply.ok("at-rest"));
            } else {
                sink.reply(ControlReply.refused(ExitCode.FAILED, ControlServer.CLOSING, "the owner is closing"));
            }
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException("following session " + session + " failed: " + e.getMessage(), e);
        }
    }

    private SessionId session(String id) {
        SessionId session;
        try {
            session = new SessionId(id);
        } catch (IllegalArgumentException e) {
            throw new ControlException("bad-request", "not a session id: " + id);
        }
        if (store.info(session).isEmpty()) {
            throw new ControlException("no-session", "there is no session " + id);
        }
        return session;
    }

    private static long number(String text) {
        try {
            return Math.max(0, Long.parseLong(text.strip()));
        } catch (NumberFormatException e) {
            throw new ControlException("bad-request", "'after' is a seq, not " + text);
        }
    }

    private JsonNode encode(LoggedEvent logged) {
        ObjectNode event = Json.object().put("seq", logged.seq()).put("time", logged.time().toString())
                .put("type", logged.event().type()).put("version", catalog.typeOf(logged.event()).version());
        try {
            event.set("payload", Json.parse(catalog.encode(logged.event())));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an event did not encode as JSON: " + e.getOriginalMessage(), e);
        }
        return event;
    }

    /**
     * An event line's record decoded with {@code catalog}; empty for a heartbeat, a type this build does
     * not know, or a malformed record.
     */
    public static Optional<LoggedEvent> decode(JsonNode event, EventCatalog catalog) {
        if (!event.has("seq") || !event.has("type") || !event.has("payload")) {
            return Optional.empty();
        }
        DecodedEvent decoded = catalog.decode(event.get("type").asText(), event.path("version").asInt(1),
                event.get("payload").toString());
        if (!(decoded instanceof DecodedEvent.Known known)) {
            return Optional.empty();
        }
        try {
            return Optional.of(new LoggedEvent(event.get("seq").asLong(), Instant.parse(event.path("time").asText()),
                    known.event()));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
