package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.mcp.McpServerRow;
import dev.ralphdesk.app.ui.mcp.McpServersViewModel;
import dev.ralphdesk.app.ui.settings.SettingsForm.Field;
import dev.ralphdesk.app.ui.settings.SettingsViewModel;
import dev.ralphdesk.core.agent.AgentConfig;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.settings.KeySource;
import java.io.File;
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
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.Window;
import javafx.util.StringConverter;
import org.controlsfx.control.SegmentedButton;

/**
 * Settings as a dialog: each field with its validation message under it. Save keeps the dialog open
 * and says what was saved and what waits for the next start (the data folder, the language).
 */
public final class SettingsDialog {
    private final Dialog<ButtonType> dialog = new Dialog<>();
    private final GridPane grid = new GridPane();
    private final SettingsViewModel model;
    private final Texts texts;
    private int row;

    public SettingsDialog(SettingsViewModel model, Texts texts, Window owner) {
        this.model = model;
        this.texts = texts;
        dialog.initOwner(owner);
        dialog.setTitle(texts.get("settings.title"));
        dialog.setResizable(true);
        grid.setHgap(10);
        grid.setVgap(2);
        grid.setId("settings-form");

        ChoiceBox<String> provider = new ChoiceBox<>(FXCollections.observableArrayList(SettingsViewModel.providers()));
        provider.setId("settings-provider");
        provider.setConverter(converter(id -> ProviderNames.of(id, texts)));
        provider.valueProperty().bindBidirectional(model.provider());
        add(texts.get("settings.provider"), provider, Field.PROVIDER);
        add(texts.get("settings.baseUrl"), text("settings-base-url", model.baseUrl(), texts.get("settings.baseUrl.hint")),
                Field.BASE_URL);
        TextField modelField = text("settings-model", model.model(), texts.get("settings.model.hint"));
        add(texts.get("settings.model"), model.connection().map(check -> (Node) ConnectionRow.modelWithList(modelField,
                check, model, texts)).orElse(modelField), Field.MODEL);
        model.connection().ifPresent(check -> add("", ConnectionRow.of(check, model, texts), null));
        add(texts.get("settings.contextWindow"), text("settings-context-window", model.contextWindow(),
                texts.format("settings.contextWindow.hint", AgentConfig.DEFAULT_CONTEXT_WINDOW)),
                Field.CONTEXT_WINDOW);
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
        add(texts.get("settings.dataFolder"), dataFolder(), Field.DATA_FOLDER);
        note("settings-data-folder-in-use", texts.format(model.dataFolderInUse()));
        note("settings-data-folder-note", texts.get("settings.dataFolder.note"));
        ChoiceBox<String> languages = new ChoiceBox<>(FXCollections.observableArrayList(SettingsViewModel.languages()));
        languages.setId("settings-language");
        languages.setConverter(converter(id -> id.equals(Texts.CHINESE) ? "中文" : "English"));
        languages.valueProperty().bindBidirectional(model.language());
        add(texts.get("settings.language"), languages, null);
        note("settings-language-note", texts.get("settings.language.note"));
        model.mcp().ifPresent(this::mcpServers);
        Label status = new Label();
        status.setId("settings-status");
        status.setWrapText(true);
        status.setMaxWidth(620);
        status.setMinHeight(Region.USE_PREF_SIZE);
        status.textProperty().bind(texts.bind(model.status()));
        grid.add(status, 0, row++, 2, 1);

        ButtonType save = new ButtonType(texts.get("settings.save"), ButtonBar.ButtonData.OK_DONE);
        ButtonType close = new ButtonType(texts.get("settings.close"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().setAll(save, close);
        dialog.getDialogPane().setContent(grid);
        Button saveButton = (Button) dialog.getDialogPane().lookupButton(save);
        saveButton.setId("settings-save");
        saveButton.addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            model.save();
            e.consume();
        });
        owner.getScene().getStylesheets().forEach(sheet -> dialog.getDialogPane().getStylesheets().add(sheet));
    }

    /** The MCP servers, read-only, each with Restart. */
    private void mcpServers(McpServersViewModel mcp) {
        VBox list = new VBox(2);
        list.setId("settings-mcp");
        Runnable fill = () -> {
            list.getChildren().clear();
            if (mcp.rows().isEmpty()) {
                list.getChildren().add(wrapped(new Label(texts.get("settings.mcp.none"))));
            }
            for (McpServerRow server : mcp.rows()) {
                Label text = wrapped(new Label(texts.format(server.text())));
                Button restart = new Button(texts.get("settings.mcp.restart"));
                restart.setDisable(!server.restartable());
                restart.setOnAction(e -> mcp.restart(server));
                list.getChildren().add(new HBox(8, restart, text));
            }
        };
        mcp.rows().addListener((javafx.collections.ListChangeListener<McpServerRow>) change -> fill.run());
        fill.run();
        add(texts.get("settings.mcp"), list, null);
    }

    private static Label wrapped(Label label) {
        label.setWrapText(true);
        label.setMaxWidth(460);
        label.setMinHeight(Region.USE_PREF_SIZE);
        return label;
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
            error.textProperty().bind(texts.bind(Bindings.valueAt(model.errors(), errorOf)));
            error.setWrapText(true);
            error.setMaxWidth(460);
            error.setMinHeight(Region.USE_PREF_SIZE);
            error.visibleProperty().bind(error.textProperty().isNotEmpty());
            error.managedProperty().bind(error.visibleProperty());
            grid.add(error, 1, row++);
        }
    }

    /** The data folder field with a Choose… button that opens a folder chooser. */
    private Node dataFolder() {
        TextField field = text("settings-data-folder", model.dataFolder(), texts.format(model.dataFolderHint()));
        Button choose = new Button(texts.get("settings.dataFolder.choose"));
        choose.setId("settings-data-folder-choose");
        choose.setMinWidth(Region.USE_PREF_SIZE);
        choose.setOnAction(e -> {
            DirectoryChooser chooser = new DirectoryChooser();
            chooser.setTitle(texts.get("settings.dataFolder.pick"));
            File start = existing(model.dataFolder().get());
            if (start != null) {
                chooser.setInitialDirectory(start);
            }
            File picked = chooser.showDialog(dialog.getDialogPane().getScene().getWindow());
            if (picked != null) {
                model.dataFolder().set(picked.getAbsolutePath());
            }
        });
        HBox box = new HBox(6, field, choose);
        HBox.setHgrow(field, Priority.ALWAYS);
        return box;
    }

    private static File existing(String typed) {
        try {
            File file = typed.isBlank() ? null : new File(typed.strip());
            return file != null && file.isDirectory() ? file : null;
        } catch (SecurityException e) {
            return null;
        }
    }

    /** A line of explanation under the field above it. */
    private void note(String id, String text) {
        Label note = new Label(text);
        note.setId(id);
        note.getStyleClass().add("session-detail");
        note.setWrapText(true);
        note.setMaxWidth(460);
        note.setMinHeight(Region.USE_PREF_SIZE);
        grid.add(note, 1, row++);
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
