package dev.ralphdesk.core.git;

import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.plugin.TurnContext;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.session.SessionStore;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Before each goal round and each Ralph round, checkpoints the workspace on
 * {@code refs/ralph-desk/<chat>/<goal|run>-<id>/<round>} and records {@link CheckpointRecorded} in the
 * chat. Where the workspace has no git repository (or git is missing) the chat is told once, with a
 * notice, and its rounds go on with their changed-file lists as before; a checkpoint that fails is a
 * notice too, never a failed round.
 */
final class RoundCheckpoints implements TurnHook {
    private static final String NOTICE_KIND = "warning";
    private final GitCheckpoints git;
    private final SessionStore store;
    private final Set<SessionId> told = ConcurrentHashMap.newKeySet();

    RoundCheckpoints(GitCheckpoints git, SessionStore store) {
        this.git = git;
        this.store = store;
    }

    @Override
    public void beforeTurn(TurnContext turn) {
        SessionId session = turn.agent().sessionId();
        if (turn.origin() instanceof InputOrigin.Goal goal) {
            record(session, new Round(CheckpointRecorded.GOAL, goal.goalId(), goal.round(), session),
                    turn.agent().workspace().root());
        } else if (turn.agent().kind() == SessionKind.RALPH_CHILD) {
            SessionLineage lineage = SessionLineage.of(store.open(session));
            if (lineage.parent() != null && lineage.runId() != null && lineage.round() != null) {
                record(lineage.parent(), new Round(CheckpointRecorded.RALPH, lineage.runId(), lineage.round(), session),
                        turn.agent().workspace().root());
            }
        }
    }

    private record Round(String work, String owner, int number, SessionId session) {
        String ref(SessionId chat) {
            return "refs/ralph-desk/" + chat.value() + "/" + work + "-" + owner + "/" + number;
        }
    }

    private void record(SessionId chat, Round round, Path workspace) {
        if (told.contains(chat)) {
            return; // no git here: said so once
        }
        String ref = round.ref(chat);
        try {
            String commit = git.record(workspace, ref, "ralph-desk: before " + round.work() + " round " + round.number());
            store.append(chat, new CheckpointRecorded(round.work(), round.owner(), round.number(),
                    round.session().value(), commit, ref));
        } catch (CheckpointException e) {
            boolean noGit = e.code() == CheckpointException.Code.CHECKPOINT_NO_GIT
                    || e.code() == CheckpointException.Code.CHECKPOINT_NO_REPOSITORY;
            if (noGit && told.add(chat)) {
                store.append(chat, Notices.of(NOTICE_KIND, ChatCheckpoints.UNAVAILABLE, e.getMessage()));
            } else if (!noGit) {
                store.append(chat, Notices.of(NOTICE_KIND, "checkpoint-failed", round.number(), e.getMessage()));
            }
        }
    }
}
