package dev.ralphdesk.core.approval;

import dev.ralphdesk.core.effect.Effect;
import java.util.Optional;

/**
 * The approval modes as data: for each mode and kind of effect, whether it runs, asks the person or
 * is refused. Protected places ask in every mode but {@code auto}; a hard-linked file asks in every
 * mode, {@code auto} included, since no setting can tell what lies behind its other names.
 */
public final class ApprovalRules {

    /** What a mode says about one effect. */
    public enum Ruling {
        ALLOW,
        ASK,
        REFUSE
    }

    private ApprovalRules() {
    }

    public static Ruling ruling(ApprovalMode mode, Effect effect) {
        switch (effect.kind()) {
            case LINKED_READ:
                return Ruling.ASK;
            case LINKED_WRITE:
                return mode == ApprovalMode.READ_ONLY ? Ruling.REFUSE : Ruling.ASK;
            case FILE_WRITE:
                if (mode == ApprovalMode.READ_ONLY) {
                    return Ruling.REFUSE;
                }
                boolean edits = mode == ApprovalMode.AUTO
                        || mode == ApprovalMode.AUTO_EDIT && effect.protectedTarget() == null;
                return edits ? Ruling.ALLOW : Ruling.ASK;
            case SHELL:
            case OTHER:
                if (mode == ApprovalMode.READ_ONLY) {
                    return Ruling.REFUSE;
                }
                return mode == ApprovalMode.AUTO ? Ruling.ALLOW : Ruling.ASK;
            default:
                throw new IllegalStateException("unexpected effect kind " + effect.kind());
        }
    }

    /** The least permissive mode that runs {@code effect} without asking; empty when every mode asks. */
    public static Optional<ApprovalMode> modeAllowing(Effect effect) {
        for (ApprovalMode mode : ApprovalMode.values()) {
            if (ruling(mode, effect) == Ruling.ALLOW) {
                return Optional.of(mode);
            }
        }
        return Optional.empty();
    }
}
