package dev.ralphdesk.core.approval;

import dev.ralphdesk.core.checkpoint.CheckpointFold;
import dev.ralphdesk.core.checkpoint.FoldState;
import dev.ralphdesk.core.checkpoint.SavedJson;
import dev.ralphdesk.core.checkpoint.SavedJsonWriter;
import dev.ralphdesk.core.effect.ApprovalGrant;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import java.util.ArrayList;
import java.util.List;

/** The checkpointed "for this session" grants of a session ({@link ApprovalGrants#fold}, record by record). */
public final class GrantsFold implements CheckpointFold {
    public static final String NAME = "grants";

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
        return new State(info.id(), new ArrayList<>());
    }

    @Override
    public State restore(SessionInfo info, String saved) {
        return new State(info.id(), SavedJson.read(saved, "grants").values("grants", ApprovalGrant.class));
    }

    /** What a checkpoint keeps. */
    record Saved(List<ApprovalGrant> grants) {
        Saved {
            grants = grants == null ? List.of() : List.copyOf(grants);
        }
    }

    /** {@code saved} as the mapper writes it, field by field ({@link SavedJsonWriter}). */
    static String write(Saved saved) {
        return SavedJsonWriter.start().values("grants", saved.grants()).end();
    }

    /** The grants of one session so far. */
    public static final class State implements FoldState {
        private final SessionId session;
        private final List<ApprovalGrant> grants;

        State(SessionId session, List<ApprovalGrant> grants) {
            this.session = session;
            this.grants = grants;
        }

        @Override
        public void add(LoggedEvent logged) {
            grants.addAll(ApprovalGrants.fold(session, List.of(logged)));
        }

        @Override
        public String save() {
            return write(new Saved(grants));
        }

        public List<ApprovalGrant> grants() {
            return List.copyOf(grants);
        }
    }
}
