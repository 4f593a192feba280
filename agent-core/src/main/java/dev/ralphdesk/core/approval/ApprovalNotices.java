package dev.ralphdesk.core.approval;

import dev.ralphdesk.core.effect.ApprovalGrant;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.notice.Notices;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.session.event.ApprovalGranted;
import dev.ralphdesk.core.session.event.ApprovalModeChosen;
import dev.ralphdesk.core.session.event.NoticePosted;
import java.util.ArrayList;
import java.util.List;

/**
 * What the transcript says about a decision, as a notice with a code and arguments (so a view says
 * it in the person's language): "Allowed once: $ make test", "Denied: …", "Denied — the turn was
 * stopped: …", "Allowed for this session: every shell call"; a Ralph round's question names its run
 * and round ({@code CODE-ralph}). What a person saw live is recorded, so a reopen shows the same.
 */
public final class ApprovalNotices {
    /** The notice kind of approval decisions. */
    public static final String KIND = "approval";

    private ApprovalNotices() {
    }

    /** The notice of an answer that allowed once or denied. */
    public static NoticePosted decided(SessionLineage asker, Effect effect, Answer answer) {
        String code;
        switch (answer.choice()) {
            case ONCE:
                code = "approval-once";
                break;
            case DENY:
                code = answer.note().isEmpty() ? "approval-denied" : "approval-" + answer.note();
                break;
            default:
                throw new IllegalArgumentException("only once and deny are decisions of their own: " + answer.choice());
        }
        return notice(code, what(effect), asker.runId(), asker.round());
    }

    /** The notice of a grant for the rest of the session. */
    public static NoticePosted granted(ApprovalGranted granted) {
        ApprovalGrant grant = granted.grant();
        String subject;
        switch (grant.scope()) {
            case THIS:
                subject = what(grant.tool(), grant.subject());
                break;
            case TOOL:
                subject = grant.tool();
                break;
            default:
                subject = "";
                break;
        }
        return notice("approval-granted-" + grant.scope().name().toLowerCase(java.util.Locale.ROOT), subject,
                granted.runId(), granted.round());
    }

    /** The notice of a chat's approval mode chosen: "Approval mode: auto-edit for this chat". */
    public static NoticePosted modeChosen(ApprovalModeChosen chosen) {
        return Notices.of(KIND, "approval-mode", chosen.mode());
    }

    /** {@code $ make test} for a shell command, else the tool and what it names. */
    public static String what(Effect effect) {
        return what(effect.tool(), effect.subject());
    }

    private static String what(String tool, String subject) {
        return tool.equals("shell") ? "$ " + subject : tool + " " + subject;
    }

    private static NoticePosted notice(String code, String what, String runId, Integer round) {
        List<Object> args = new ArrayList<>(List.of(what));
        if (runId != null && round != null) {
            args.add(runId.length() <= 8 ? runId : runId.substring(0, 8));
            args.add(round);
            return Notices.of(KIND, code + "-ralph", args.toArray());
        }
        return Notices.of(KIND, code, args.toArray());
    }
}
