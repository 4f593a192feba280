package dev.ralphdesk.core.gate;

/** What accepted a completion claim, in the words the person sees. */
public enum CertifiedBy {
    WORKER_REPORTED("worker reported"),
    VERIFIER_PASSED("verifier passed"),
    CHECK_PASSED("check passed");

    private final String label;

    CertifiedBy(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
