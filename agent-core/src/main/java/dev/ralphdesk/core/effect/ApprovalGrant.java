package dev.ralphdesk.core.effect;

import java.util.Objects;

/**
 * One "Allow for this session": its scope, the tool and subject it names (null where the scope is
 * wider) and the protected target it was given for. A grant covers only effects with the same
 * protected target, so no grant for ordinary work ever opens {@code .git/}, the data folder or a
 * hard-linked file, and a grant given for one of those names it.
 */
public record ApprovalGrant(GrantScope scope, String tool, String subject, String protectedTarget) {
    public ApprovalGrant {
        Objects.requireNonNull(scope, "scope");
        if (scope != GrantScope.ALL && tool == null) {
            throw new IllegalArgumentException("a grant for one tool names the tool");
        }
        if (scope == GrantScope.THIS && subject == null) {
            throw new IllegalArgumentException("a grant for one command or file names it");
        }
    }

    /** The grant of {@code scope} the person gave while asked about {@code effect}. */
    public static ApprovalGrant of(GrantScope scope, Effect effect) {
        switch (scope) {
            case THIS:
                return new ApprovalGrant(scope, effect.tool(), effect.subject(), effect.protectedTarget());
            case TOOL:
                return new ApprovalGrant(scope, effect.tool(), null, effect.protectedTarget());
            case ALL:
                return new ApprovalGrant(scope, null, null, effect.protectedTarget());
            default:
                throw new IllegalStateException("unexpected grant scope " + scope);
        }
    }

    public boolean covers(Effect effect) {
        if (!Objects.equals(protectedTarget, effect.protectedTarget())) {
            return false;
        }
        if (scope == GrantScope.ALL) {
            return true;
        }
        return tool.equals(effect.tool()) && (scope == GrantScope.TOOL || subject.equals(effect.subject()));
    }
}
