package dev.ralphdesk.app.launch;

/** A JVM that does what the window does once it is usable, for {@link ClassDataArchiveJvmTest}. */
public final class ArchiveRefreshMain {
    private ArchiveRefreshMain() {
    }

    public static void main(String[] args) {
        ClassDataArchive.refreshIfOutdated();
        System.out.println("vm.info=" + System.getProperty("java.vm.info"));
    }
}
