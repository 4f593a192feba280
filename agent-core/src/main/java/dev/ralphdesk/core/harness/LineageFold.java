package dev.ralphdesk.core.harness;

import dev.ralphdesk.core.checkpoint.CheckpointFold;
import dev.ralphdesk.core.checkpoint.FoldState;
import dev.ralphdesk.core.checkpoint.SavedJson;
import dev.ralphdesk.core.checkpoint.SavedJsonWriter;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.session.event.SessionCreated;

/** The checkpointed lineage of a session: the Ralph run and round its {@code session/created} names. */
final class LineageFold implements CheckpointFold {
    static final String NAME = "lineage";

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
        return new State(info, new Saved(null, null));
    }

    @Override
    public State restore(SessionInfo info, String saved) {
        SavedJson json = SavedJson.read(saved, "lineage");
        return new State(info, new Saved(json.text("runId"), json.optionalInt("round")));
    }

    record Saved(String runId, Integer round) {
    }

    /** {@code saved} as the mapper writes it, field by field ({@link SavedJsonWriter}). */
    static String write(Saved saved) {
        return SavedJsonWriter.start().text("runId", saved.runId()).optionalInt("round", saved.round()).end();
    }

    static final class State implements FoldState {
        private final SessionInfo info;
        private Saved saved;
        private boolean seen;

        State(SessionInfo info, Saved saved) {
            this.info = info;
            this.saved = saved;
        }

        @Override
        public void add(LoggedEvent logged) {
            if (!seen && logged.event() instanceof SessionCreated created) {
                saved = new Saved(created.runId(), created.round());
                seen = true;
            }
        }

        @Override
        public String save() {
            return write(saved);
        }

        SessionLineage lineage() {
            return new SessionLineage(info.id(), info.kind(), info.parentId(), saved.runId(), saved.round());
        }
    }
}
