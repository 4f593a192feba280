package dev.ralphdesk.core.approval;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.effect.ApprovalGrant;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLineage;
import java.util.Objects;
import java.util.function.Function;

/**
 * The approval policy: the ruling of the mode of the chat that asks ({@link SessionModes}: a Ralph
 * round's is its chat's) first ({@link ApprovalRules}); where it asks, a grant the
 * person gave for this session (or, for a Ralph round, for the chat that started its run) answers
 * instead; otherwise the person is asked, and the answer is recorded in the log: "allow for this
 * session" as a grant, "allow once" and "deny" as a notice (see {@link ApprovalNotices}).
 */
public final class EffectPolicy implements ApprovalPolicy {
    private final ApprovalSetup setup;
    private final SessionModes modes;
    private final ApprovalGrants grants;
    private final Function<SessionId, String> titles;

    /**
     * @param modes the mode of each chat, read at each question
     * @param titles the title of a session, for the question (empty when unknown)
     */
    public EffectPolicy(ApprovalSetup setup, SessionModes modes, ApprovalGrants grants,
            Function<SessionId, String> titles) {
        this.setup = Objects.requireNonNull(setup, "setup");
        this.modes = Objects.requireNonNull(modes, "modes");
        this.grants = Objects.requireNonNull(grants, "grants");
        this.titles = Objects.requireNonNull(titles, "titles");
    }

    @Override
    public Verdict decide(SessionLineage asker, Effect effect) {
        return decide(asker, effect, CancellationToken.none());
    }

    @Override
    public Verdict decide(SessionLineage asker, Effect effect, CancellationToken cancel) {
        ApprovalMode mode = modes.inForce(asker.approvalScope());
        ApprovalRules.Ruling ruling = ApprovalRules.ruling(mode, effect);
        if (ruling == ApprovalRules.Ruling.ALLOW) {
            return Verdict.allow();
        }
        if (ruling == ApprovalRules.Ruling.REFUSE) {
            return Verdict.refuse(Refusals.readOnly(effect));
        }
        if (grants.covers(asker.approvalScope(), effect)) {
            return Verdict.allow();
        }
        Answer answer = setup.approver().ask(new ApprovalRequest(asker, titles.apply(asker.approvalScope()), effect,
                mode), cancel);
        switch (answer.choice()) {
            case SESSION:
                grants.record(asker, ApprovalGrant.of(answer.scope(), effect));
                return Verdict.allow();
            case ONCE:
                grants.note(asker, ApprovalNotices.decided(asker, effect, answer));
                return Verdict.allow();
            case DENY:
                grants.note(asker, ApprovalNotices.decided(asker, effect, answer));
                return Verdict.refuse(Refusals.denied(effect));
            case UNANSWERED:
                return Verdict.refuse(Refusals.unanswered(effect, answer.note()));
            default:
                throw new IllegalStateException("unexpected answer " + answer.choice());
        }
    }

    @Override
    public ProtectedPaths protectedPaths() {
        return setup.protectedPaths();
    }

    /** The grants this policy reads and records. */
    public ApprovalGrants grants() {
        return grants;
    }
}
