package dev.ralphdesk.app.ui;

import dev.ralphdesk.app.ui.bridge.FrameClock;
import java.util.ArrayList;
import java.util.List;

/** A frame clock for tests: actions wait until {@link #tick()} runs them, like one pulse. */
public final class ManualFrameClock implements FrameClock {
    private final List<Runnable> queued = new ArrayList<>();

    @Override
    public synchronized void nextFrame(Runnable action) {
        queued.add(action);
    }

    /** Runs what was queued before this pulse; returns how many actions ran. */
    public int tick() {
        List<Runnable> due;
        synchronized (this) {
            due = List.copyOf(queued);
            queued.clear();
        }
        due.forEach(Runnable::run);
        return due.size();
    }
}
