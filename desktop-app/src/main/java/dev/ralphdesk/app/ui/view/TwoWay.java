package dev.ralphdesk.app.ui.view;

import javafx.beans.property.BooleanProperty;

/**
 * Keeps a control's flag and a window state in step, holding each other strongly: a bidirectional
 * binding holds both sides weakly, and a state only a binding refers to is collected, after which
 * the menu item or toggle silently stops doing anything.
 */
final class TwoWay {
    private TwoWay() {
    }

    static void link(BooleanProperty control, BooleanProperty state) {
        control.set(state.get());
        control.addListener((obs, old, now) -> state.set(now));
        state.addListener((obs, old, now) -> control.set(now));
    }
}
