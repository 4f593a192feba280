package dev.ralphdesk.core.approval;

import dev.ralphdesk.core.effect.ApprovalGrant;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLineage;
import java.util.Objects;
import java.util.function.Function;

/**
 * The approval policy: the mode's ruling first ({@link ApprovalRules}); where it asks, a grant the
 * person gave for this session (or, for a Ralph round, for the chat that started its run) answers
 * instead; otherwise the person is asked, and "allow for this session" is recorded in the log.
 */
public final class EffectPolicy implements ApprovalPolicy {
    private final ApprovalSetup setup;
    private final ApprovalGrants grants;
    private final Function<SessionId, String> titles;

    /** @param titles the title of a session, for the question (empty when unknown) */
    public EffectPolicy(ApprovalSetup setup, ApprovalGrants grants, Function<SessionId, String> titles) {
        this.setup = Objects.requireNonNull(setup, "setup");
        this.grants = Objects.requireNonNull(grants, "grants");
        this.titles = Objects.requireNonNull(titles, "titles");
    }

    @Override
    public Verdict decide(SessionLineage asker, Effect effect) {
        ApprovalRules.Ruling ruling = ApprovalRules.ruling(setup.mode(), effect);
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
                setup.mode()));
        switch (answer.choice()) {
            case SESSION:
                grants.record(asker, ApprovalGrant.of(answer.scope(), effect));
                return Verdict.allow();
            case ONCE:
                return Verdict.allow();
            case DENY:
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
