package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.settings.SettingsForm.Field;
import dev.ralphdesk.app.ui.settings.SettingsViewModel;
import dev.ralphdesk.core.settings.ApprovalMode;
import dev.ralphdesk.core.settings.KeySource;
import javafx.beans.binding.Bindings;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;
import javafx.util.StringConverter;
import org.controlsfx.control.SegmentedButton;
import javafx.scene.control.ToggleButton;

/** Settings as a dialog: each field with its validation message under it; Save stays open on errors. */
public final class SettingsDialog {
    private final Dialog<ButtonType> dialog = new Dialog<>();
    private final GridPane grid = new GridPane();
    private final SettingsViewModel model;
    private int row;

    public SettingsDialog(SettingsViewModel model, Texts texts, StringProperty language, Window owner) {
        this.model = model;
        dialog.initOwner(owner);
        dialog.setTitle(texts.get("settings.title"));
        dialog.setResizable(true);
        grid.setHgap(10);
        grid.setVgap(2);
        grid.setId("settings-form");

        ChoiceBox<String> provider = new ChoiceBox<>(FXCollections.observableArrayList(SettingsViewModel.providers()));
        provider.setId("settings-provider");
        provider.valueProperty().bindBidirectional(model.provider());
        add(texts.get("settings.provider"), provider, Field.PROVIDER);
        add(texts.get("settings.baseUrl"), text("settings-base-url", model.baseUrl(), texts.get("settings.baseUrl.hint")),
                Field.BASE_URL);
        add(texts.get("settings.model"), text("settings-model", model.model(), texts.get("settings.model.hint")),
                Field.MODEL);
        add(texts.get("settings.keySource"), segmented(model, texts), null);
        TextField variable = text("settings-key-variable", model.keyVariable(), texts.get("settings.keyVariable.hint"));
        PasswordField key = new PasswordField();
        key.setId("settings-typed-key");
        key.textProperty().bindBidirectional(model.typedKey());
        variable.disableProperty().bind(model.keySource().isEqualTo(KeySource.Source.STORED));
        key.disableProperty().bind(model.keySource().isEqualTo(KeySource.Source.ENV));
        add(texts.get("settings.keyVariable"), variable, null);
        add(texts.get("settings.typedKey"), key, Field.KEY);
        ChoiceBox<ApprovalMode> approval = new ChoiceBox<>(FXCollections.observableArrayList(ApprovalMode.values()));
        approval.setConverter(converter(mode -> texts.get("settings.approval." + mode.id())));
        approval.valueProperty().bindBidirectional(model.approvalMode());
        add(texts.get("settings.approval"), approval, null);
        add(texts.get("settings.maxSteps"), text("settings-max-steps", model.maxSteps(), ""), Field.MAX_STEPS);
        add(texts.get("settings.maxGoalRounds"), text("settings-max-goal-rounds", model.maxGoalRounds(), ""),
                Field.MAX_GOAL_ROUNDS);
        add(texts.get("settings.maxRalphRounds"), text("settings-max-ralph-rounds", model.maxRalphRounds(), ""),
                Field.MAX_RALPH_ROUNDS);
        ChoiceBox<String> languages = new ChoiceBox<>(FXCollections.observableArrayList("en", "zh"));
        languages.setConverter(converter(id -> id.equals("zh") ? "中文" : "English"));
        languages.valueProperty().bindBidirectional(language);
        add(texts.get("settings.language"), languages, null);
        Label status = new Label();
        status.setId("settings-status");
        status.textProperty().bind(model.status());
        grid.add(status, 0, row++, 2, 1);

        ButtonType save = new ButtonType(texts.get("settings.save"), ButtonBar.ButtonData.OK_DONE);
        ButtonType close = new ButtonType(texts.get("settings.close"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().setAll(save, close);
        dialog.getDialogPane().setContent(grid);
        Button saveButton = (Button) dialog.getDialogPane().lookupButton(save);
        saveButton.setId("settings-save");
        saveButton.addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            if (!model.save()) {
                e.consume();
            }
        });
        owner.getScene().getStylesheets().forEach(sheet -> dialog.getDialogPane().getStylesheets().add(sheet));
    }

    public void show() {
        model.load();
        dialog.show();
    }

    private void add(String label, Node field, Field errorOf) {
        grid.add(new Label(label), 0, row);
        grid.add(field, 1, row++);
        if (errorOf != null) {
            Label error = new Label();
            error.setId("settings-error-" + errorOf.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
            error.getStyleClass().add("field-error");
            error.textProperty().bind(Bindings.valueAt(model.errors(), errorOf));
            error.visibleProperty().bind(error.textProperty().isNotEmpty());
            error.managedProperty().bind(error.visibleProperty());
            grid.add(error, 1, row++);
        }
    }

    private static TextField text(String id, StringProperty value, String hint) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(hint);
        field.textProperty().bindBidirectional(value);
        field.setPrefColumnCount(28);
        return field;
    }

    private static Node segmented(SettingsViewModel model, Texts texts) {
        ToggleButton env = new ToggleButton(texts.get("settings.keySource.env"));
        ToggleButton stored = new ToggleButton(texts.get("settings.keySource.stored"));
        env.setUserData(KeySource.Source.ENV);
        stored.setUserData(KeySource.Source.STORED);
        SegmentedButton buttons = new SegmentedButton(env, stored);
        buttons.getToggleGroup().selectToggle(model.keySource().get() == KeySource.Source.STORED ? stored : env);
        model.keySource().addListener((obs, old, now) ->
                buttons.getToggleGroup().selectToggle(now == KeySource.Source.STORED ? stored : env));
        buttons.getToggleGroup().selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                buttons.getToggleGroup().selectToggle(old);
            } else {
                model.keySource().set((KeySource.Source) now.getUserData());
            }
        });
        return buttons;
    }

    private static <T> StringConverter<T> converter(java.util.function.Function<T, String> label) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : label.apply(value);
            }

            @Override
            public T fromString(String text) {
                throw new UnsupportedOperationException("choice boxes do not parse");
            }
        };
    }
}
