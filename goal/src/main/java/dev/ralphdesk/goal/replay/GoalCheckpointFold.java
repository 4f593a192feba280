package dev.ralphdesk.goal.replay;

import dev.ralphdesk.core.checkpoint.CheckpointFold;
import dev.ralphdesk.core.checkpoint.FoldState;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * The goal fold as a checkpointed fold: a checkpoint keeps the {@link GoalFold} as it stands, and a
 * session opened for work hands a copy of the caught-up fold to the goal registry, which then never
 * reads the whole log for it.
 */
public final class GoalCheckpointFold implements CheckpointFold {
    public static final String NAME = "goal";
    private final BiConsumer<SessionId, GoalFold> opened;

    /** @param opened receives the fold of each session opened for work (a copy of its own) */
    public GoalCheckpointFold(BiConsumer<SessionId, GoalFold> opened) {
        this.opened = Objects.requireNonNull(opened, "opened");
    }

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
        return new State(GoalFold.start());
    }

    @Override
    public State restore(SessionInfo info, String saved) {
        return new State(GoalFold.restore(saved));
    }

    @Override
    public void opened(SessionInfo info, FoldState state) {
        if (!(state instanceof State own)) {
            throw new IllegalArgumentException("not a state of the goal fold: " + state.getClass().getName());
        }
        opened.accept(info.id(), own.fold.copy());
    }

    static final class State implements FoldState {
        private final GoalFold fold;

        State(GoalFold fold) {
            this.fold = fold;
        }

        @Override
        public void add(LoggedEvent logged) {
            fold.add(List.of(logged));
        }

        @Override
        public String save() {
            return fold.save();
        }

        @Override
        public Optional<String> violation() {
            return Optional.ofNullable(fold.replay().violation());
        }
    }
}
