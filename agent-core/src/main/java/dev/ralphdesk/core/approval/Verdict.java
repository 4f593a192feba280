package dev.ralphdesk.core.approval;

/** The policy's decision on one effect; a refusal carries the message the model reads. */
public record Verdict(boolean allowed, String refusal) {
    private static final Verdict ALLOWED = new Verdict(true, null);

    public Verdict {
        if (!allowed && (refusal == null || refusal.isBlank())) {
            throw new IllegalArgumentException("a refusal says why");
        }
    }

    public static Verdict allow() {
        return ALLOWED;
    }

    public static Verdict refuse(String why) {
        return new Verdict(false, why);
    }
}
