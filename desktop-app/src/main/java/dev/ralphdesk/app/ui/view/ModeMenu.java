package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.approval.SessionModeViewModel;
import dev.ralphdesk.app.ui.approval.SessionModeViewModel.Shown;
import dev.ralphdesk.core.approval.ApprovalMode;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;

/**
 * The header's approval mode of the open chat: a compact menu button naming the mode in force ("(default)"
 * when the chat chose none) that lists the four modes, each with what it lets the agent do; a pick
 * records the chat's own mode, which rules from its next question on.
 */
final class ModeMenu {
    private final MenuButton button = new MenuButton();
    private final SessionModeViewModel model;
    private final Texts texts;

    ModeMenu(SessionModeViewModel model, Texts texts) {
        this.model = model;
        this.texts = texts;
        button.setId("header-mode");
        button.getStyleClass().add("header-model");
        button.setTooltip(new Tooltip(texts.get("header.mode.tooltip")));
        button.setAccessibleText(texts.get("header.mode.tooltip"));
        button.setMnemonicParsing(false);
        button.setMinWidth(0);
        button.setOnShowing(e -> model.refresh());
        model.shown().addListener((obs, old, now) -> fill());
        model.failure().addListener((obs, old, now) -> fill());
        fill();
    }

    MenuButton node() {
        return button;
    }

    private void fill() {
        Shown shown = model.shown().get();
        button.setDisable(shown.mode() == null);
        String name = shown.mode() == null ? "…" : name(shown.mode());
        button.setText(texts.format("header.mode", shown.own() || shown.mode() == null ? name
                : texts.format("header.mode.default", name)));
        List<MenuItem> items = new ArrayList<>();
        items.add(ModelMenu.note(texts.get("header.mode.title")));
        ToggleGroup group = new ToggleGroup();
        for (ApprovalMode mode : ApprovalMode.values()) {
            RadioMenuItem item = new RadioMenuItem(texts.format("header.mode.item", name(mode),
                    texts.get("header.mode.explain." + mode.id())));
            item.setId("header-mode-" + mode.id());
            item.setMnemonicParsing(false);
            item.setToggleGroup(group);
            item.setSelected(mode == shown.mode());
            item.setOnAction(e -> model.choose(mode));
            items.add(item);
        }
        Message failure = model.failure().get();
        if (!failure.isEmpty()) {
            items.add(new SeparatorMenuItem());
            items.add(ModelMenu.note(texts.format(failure)));
        }
        button.getItems().setAll(items);
    }

    private String name(ApprovalMode mode) {
        return texts.get("header.mode.name." + mode.id());
    }
}
