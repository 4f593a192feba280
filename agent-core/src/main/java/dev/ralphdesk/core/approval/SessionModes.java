package dev.ralphdesk.core.approval;

import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.event.ApprovalModeChosen;
import java.util.Objects;
import java.util.Optional;

/**
 * The approval mode of each chat: the one its log records ({@link ApprovalModeChosen}, read from the
 * session index at each question, so a change rules the next question), else the harness's default
 * (Settings in the window, {@code settings.json} headless). A setup that is {@link ApprovalSetup#forced}
 * (an explicit {@code --approve}) rules every session instead, without changing what is logged.
 */
public final class SessionModes {
    private final SessionStore store;
    private final ApprovalSetup setup;

    /** Modes recorded in, and read from, the sessions' logs in {@code store}. */
    public SessionModes(SessionStore store, ApprovalSetup setup) {
        this.store = Objects.requireNonNull(store, "store");
        this.setup = Objects.requireNonNull(setup, "setup");
    }

    private SessionModes(ApprovalSetup setup) {
        this.store = null;
        this.setup = Objects.requireNonNull(setup, "setup");
    }

    /** Only the setup's mode, for tools composed without a session log. */
    public static SessionModes unrecorded(ApprovalSetup setup) {
        return new SessionModes(setup);
    }

    /** The mode a session's log records, if the person chose one. */
    public Optional<ApprovalMode> chosen(SessionId session) {
        if (store == null) {
            return Optional.empty();
        }
        return store.info(session).map(info -> info.column(ApprovalModeChosen.COLUMN)).map(ApprovalMode::of);
    }

    /** The mode that rules a question asked in {@code scope} now. */
    public ApprovalMode inForce(SessionId scope) {
        if (setup.forced()) {
            return setup.current();
        }
        return chosen(scope).orElseGet(setup::current);
    }

    /** Whether {@link #inForce} is the session's own chosen mode (not the default, nor a forced one). */
    public boolean ownMode(SessionId scope) {
        return !setup.forced() && chosen(scope).isPresent();
    }

    /**
     * Records {@code mode} as the chat's mode; false when it already is its chosen mode (nothing is
     * written).
     */
    public boolean choose(SessionId session, ApprovalMode mode) {
        Objects.requireNonNull(mode, "mode");
        if (store == null) {
            throw new IllegalStateException("no session log to record an approval mode in");
        }
        SessionInfo info = store.info(session).orElseThrow(() -> new IllegalArgumentException("no session " + session));
        if (mode.id().equals(info.column(ApprovalModeChosen.COLUMN))) {
            return false;
        }
        store.append(session, new ApprovalModeChosen(mode.id()));
        return true;
    }
}
