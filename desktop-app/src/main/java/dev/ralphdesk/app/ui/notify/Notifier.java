package dev.ralphdesk.app.ui.notify;

/** Tells the person that something ended (a goal, a run). The FX one shows a ControlsFX notification. */
@FunctionalInterface
public interface Notifier {
    Notifier NONE = notice -> { };

    /** Called on the UI thread. */
    void show(EndNotice notice);
}
