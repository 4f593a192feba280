package dev.ralphdesk.app.launch;

/** A JVM that loads the classes its arguments name (without initialising them): for tests of what an archive holds. */
public final class ClassLoadMain {
    private ClassLoadMain() {
    }

    public static void main(String[] args) throws ClassNotFoundException {
        for (String name : args) {
            Class.forName(name, false, ClassLoadMain.class.getClassLoader());
        }
    }
}
