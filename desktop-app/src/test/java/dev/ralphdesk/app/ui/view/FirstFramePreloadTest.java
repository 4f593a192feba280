package dev.ralphdesk.app.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** The first frame's classes, loaded beside the FX thread: each listed one, none initialised, no other line. */
class FirstFramePreloadTest {
    static final AtomicBoolean INITIALISED = new AtomicBoolean();

    @Test
    void loadsEachListedClassWithoutInitialisingIt() throws IOException {
        Recording loader = new Recording(getClass().getClassLoader());
        String list = String.join("\n", "java/lang/Object",
                "dev/ralphdesk/app/ui/view/FirstFramePreloadTest$Listed",
                "@lambda-proxy dev/ralphdesk/app/ui/view/FirstFramePreloadTest$Listed run ()Ljava/lang/Runnable; ()V",
                "",
                "dev/ralphdesk/app/ui/view/NoSuchClassInTheseJars",
                "dev/ralphdesk/app/ui/view/FirstFramePreloadTest$Listed$Inner");

        int loaded = FirstFramePreload.load(new BufferedReader(new StringReader(list)), loader);

        assertEquals(3, loaded, "the names found");
        assertEquals(List.of("java.lang.Object", "dev.ralphdesk.app.ui.view.FirstFramePreloadTest$Listed",
                "dev.ralphdesk.app.ui.view.NoSuchClassInTheseJars",
                "dev.ralphdesk.app.ui.view.FirstFramePreloadTest$Listed$Inner"),
                loader.asked, "every class line, in order; no @ line, no empty line");
        assertFalse(INITIALISED.get(), "loaded, not initialised: its static initialiser waits for its first use");
    }

    @Test
    void aTrainingStartPreloadsNothing() {
        System.setProperty(FirstFramePreload.OFF, "true");
        try {
            FirstFramePreload.start();
        } finally {
            System.clearProperty(FirstFramePreload.OFF);
        }
        assertTrue(Thread.getAllStackTraces().keySet().stream()
                .noneMatch(thread -> thread.getName().equals("ralph-desk-preload")),
                "the class list it makes holds what the window loads, not what a preload loaded");
    }

    /** A listed class whose static initialiser says when it ran. */
    static final class Listed {
        static {
            INITIALISED.set(true);
        }

        /** Another listed class, nested in the first. */
        static final class Inner {
        }
    }

    /** Records the names it is asked to load, and loads them from its parent. */
    private static final class Recording extends ClassLoader {
        final List<String> asked = new ArrayList<>();

        Recording(ClassLoader parent) {
            super(parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            asked.add(name);
            return super.loadClass(name, resolve);
        }
    }
}
