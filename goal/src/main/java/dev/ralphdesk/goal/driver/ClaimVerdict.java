package dev.ralphdesk.goal.driver;

import dev.ralphdesk.core.gate.GateDecision;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.goal.domain.GoalCompletion;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.service.CompletionJudge;

/**
 * What the completion gate's decision on a claim means for the goal as it is now. Pure.
 *
 * @param completion what to record when the goal is complete now, else null
 * @param notice what the person is told, or null
 * @param refusal why the claim was refused, for the next round's prompt; or null
 */
record ClaimVerdict(GoalCompletion completion, NoticePosted notice, String refusal) {
    static final String CHANGED = "the goal changed while your claim was checked; verify against the current goal.";

    /**
     * @param judged the goal revision the claim was judged for
     * @param round the goal round that claimed (0 for a turn the person started)
     */
    static ClaimVerdict of(GoalSnapshot now, GoalRef judged, GateDecision decision, int round) {
        if (now == null || !now.ref().equals(judged)) {
            return new ClaimVerdict(null, null, CHANGED);
        }
        if (decision.accepted()) {
            return new ClaimVerdict(CompletionJudge.completion(decision, round),
                    Notices.of(Rounds.NOTICE_KIND, "goal-complete", decision.certifier()), null);
        }
        NoticePosted refused = decision.refusalNotice(Rounds.NOTICE_KIND);
        return new ClaimVerdict(null, refused, refused.text());
    }

    /** A goal round's claim made for a revision the person has since replaced: not judged at all. */
    static ClaimVerdict stale(long claimedRevision, GoalSnapshot now) {
        NoticePosted stale = Notices.of(Rounds.NOTICE_KIND, "goal-claim-stale", claimedRevision, now.revision());
        return new ClaimVerdict(null, stale, stale.text());
    }

    boolean accepted() {
        return completion != null;
    }
}
