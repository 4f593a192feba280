package dev.ralphdesk.app.ui.bridge;

/** Runs actions at the next UI frame (pulse). Callable from any thread. */
public interface FrameClock {

    void nextFrame(Runnable action);
}
