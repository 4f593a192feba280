package dev.ralphdesk.app.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class UiWarmUpTest {
    private final Queue<Runnable> fxEvents = new ArrayDeque<>();
    private final List<String> ran = new ArrayList<>();

    @Test
    void eachStepIsItsOwnEventAndAllRunWhileTheServicesAreComposed() {
        warmUp().runWhile(() -> true);

        assertEquals(List.of(), ran, "nothing runs on the calling thread");
        drain();
        assertEquals(List.of("a", "b", "c"), ran);
    }

    @Test
    void theStepsLeftAreSkippedOnceTheServicesAreReady() {
        AtomicBoolean composing = new AtomicBoolean(true);
        warmUp().runWhile(composing::get);

        fxEvents.poll().run();
        composing.set(false); // the window is built in the next event
        drain();

        assertEquals(List.of("a"), ran);
    }

    private UiWarmUp warmUp() {
        return new UiWarmUp(List.of(() -> ran.add("a"), () -> ran.add("b"), () -> ran.add("c")), fxEvents::add);
    }

    private void drain() {
        for (Runnable event = fxEvents.poll(); event != null; event = fxEvents.poll()) {
            event.run();
        }
    }
}
