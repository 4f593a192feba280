package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.sessions.SessionRow;
import dev.ralphdesk.app.ui.settings.ModelPicker;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import dev.ralphdesk.core.session.SessionId;
import java.util.Optional;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The header: the sessions-panel toggle; the open session's title (click to rename it in place:
 * Enter keeps, Esc drops) over its workspace path; its approval mode, a menu of the four; the
 * provider and model in use, a menu to pick others from, with a button for Settings; the goal-panel
 * toggle.
 */
final class HeaderBar {
    private final HBox root;
    private final WorkbenchViewModel workbench;
    private final Label title = new Label();
    private final Label workspace = new Label();
    private final TextField editor = new TextField();

    HeaderBar(WorkbenchViewModel workbench, ModelPicker picker, Texts texts, Panels panels, Runnable settings) {
        this.workbench = workbench;
        ToggleButton left = Icons.PANEL_LEFT.toggle("toggle-sessions", texts.get("header.toggleSessions"));
        TwoWay.link(left.selectedProperty(), panels.sessionsShown());
        ToggleButton right = Icons.PANEL_RIGHT.toggle("toggle-side", texts.get("header.toggleSide"));
        TwoWay.link(right.selectedProperty(), panels.sideShown());

        title.setId("header-title");
        title.getStyleClass().add("header-title");
        title.setMinWidth(0);
        workspace.setId("header-workspace");
        workspace.getStyleClass().add("header-workspace");
        workspace.setMinWidth(0);
        editor.setId("header-title-editor");
        editor.getStyleClass().add("header-title-editor");
        editor.setVisible(false);
        title.setOnMouseClicked(e -> edit());
        editor.setOnAction(e -> commit());
        editor.setOnKeyPressed(key -> {
            if (key.getCode() == KeyCode.ESCAPE) {
                editor.setVisible(false);
                key.consume();
            }
        });
        editor.focusedProperty().addListener((obs, was, focused) -> {
            if (!focused) {
                editor.setVisible(false);
            }
        });
        title.visibleProperty().bind(editor.visibleProperty().not());
        StackPane titleSlot = new StackPane(title, editor);
        StackPane.setAlignment(title, Pos.CENTER_LEFT);
        VBox names = new VBox(0, titleSlot, workspace);
        names.setMinWidth(0);
        HBox.setHgrow(names, Priority.ALWAYS);

        ModelMenu model = new ModelMenu(picker, workbench.status().provider(), texts, settings);
        ModeMenu mode = new ModeMenu(workbench.mode(), texts);
        Button change = Icons.SETTINGS.button("header-settings", texts.get("header.changeModel"));
        change.setOnAction(e -> settings.run());

        workbench.current().addListener((obs, old, id) -> refresh(texts));
        workbench.title().addListener((obs, old, now) -> refresh(texts));
        workbench.sessions().rows().addListener((ListChangeListener<SessionRow>) c -> refresh(texts));
        refresh(texts);
        root = new HBox(8, left, names, mode.node(), model.node(), change, right);
        root.setAlignment(Pos.CENTER_LEFT);
        root.setId("header");
        root.getStyleClass().add("header");
    }

    Region node() {
        return root;
    }

    private Optional<SessionRow> row() {
        SessionId id = workbench.current().get();
        return id == null ? Optional.empty()
                : workbench.sessions().rows().stream().filter(r -> r.id().equals(id)).findFirst();
    }

    private void refresh(Texts texts) {
        Optional<SessionRow> row = row();
        boolean open = workbench.current().get() != null;
        String name = row.map(SessionRow::title).orElse(workbench.title().get());
        title.setText(!open ? texts.get("header.noSession") : name);
        workspace.setText(row.map(SessionRow::workspace).orElse(""));
        title.setDisable(!open);
    }

    private void edit() {
        if (workbench.current().get() == null) {
            return;
        }
        editor.setText(title.getText());
        editor.setVisible(true);
        editor.requestFocus();
        editor.selectAll();
    }

    private void commit() {
        SessionId id = workbench.current().get();
        String typed = editor.getText().strip();
        editor.setVisible(false);
        if (id != null && !typed.isEmpty() && !typed.equals(title.getText())) {
            workbench.sessions().rename(id, typed);
        }
    }
}
