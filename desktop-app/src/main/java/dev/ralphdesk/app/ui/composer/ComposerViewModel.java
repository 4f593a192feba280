package dev.ralphdesk.app.ui.composer;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.cancel.CancelReason;
import dev.ralphdesk.core.command.Command;
import dev.ralphdesk.core.command.CommandRegistry;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.session.SessionId;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The composer: what the person types, Send (Ctrl+Enter) and Stop (Esc), slash-command completion.
 * Disabled with an explanation while there is no session or the session is read-only. Input goes
 * to the harness in the background; a failure becomes a transcript row.
 */
public final class ComposerViewModel {
    /** Why the composer is off while no session is open. */
    public static final Message NO_SESSION = Message.of("composer.noSession");
    /** The command whose argument, a mode word, is completed too. */
    private static final String APPROVE = "/approve ";
    private final Harness harness;
    private final UiExecutor ui;
    private BiConsumer<SessionId, String> onTurn = (id, line) -> { };
    private final TranscriptViewModel transcript;
    private final StringProperty text = new SimpleStringProperty("");
    private final ObjectProperty<Message> readOnlyReason = new SimpleObjectProperty<>(NO_SESSION);
    private final BooleanProperty running = new SimpleBooleanProperty(false);
    private final ObjectProperty<SessionId> session = new SimpleObjectProperty<>();
    private final BooleanBinding canSend;
    private final BooleanBinding canStop;

    public ComposerViewModel(Harness harness, UiExecutor ui, TranscriptViewModel transcript) {
        this.harness = harness;
        this.ui = ui;
        this.transcript = transcript;
        this.canSend = Bindings.createBooleanBinding(() -> session.get() != null && readOnlyReason.get().isEmpty()
                && !text.get().isBlank(), session, readOnlyReason, text);
        this.canStop = Bindings.createBooleanBinding(() -> session.get() != null && running.get(), session, running);
    }

    public StringProperty text() {
        return text;
    }

    /** Why the composer is disabled; {@link Message#NONE} while the person can type. */
    public ObjectProperty<Message> readOnlyReason() {
        return readOnlyReason;
    }

    public BooleanProperty running() {
        return running;
    }

    public BooleanBinding canSend() {
        return canSend;
    }

    public BooleanBinding canStop() {
        return canStop;
    }

    /**
     * Points the composer at a session; {@code readOnly} explains why it cannot take input, if so.
     * With no session ({@code id} null) the reason is always {@link #NO_SESSION}, in the UI's language.
     */
    public void attach(SessionId id, Optional<Message> readOnly) {
        session.set(id);
        readOnlyReason.set(id == null ? NO_SESSION : readOnly.orElse(Message.NONE));
        running.set(false);
    }

    /** {@code listener} hears of every message sent that queued a turn, with its session. */
    public void onTurnQueued(BiConsumer<SessionId, String> listener) {
        onTurn = Objects.requireNonNull(listener, "listener");
    }

    /** Sends the text: a {@code /command} runs and its answer becomes a row; anything else queues a turn. */
    public void send() {
        if (!canSend.get()) {
            return;
        }
        SessionId id = session.get();
        String line = text.get();
        text.set("");
        ui.background(() -> harness.input(id, line), input -> {
            // a command's run and answer are recorded: they come back as events, like a turn's
            if (input instanceof Harness.Input.TurnQueued queued) {
                onTurn.accept(id, line);
                queued.turn().whenComplete((result, error) -> {
                    if (error != null) {
                        ui.onUi(() -> transcript.failure(
                                Message.of("composer.turnFailed", rootMessage(error)),
                                Message.of("composer.turnFailed.todo")));
                    }
                });
            }
        }, e -> {
            text.set(line);
            transcript.failure(Message.of("composer.sendFailed", e.getMessage()),
                    Message.of("composer.sendFailed.todo"));
        });
    }

    /**
     * Esc: the person stops this session's work, in the background (the stop is recorded): its running
     * turn, its goal (also between rounds: the turn hooks hear of the stop even when no turn runs) and
     * its Ralph run — one road, {@code cancel(person)}.
     */
    public void stop() {
        SessionId id = session.get();
        if (id != null) {
            ui.background(() -> {
                harness.find(id).ifPresent(agent -> agent.cancel(CancelReason.PERSON));
                return id;
            }, stopped -> { }, e -> transcript.failure(Message.of("composer.stopFailed", e.getMessage()),
                    Message.of("composer.stopFailed.todo")));
        }
    }

    /**
     * Completions for a partly typed {@code /command}: "/goal", "/help", …; for a partly typed mode
     * word after {@code /approve}: "ask", "auto-edit", "auto"; empty for other text.
     */
    public List<Completion> completions() {
        String typed = text.get();
        if (typed.startsWith(APPROVE) && !typed.substring(APPROVE.length()).contains(" ")
                && !harness.commands().complete(APPROVE.strip()).isEmpty()) {
            return Completion.modes(typed.substring(APPROVE.length()));
        }
        boolean partialCommand = typed.startsWith("/") && !typed.contains(" ")
                && (typed.length() == 1 || CommandRegistry.isCommand(typed));
        if (!partialCommand) {
            return List.of();
        }
        return harness.commands().complete(typed).stream().map(Completion::of).toList();
    }

    /** Accepts a completion: the command name and a space, ready for its arguments; or the whole mode word. */
    public void complete(Completion completion) {
        text.set(completion.replacement());
    }

    private static String rootMessage(Throwable error) {
        Throwable cause = error;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause.getMessage();
    }

    /** One completion: the command name (or mode word), its usage, one-line summary, and the text it puts in. */
    public record Completion(String name, String usage, Message summary, String replacement) {
        /** The built-in commands' summaries are in the bundles; a plugin's own command shows its text. */
        private static final java.util.Set<String> TRANSLATED = java.util.Set.of("goal", "ralph", "help", "approve");

        static Completion of(Command command) {
            return new Completion(command.name(), command.usage(), TRANSLATED.contains(command.name())
                    ? Message.of("command." + command.name() + ".summary")
                    : Message.verbatim(command.summary()), "/" + command.name() + " ");
        }

        /** The approval modes starting with {@code word}; none once it is a whole mode's word. */
        static List<Completion> modes(String word) {
            String typed = word.toLowerCase(Locale.ROOT);
            if (Arrays.stream(ApprovalMode.values()).anyMatch(mode -> mode.id().equals(typed))) {
                return List.of();
            }
            return Arrays.stream(ApprovalMode.values()).filter(mode -> mode.id().startsWith(typed))
                    .map(mode -> new Completion(mode.id(), APPROVE + mode.id(),
                            Message.of("header.mode.explain." + mode.id()), APPROVE + mode.id()))
                    .toList();
        }
    }
}
