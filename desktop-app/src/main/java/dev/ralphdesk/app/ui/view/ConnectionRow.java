package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.settings.ConnectionCheck;
import dev.ralphdesk.app.ui.settings.SettingsViewModel;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Settings' "Test connection" row (the button, Cancel while it runs, what it found) and the model
 * field with the list of models the endpoint offered beside it; the field still takes any name.
 */
final class ConnectionRow {
    private ConnectionRow() {
    }

    static Node of(ConnectionCheck check, SettingsViewModel model, Texts texts) {
        Button test = new Button(texts.get("settings.test"));
        test.setId("settings-test");
        test.disableProperty().bind(check.running());
        test.setOnAction(e -> model.testConnection());
        Button cancel = new Button(texts.get("settings.test.cancel"));
        cancel.setId("settings-test-cancel");
        cancel.visibleProperty().bind(check.running());
        cancel.managedProperty().bind(cancel.visibleProperty());
        cancel.setOnAction(e -> check.cancel());
        Label said = new Label();
        said.setId("settings-test-status");
        said.getStyleClass().add("session-detail");
        said.setWrapText(true);
        said.setMaxWidth(460);
        said.setMinHeight(Region.USE_PREF_SIZE);
        said.textProperty().bind(texts.bind(check.said()));
        HBox buttons = new HBox(6, test, cancel);
        buttons.setAlignment(Pos.CENTER_LEFT);
        return new VBox(4, buttons, said);
    }

    static Node modelWithList(TextField field, ConnectionCheck check, SettingsViewModel model, Texts texts) {
        MenuButton list = new MenuButton(texts.get("settings.models"));
        list.setId("settings-model-list");
        list.disableProperty().bind(javafx.beans.binding.Bindings.isEmpty(check.models()));
        check.models().addListener((ListChangeListener<String>) change -> list.getItems().setAll(
                check.models().stream().map(name -> {
                    MenuItem item = new MenuItem(name);
                    item.setOnAction(e -> model.model().set(name));
                    return item;
                }).toList()));
        HBox.setHgrow(field, Priority.ALWAYS);
        return new HBox(6, field, list);
    }
}
