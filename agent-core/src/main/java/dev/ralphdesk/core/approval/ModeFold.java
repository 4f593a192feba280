package dev.ralphdesk.core.approval;

import dev.ralphdesk.core.checkpoint.CheckpointFold;
import dev.ralphdesk.core.checkpoint.FoldState;
import dev.ralphdesk.core.checkpoint.SavedJson;
import dev.ralphdesk.core.checkpoint.SavedJsonWriter;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.event.ApprovalModeChosen;
import java.util.Optional;

/**
 * The check of a session's chosen approval modes: a record naming a mode this build does not know
 * makes the session read-only, naming the record (the policy would otherwise fall back silently).
 */
public final class ModeFold implements CheckpointFold {
    public static final String NAME = "approval-mode";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int version() {
        return 1;
    }

    @Override
    public State start(SessionInfo info) {
        return new State(new Saved(null));
    }

    @Override
    public State restore(SessionInfo info, String saved) {
        return new State(new Saved(SavedJson.read(saved, "approval mode").text("violation")));
    }

    /** What a checkpoint keeps: the first bad record, if any. */
    record Saved(String violation) {
    }

    /** {@code saved} as the mapper writes it, field by field ({@link SavedJsonWriter}). */
    static String write(Saved saved) {
        return SavedJsonWriter.start().text("violation", saved.violation()).end();
    }

    /** The first record of a session that names an unknown mode. */
    public static final class State implements FoldState {
        private Saved saved;

        State(Saved saved) {
            this.saved = saved;
        }

        @Override
        public void add(LoggedEvent logged) {
            if (saved.violation() == null && logged.event() instanceof ApprovalModeChosen chosen) {
                try {
                    ApprovalMode.of(chosen.mode());
                } catch (IllegalArgumentException e) {
                    saved = new Saved("record " + logged.seq() + " (" + ApprovalModeChosen.TYPE + "): "
                            + e.getMessage());
                }
            }
        }

        @Override
        public String save() {
            return write(saved);
        }

        @Override
        public Optional<String> violation() {
            return Optional.ofNullable(saved.violation());
        }
    }
}
