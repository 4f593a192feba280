package dev.ralphdesk.app.launch;

/**
 * A JVM that does what the window does once it is usable, for {@link ClassDataArchiveJvmTest} and
 * {@code AppLayoutIT}; it loads a JavaFX control class too, as the window does before.
 */
public final class ArchiveRefreshMain {
    private ArchiveRefreshMain() {
    }

    public static void main(String[] args) throws ClassNotFoundException {
        Class.forName("javafx.scene.control.Control", false, ArchiveRefreshMain.class.getClassLoader());
        ClassDataArchive.refreshIfOutdated();
        System.out.println("vm.info=" + System.getProperty("java.vm.info"));
    }
}
