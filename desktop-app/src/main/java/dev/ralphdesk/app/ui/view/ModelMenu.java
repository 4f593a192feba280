package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.settings.ModelPicker;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.InvalidationListener;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tooltip;

/**
 * The header's provider and model: a menu showing what is in use that, once opened, offers the
 * models the endpoint lists and the providers to switch to, and Settings for everything else. A
 * pick applies from the next turn; when Settings has to complete it, Settings opens.
 */
final class ModelMenu {
    private final MenuButton button = new MenuButton();
    private final ModelPicker picker;
    private final Texts texts;
    private final Runnable settings;

    ModelMenu(ModelPicker picker, ObservableStringValue inUse, Texts texts, Runnable settings) {
        this.picker = picker;
        this.texts = texts;
        this.settings = settings;
        button.setId("header-model");
        button.getStyleClass().add("header-model");
        button.textProperty().bind(inUse);
        button.setTooltip(new Tooltip(texts.get("header.pickModel")));
        button.setAccessibleText(texts.get("header.pickModel"));
        button.setMinWidth(0);
        button.setOnShowing(e -> picker.open());
        InvalidationListener fill = o -> fill();
        picker.ready().addListener(fill);
        picker.models().addListener(fill);
        picker.said().addListener(fill);
        fill();
    }

    MenuButton node() {
        return button;
    }

    private void fill() {
        List<MenuItem> items = new ArrayList<>();
        if (!picker.ready().get()) {
            items.add(note(texts.get("header.model.loading")));
        } else {
            items.add(note(texts.get("header.model.models")));
            String current = picker.model();
            for (String name : picker.models()) {
                items.add(choice(name, name.equals(current), () -> picker.pickModel(name)));
            }
            if (picker.models().isEmpty()) {
                Message said = picker.said().get();
                items.add(note(said.equals(Message.NONE) ? current : texts.format(said)));
            }
            items.add(new SeparatorMenuItem());
            items.add(note(texts.get("header.model.providers")));
            for (String id : picker.providers()) {
                items.add(choice(ProviderNames.of(id, texts), id.equals(picker.provider()), () -> picker.pickProvider(id)));
            }
        }
        items.add(new SeparatorMenuItem());
        MenuItem more = new MenuItem(texts.get("header.model.settings"));
        more.setId("header-model-settings");
        more.setOnAction(e -> settings.run());
        items.add(more);
        button.getItems().setAll(items);
    }

    /** A checkable entry; when the pick cannot be saved as it is, Settings opens to complete it. */
    private MenuItem choice(String text, boolean selected, java.util.function.BooleanSupplier pick) {
        RadioMenuItem item = new RadioMenuItem(text);
        item.setSelected(selected);
        item.setMnemonicParsing(false);
        item.setOnAction(e -> {
            if (!selected && !pick.getAsBoolean()) {
                settings.run();
            }
        });
        return item;
    }

    /** A line of the menu that is not a choice (a heading, a state). */
    static MenuItem note(String text) {
        MenuItem item = new MenuItem(text);
        item.setMnemonicParsing(false);
        item.setDisable(true);
        return item;
    }
}
