package dev.ralphdesk.core.session;

/** What a session is: a person's chat, or the child of one Ralph round. */
public enum SessionKind {
    CHAT("chat"),
    RALPH_CHILD("ralph-child");

    private final String wire;

    SessionKind(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    public static SessionKind fromWire(String wire) {
        for (SessionKind kind : values()) {
            if (kind.wire.equals(wire)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("unknown session kind: " + wire);
    }
}
