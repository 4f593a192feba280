package dev.ralphdesk.core.approval;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import dev.ralphdesk.core.checkpoint.CheckpointFold;
import dev.ralphdesk.core.checkpoint.FoldState;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import java.util.ArrayList;
import java.util.List;

/** The checkpointed "for this session" grants of a session ({@link ApprovalGrants#fold}, record by record). */
public final class GrantsFold implements CheckpointFold {
    public static final String NAME = "grants";
    private static final TypeReference<List<ApprovalGrant>> LIST = new TypeReference<>() {
    };

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
        try {
            return new State(info.id(), new ArrayList<>(Json.mapper().readValue(saved, LIST)));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("unreadable grants: " + e.getOriginalMessage(), e);
        }
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
            return Json.write(grants);
        }

        public List<ApprovalGrant> grants() {
            return List.copyOf(grants);
        }
    }
}
