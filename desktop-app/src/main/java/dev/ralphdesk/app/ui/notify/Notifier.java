package dev.ralphdesk.app.ui.notify;

/** Tells the person that something ended (a goal, a run): a toast in the window, a desktop notification. */
@FunctionalInterface
public interface Notifier {
    Notifier NONE = notice -> { };

    /** Called on the UI thread. */
    void show(EndNotice notice);
}
