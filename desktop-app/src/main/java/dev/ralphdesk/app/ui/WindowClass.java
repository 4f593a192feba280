package dev.ralphdesk.app.ui;

import dev.ralphdesk.core.log.JulLogger;

/**
 * The X11 window class (WM_CLASS) of Ralph Desk's windows: {@value #NAME}, the name the desktop
 * entry gives as {@code StartupWMClass} ({@code desktop-app/src/dist/ralph-desk.desktop}), so that
 * docks and task switchers put the windows under the installed launcher and its icon.
 *
 * <p>JavaFX names the class after the {@code Application} subclass when one is started through
 * {@code Application.launch}, and {@code java} otherwise (so every such program looks alike); no
 * system property changes it. The window starts the toolkit itself ({@code Platform.startup}), so
 * it sets Glass's application name, which the windows take their class from. That is JavaFX's
 * internal API: reachable as it is when JavaFX is on the class path (as the launcher starts the
 * window); with JavaFX on the module path the start command must export it,
 * {@code --add-exports=javafx.graphics/com.sun.glass.ui=ALL-UNNAMED}, else the windows keep
 * {@code java} and nothing else changes.
 */
final class WindowClass {
    static final String NAME = "ralph-desk";
    private static final System.Logger LOG = JulLogger.of(WindowClass.class);

    private WindowClass() {
    }

    /** Names the class of the windows made from now on; call on the FX thread before the first one. */
    static void apply() {
        try {
            com.sun.glass.ui.Application glass = com.sun.glass.ui.Application.GetApplication();
            glass.setName(NAME);
            if (!NAME.equals(glass.getName())) {
                LOG.log(System.Logger.Level.INFO, "the windows keep the window class '" + glass.getName()
                        + "' given before");
            }
        } catch (IllegalAccessError e) {
            LOG.log(System.Logger.Level.INFO, "the windows keep the window class 'java': JavaFX is on the module path"
                    + " and the start command lacks --add-exports=javafx.graphics/com.sun.glass.ui=ALL-UNNAMED");
        }
    }
}
