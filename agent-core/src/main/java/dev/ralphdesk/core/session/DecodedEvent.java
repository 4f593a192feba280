package dev.ralphdesk.core.session;

/** The result of decoding one stored record. */
public sealed interface DecodedEvent {

    /** A record of a known type whose payload parsed and validated. */
    record Known(SessionEvent event) implements DecodedEvent {
    }

    /** A type this build does not know (e.g. from a removed plugin): skipped and counted. */
    record Unknown(String type) implements DecodedEvent {
    }

    /** A known type whose payload does not parse or validate: the session opens read-only. */
    record Malformed(String type, String problem) implements DecodedEvent {
    }
}
