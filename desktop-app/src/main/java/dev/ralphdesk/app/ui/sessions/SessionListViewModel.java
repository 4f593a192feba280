package dev.ralphdesk.app.ui.sessions;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionKind;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The session list: the store's sessions, newest first, filtered by a search; the trash on request.
 * Every verb runs in the background and refreshes the list; a failure becomes the {@link #problem}
 * line, never a dialog.
 */
public final class SessionListViewModel {
    private final SessionStore store;
    private final UiExecutor ui;
    private final Predicate<SessionId> runningHere;
    private final ObservableList<SessionRow> all = FXCollections.observableArrayList();
    private final FilteredList<SessionRow> shown = new FilteredList<>(all);
    private final StringProperty search = new SimpleStringProperty("");
    private final BooleanProperty trashShown = new SimpleBooleanProperty(false);
    private final ReadOnlyObjectWrapper<Message> problem = new ReadOnlyObjectWrapper<>(Message.NONE);
    private Set<SessionId> asking = Set.of();
    private final ObjectBinding<Message> emptyText;
    private Consumer<SessionId> trashed = id -> { };

    /** @param runningHere whether a session has a turn running in this process (so not interrupted) */
    public SessionListViewModel(SessionStore store, UiExecutor ui, Predicate<SessionId> runningHere) {
        this.store = store;
        this.ui = ui;
        this.runningHere = runningHere;
        search.addListener((obs, old, now) -> shown.setPredicate(row -> row.matches(now)));
        trashShown.addListener((obs, old, now) -> refresh());
        emptyText = Bindings.createObjectBinding(() -> Message.of(trashShown.get() ? "sessions.trashEmpty"
                : search.get().isBlank() ? "sessions.empty" : "sessions.noMatch"), trashShown, search);
    }

    /** What the empty list says: no sessions yet, no matching sessions, or an empty trash. */
    public ObjectBinding<Message> emptyText() {
        return emptyText;
    }

    /** Called with a session once it is in the trash (the window closes it if it is open). */
    public void onTrashed(Consumer<SessionId> then) {
        trashed = then;
    }

    public ObservableList<SessionRow> rows() {
        return shown;
    }

    public StringProperty search() {
        return search;
    }

    public BooleanProperty trashShown() {
        return trashShown;
    }

    public ReadOnlyObjectProperty<Message> problem() {
        return problem.getReadOnlyProperty();
    }

    public void refresh() {
        boolean trash = trashShown.get();
        // Ralph child sessions open from the run's timeline; the list holds the person's chats
        ui.background(() -> store.list(trash).stream().filter(info -> info.trashed() == trash)
                .filter(info -> info.kind() == SessionKind.CHAT)
                .map(info -> SessionRow.of(info, runningHere.test(info.id()))).toList(), this::show,
                failure("sessions.error.list"));
    }

    public void rename(SessionId id, String title) {
        if (title == null || title.isBlank()) {
            problem.set(Message.of("sessions.error.emptyTitle"));
            return;
        }
        verb(() -> {
            store.rename(id, title);
            return id;
        }, ignored -> { }, "sessions.error.rename");
    }

    /**
     * Names a session still called "New session" after the person's message to it (its first line),
     * in the background; a session with another name keeps it.
     */
    public void nameAfter(SessionId id, String message) {
        Optional<String> title = FirstMessageTitle.of(message);
        if (title.isEmpty()) {
            return;
        }
        verb(() -> {
            if (store.info(id).map(info -> info.title().equals(FirstMessageTitle.UNNAMED)).orElse(false)) {
                store.rename(id, title.get());
            }
            return id;
        }, ignored -> { }, "sessions.error.rename");
    }

    /** Creates a chat session in an existing folder; {@code opened} gets the new session. */
    public void create(Path workspace, Consumer<SessionId> opened) {
        if (workspace == null || !Files.isDirectory(workspace)) {
            problem.set(Message.of("sessions.error.noFolder"));
            return;
        }
        verb(() -> store.create(NewSession.chat(FirstMessageTitle.UNNAMED, workspace)).id(), opened,
                "sessions.error.create");
    }

    /** Forks the whole session; {@code opened} gets the new session. */
    public void fork(SessionId id, Consumer<SessionId> opened) {
        verb(() -> {
            SessionInfo parent = store.info(id).orElseThrow(() -> new IllegalStateException("no session " + id));
            return store.fork(id, parent.lastSeq()).id();
        }, opened, "sessions.error.fork");
    }

    public void trash(SessionId id) {
        verb(() -> {
            store.trash(id);
            return id;
        }, done -> trashed.accept(done), "sessions.error.trash");
    }

    public void restore(SessionId id) {
        verb(() -> {
            store.restore(id);
            return id;
        }, ignored -> { }, "sessions.error.restore");
    }

    private <T> void verb(Callable<T> work, Consumer<T> then, String what) {
        ui.background(work, result -> {
            problem.set(Message.NONE);
            then.accept(result);
            refresh();
        }, failure(what));
    }

    private void show(List<SessionRow> rows) {
        all.setAll(rows.stream().map(row -> row.withApprovalNeeded(asking.contains(row.id()))).toList());
    }

    /** The sessions whose transcript holds an open approval: their rows say so. */
    public void approvalsNeeded(Set<SessionId> sessions) {
        asking = Set.copyOf(sessions);
        all.replaceAll(row -> row.withApprovalNeeded(asking.contains(row.id())));
    }

    /** {@code what} is the key of the message, which takes the exception's message as its argument. */
    private Consumer<Exception> failure(String what) {
        return e -> problem.set(Message.of(what, String.valueOf(e.getMessage())));
    }
}
