package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import javafx.beans.property.BooleanProperty;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.Scene;
import java.util.List;

/**
 * The main window's menu bar. Every command with a shortcut shows it (the menu bar also installs
 * it as the scene's accelerator), so the menus are where a person learns the keys.
 */
final class WindowMenu {
    /** What the menu commands do; the window supplies them. */
    interface Actions {
        void newSession();

        void newSessionInFolder();

        void settings();

        void quit();

        void shortcuts();

        void logFolder();
    }

    private WindowMenu() {
    }

    static MenuBar of(Texts texts, Actions actions, BooleanProperty dark, BooleanProperty enterSends,
            BooleanProperty sessionsShown, BooleanProperty sidePanelShown) {
        MenuItem create = item("menu-new-session", texts.get("menu.newSession"), "Shortcut+N", actions::newSession);
        MenuItem createIn = item("menu-new-session-folder", texts.get("menu.newSessionInFolder"), "Shortcut+Shift+N",
                actions::newSessionInFolder);
        MenuItem settings = item("menu-settings", texts.get("menu.settings"), "Shortcut+Comma", actions::settings);
        MenuItem quit = item("menu-quit", texts.get("menu.quit"), "Shortcut+Q", actions::quit);
        CheckMenuItem sessions = check("menu-sessions-panel", texts.get("menu.sessionsPanel"), "Shortcut+B",
                sessionsShown);
        CheckMenuItem side = check("menu-side-panel", texts.get("menu.sidePanel"), "Shortcut+Shift+B",
                sidePanelShown);
        CheckMenuItem theme = check("menu-dark", texts.get("menu.theme.dark"), "Shortcut+Shift+D", dark);
        CheckMenuItem enter = check("menu-enter-sends", texts.get("menu.enterSends"), null, enterSends);
        MenuItem shortcuts = item("menu-shortcuts", texts.get("menu.shortcuts"), "F1", actions::shortcuts);
        MenuItem logs = item("menu-log-folder", texts.get("menu.openLogFolder"), null, actions::logFolder);
        return new MenuBar(
                new Menu(texts.get("menu.file"), null, create, createIn, new SeparatorMenuItem(), settings,
                        new SeparatorMenuItem(), quit),
                new Menu(texts.get("menu.view"), null, sessions, side, new SeparatorMenuItem(), theme, enter),
                new Menu(texts.get("menu.help"), null, shortcuts, logs));
    }

    /**
     * The menus' shortcuts win over the focused control: a text field would otherwise swallow
     * Ctrl+B or Ctrl+N before the menu bar sees it (the composer has the focus most of the time).
     */
    static void keysBeforeTextFields(MenuBar bar, Scene scene) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, key -> bar.getMenus().stream().map(Menu::getItems)
                .flatMap(List::stream).filter(item -> item.getAccelerator() != null && !item.isDisable()
                        && item.getAccelerator().match(key)).findFirst().ifPresent(item -> {
                            key.consume();
                            if (item instanceof CheckMenuItem check) {
                                check.setSelected(!check.isSelected());
                            }
                            item.fire();
                        }));
    }

    private static MenuItem item(String id, String text, String keys, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        if (keys != null) {
            item.setAccelerator(KeyCombination.keyCombination(keys));
        }
        item.setOnAction(e -> action.run());
        return item;
    }

    private static CheckMenuItem check(String id, String text, String keys, BooleanProperty state) {
        CheckMenuItem item = new CheckMenuItem(text);
        item.setId(id);
        if (keys != null) {
            item.setAccelerator(KeyCombination.keyCombination(keys));
        }
        TwoWay.link(item.selectedProperty(), state);
        return item;
    }
}
