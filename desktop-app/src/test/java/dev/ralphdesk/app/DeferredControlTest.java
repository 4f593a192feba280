package dev.ralphdesk.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DeferredControlTest {
    private final List<String> happened = new ArrayList<>();

    private DeferredControl control() {
        return new DeferredControl(() -> {
            happened.add("started");
            return Optional.of(() -> happened.add("closed"));
        });
    }

    @Test
    void startsOnceAndClosesWhatItStarted() throws Exception {
        DeferredControl control = control();
        assertEquals(List.of(), happened, "nothing listens before the start");

        control.start();
        control.start();
        control.close();

        assertEquals(List.of("started", "closed"), happened);
    }

    @Test
    void closedBeforeItsStartItNeverStarts() throws Exception {
        DeferredControl control = control();

        control.close();
        control.start();

        assertEquals(List.of(), happened);
    }

    @Test
    void aSocketThatCouldNotBeMadeLeavesNothingToClose() throws Exception {
        DeferredControl control = new DeferredControl(() -> {
            happened.add("tried");
            return Optional.empty();
        });

        control.start();
        control.close();

        assertEquals(List.of("tried"), happened);
    }
}
