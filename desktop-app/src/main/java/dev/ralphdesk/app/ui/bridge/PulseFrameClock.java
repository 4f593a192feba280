package dev.ralphdesk.app.ui.bridge;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;

/**
 * A frame clock on the JavaFX pulse: actions queued before a pulse run in that pulse, actions
 * queued while it runs wait for the next one. The timer runs only while work is queued, so an idle
 * window uses no CPU.
 */
public final class PulseFrameClock implements FrameClock {
    private final Queue<Runnable> queued = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean running = new AtomicBoolean();
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            pulse();
        }
    };

    @Override
    public void nextFrame(Runnable action) {
        queued.add(action);
        if (running.compareAndSet(false, true)) {
            Platform.runLater(timer::start);
        }
    }

    private void pulse() {
        int due = queued.size();
        for (int i = 0; i < due; i++) {
            Runnable action = queued.poll();
            if (action == null) {
                break;
            }
            action.run();
        }
        if (queued.isEmpty()) {
            running.set(false);
            timer.stop();
            if (!queued.isEmpty() && running.compareAndSet(false, true)) {
                timer.start();
            }
        }
    }
}
