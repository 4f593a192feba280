package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.sessions.SessionListViewModel;
import dev.ralphdesk.app.ui.sessions.SessionRow;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import dev.ralphdesk.core.session.SessionId;
import java.io.File;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
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

/**
 * The left pane: its heading with a flat toolbar (New, Rename, Fork, Trash or Restore, Close), search, the
 * list, and under it the trash toggle.
 */
public final class SessionListView {
    /** The narrowest the pane gets: its heading, its five buttons and the search box's hint still fit. */
    static final double MIN_WIDTH = 220;
    private final VBox root;
    private final ListView<SessionRow> list;
    private final WorkbenchViewModel workbench;
    private final SessionListViewModel model;
    private final Texts texts;

    public SessionListView(WorkbenchViewModel workbench, Texts texts) {
        this.workbench = workbench;
        this.model = workbench.sessions();
        this.texts = texts;
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

        Button create = Icons.PLUS.button("session-new", texts.get("sessions.new"));
        create.setOnAction(e -> chooseWorkspace());
        Button rename = Icons.RENAME.button("session-rename", texts.get("sessions.rename"));
        rename.setOnAction(e -> selected().ifPresent(row -> {
            TextInputDialog dialog = new TextInputDialog(row.title());
            dialog.initOwner(list.getScene().getWindow());
            dialog.getDialogPane().getStylesheets().setAll(list.getScene().getStylesheets());
            dialog.setGraphic(null);
            dialog.setTitle(texts.get("sessions.rename.title"));
            dialog.setHeaderText(null);
            dialog.setContentText(texts.get("sessions.rename.prompt"));
            dialog.showAndWait().ifPresent(title -> model.rename(row.id(), title));
        }));
        Button fork = Icons.FORK.button("session-fork", texts.get("sessions.fork"));
        fork.setOnAction(e -> selected().ifPresent(row -> model.fork(row.id(), workbench::open)));
        Button trash = Icons.TRASH.button("session-trash", texts.get("sessions.trash"));
        model.trashShown().addListener((obs, was, shown) -> {
            String tip = texts.get(shown ? "sessions.restore" : "sessions.trash");
            trash.setGraphic((shown ? Icons.RESTORE : Icons.TRASH).node());
            trash.setText(tip);
            trash.setAccessibleText(tip);
            trash.getTooltip().setText(tip);
        });
        trash.setOnAction(e -> selected().ifPresent(row -> {
            if (row.trashed()) {
                model.restore(row.id());
            } else {
                model.trash(row.id());
            }
        }));
        Button close = Icons.CLOSE.button("session-close", texts.get("sessions.close"));
        close.setOnAction(e -> workbench.closeSession());
        close.disableProperty().bind(workbench.current().isNull());
        rename.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull().or(model.trashShown()));
        fork.disableProperty().bind(rename.disableProperty());
        trash.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
        ToggleButton showTrash = new ToggleButton(texts.get("sessions.showTrash"));
        showTrash.setId("session-show-trash");
        showTrash.getStyleClass().add("flat-toggle");
        showTrash.setMinWidth(Region.USE_PREF_SIZE);
        showTrash.selectedProperty().bindBidirectional(model.trashShown());

        Label problem = new Label();
        problem.getStyleClass().add("problem");
        problem.textProperty().bind(texts.bind(model.problem()));
        problem.visibleProperty().bind(problem.textProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());

        Label heading = new Label(texts.get("sessions.heading"));
        heading.setId("sessions-heading");
        heading.getStyleClass().add("pane-title");
        heading.setMinWidth(Region.USE_PREF_SIZE);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox actions = new HBox(2, heading, gap, create, rename, fork, trash, close);
        actions.getStyleClass().add("toolbar-flat");
        actions.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        // the search box has the pane's whole width, so its hint is never cut; the trash toggle sits under the list
        root = new VBox(8, actions, search, problem, list, showTrash);
        root.getStyleClass().add("sessions-pane");
        VBox.setVgrow(list, Priority.ALWAYS);
        root.setMinWidth(MIN_WIDTH);
    }

    /**
     * Ctrl+N: a new session in the open session's workspace and opens it; with no session open,
     * the person picks the workspace folder.
     */
    public void newSession() {
        SessionId open = workbench.current().get();
        Optional<SessionRow> row = open == null ? Optional.empty()
                : list.getItems().stream().filter(r -> r.id().equals(open)).findFirst();
        if (row.isPresent()) {
            model.create(Path.of(row.get().workspace()), workbench::open);
        } else {
            chooseWorkspace();
        }
    }

    /** Ctrl+Shift+N and the New button: the person picks the workspace folder of a new session. */
    public void chooseWorkspace() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle(texts.get("sessions.pickWorkspace"));
        File folder = chooser.showDialog(list.getScene().getWindow());
        if (folder != null) {
            model.create(folder.toPath(), workbench::open);
        }
    }

    public Region node() {
        return root;
    }

    private Optional<SessionRow> selected() {
        return Optional.ofNullable(list.getSelectionModel().getSelectedItem());
    }

    private void select(SessionId id) {
        for (SessionRow row : list.getItems()) {
            if (row.id().equals(id)) {
                list.getSelectionModel().select(row);
                return;
            }
        }
        list.getSelectionModel().clearSelection();
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
