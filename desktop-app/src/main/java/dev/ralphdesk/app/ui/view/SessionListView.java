package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.sessions.SessionListViewModel;
import dev.ralphdesk.app.ui.sessions.SessionRow;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import java.io.File;
import java.time.Instant;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputDialog;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;

/** The left pane: search, New / Rename / Fork / Trash or Restore, the trash toggle and the list. */
public final class SessionListView {
    private final VBox root;
    private final ListView<SessionRow> list;

    public SessionListView(WorkbenchViewModel workbench, Texts texts) {
        SessionListViewModel model = workbench.sessions();
        TextField search = new TextField();
        search.setId("session-search");
        search.setPromptText(texts.get("sessions.search"));
        search.textProperty().bindBidirectional(model.search());

        list = new ListView<>(model.rows());
        list.setId("session-list");
        list.getStyleClass().add("session-list");
        Label empty = new Label();
        empty.setId("session-list-empty");
        empty.textProperty().bind(texts.bind(model.emptyText()));
        empty.setWrapText(true);
        empty.getStyleClass().add("empty-state");
        list.setPlaceholder(empty);
        list.setCellFactory(view -> new SessionCell(texts));
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null && !row.trashed() && !row.id().equals(workbench.current().get())) {
                workbench.open(row.id());
            }
        });
        workbench.current().addListener((obs, old, id) -> select(id));
        list.getItems().addListener((javafx.collections.ListChangeListener<SessionRow>) c -> select(workbench.current().get()));

        Button create = button("session-new", texts.get("sessions.new"));
        create.setOnAction(e -> {
            DirectoryChooser chooser = new DirectoryChooser();
            chooser.setTitle(texts.get("sessions.pickWorkspace"));
            File folder = chooser.showDialog(list.getScene().getWindow());
            if (folder != null) {
                model.create(folder.toPath(), workbench::open);
            }
        });
        Button rename = button("session-rename", texts.get("sessions.rename"));
        rename.setOnAction(e -> selected().ifPresent(row -> {
            TextInputDialog dialog = new TextInputDialog(row.title());
            dialog.initOwner(list.getScene().getWindow());
            dialog.setTitle(texts.get("sessions.rename.title"));
            dialog.setHeaderText(null);
            dialog.setContentText(texts.get("sessions.rename.prompt"));
            dialog.showAndWait().ifPresent(title -> model.rename(row.id(), title));
        }));
        Button fork = button("session-fork", texts.get("sessions.fork"));
        fork.setOnAction(e -> selected().ifPresent(row -> model.fork(row.id(), workbench::open)));
        Button trash = button("session-trash", texts.get("sessions.trash"));
        trash.textProperty().bind(Bindings.when(model.trashShown()).then(texts.get("sessions.restore"))
                .otherwise(texts.get("sessions.trash")));
        trash.setOnAction(e -> selected().ifPresent(row -> {
            if (row.trashed()) {
                model.restore(row.id());
            } else {
                model.trash(row.id());
            }
        }));
        Button close = button("session-close", texts.get("sessions.close"));
        close.setOnAction(e -> workbench.closeSession());
        close.disableProperty().bind(workbench.current().isNull());
        rename.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull().or(model.trashShown()));
        fork.disableProperty().bind(rename.disableProperty());
        trash.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
        ToggleButton showTrash = new ToggleButton(texts.get("sessions.showTrash"));
        showTrash.setId("session-show-trash");
        showTrash.setMinWidth(Region.USE_PREF_SIZE);
        showTrash.selectedProperty().bindBidirectional(model.trashShown());

        Label problem = new Label();
        problem.getStyleClass().add("problem");
        problem.textProperty().bind(texts.bind(model.problem()));
        problem.visibleProperty().bind(problem.textProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());

        javafx.scene.layout.FlowPane actions = new javafx.scene.layout.FlowPane(4, 4, create, rename, fork, trash,
                close);
        HBox filters = new HBox(4, search, showTrash);
        HBox.setHgrow(search, Priority.ALWAYS);
        root = new VBox(6, filters, actions, problem, list);
        root.setStyle("-fx-padding: 8;");
        VBox.setVgrow(list, Priority.ALWAYS);
        root.setMinWidth(220);
    }

    public Region node() {
        return root;
    }

    private Optional<SessionRow> selected() {
        return Optional.ofNullable(list.getSelectionModel().getSelectedItem());
    }

    private void select(dev.ralphdesk.core.session.SessionId id) {
        for (SessionRow row : list.getItems()) {
            if (row.id().equals(id)) {
                list.getSelectionModel().select(row);
                return;
            }
        }
        list.getSelectionModel().clearSelection();
    }

    private static Button button(String id, String text) {
        Button button = new Button(text);
        button.setId(id);
        return button;
    }

    /** Title, folder and last activity, a goal badge and the interrupted chip. */
    private static final class SessionCell extends ListCell<SessionRow> {
        private final Texts texts;

        SessionCell(Texts texts) {
            this.texts = texts;
        }

        @Override
        protected void updateItem(SessionRow row, boolean empty) {
            super.updateItem(row, empty);
            setText(null);
            if (empty || row == null) {
                setGraphic(null);
                return;
            }
            Label title = new Label(row.title());
            title.getStyleClass().add("session-title");
            HBox top = new HBox(6, title);
            if (!row.badge().isEmpty()) {
                top.getChildren().add(chip(texts.format(row.badge()), "chip-goal"));
            }
            if (row.interrupted()) {
                top.getChildren().add(chip(texts.get("sessions.interrupted"), "chip-interrupted"));
            }
            Label detail = new Label(texts.format("phrase.join", row.workspaceName(), row.activity(Instant.now())));
            detail.getStyleClass().add("session-detail");
            setGraphic(new VBox(2, top, detail));
        }

        private static Label chip(String text, String style) {
            Label chip = new Label(text);
            chip.getStyleClass().addAll("chip", style);
            return chip;
        }
    }
}
