package dev.ralphdesk.app.ui.export;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.app.ui.notify.EndNotice;
import dev.ralphdesk.core.export.ExportException;
import dev.ralphdesk.core.export.ExportFormat;
import dev.ralphdesk.core.export.SessionExporter;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.secret.SecretScan;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStoreException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * File → Export…: exports the open session to a file the person chose, in the background, and says
 * how it went (a notice naming the file, or the reason it was not written).
 */
public final class ExportViewModel {
    private static final System.Logger LOG = JulLogger.of(ExportViewModel.class);
    private final Harness harness;
    private final SessionExporter exporter;
    private final UiExecutor ui;
    private final Supplier<SessionId> current;

    /** @param current the session open in the window, or null */
    public ExportViewModel(Harness harness, SecretScan secrets, UiExecutor ui, Supplier<SessionId> current) {
        this.harness = harness;
        this.exporter = new SessionExporter(harness.store(), harness.transcripts(), harness.catalog(), secrets);
        this.ui = ui;
        this.current = current;
    }

    /** Whether a session is open to export. */
    public boolean available() {
        return current.get() != null;
    }

    /** The notice when no session is open. */
    public static EndNotice noSession() {
        return new EndNotice(Message.of("export.failed.title"), Message.of("export.noSession"), EndNotice.Kind.FAILED);
    }

    /** A file name for the open session's export in {@code format}: its id's first 8 characters. */
    public String suggestedName(ExportFormat format) {
        SessionId id = current.get();
        String stem = id == null ? "session" : "session-" + id.value().substring(0, Math.min(8, id.value().length()));
        return stem + "." + format.id();
    }

    /** The format of a chosen file: its extension's ({@code .md}, {@code .json}), else {@code selected}. */
    public static ExportFormat formatOf(Path file, ExportFormat selected) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        for (ExportFormat format : ExportFormat.values()) {
            if (name.endsWith("." + format.id())) {
                return format;
            }
        }
        return selected;
    }

    /**
     * Writes the open session to {@code file} in the background, in the format of its extension (else
     * {@code selected}); {@code told} hears how it went, on the UI thread.
     */
    public void export(Path file, ExportFormat selected, Consumer<EndNotice> told) {
        SessionId id = current.get();
        if (id == null) {
            told.accept(noSession());
            return;
        }
        ExportFormat format = formatOf(file, selected);
        ui.background(() -> {
            exporter.write(id, format, !harness.atRest(id), file);
            return file;
        }, written -> told.accept(new EndNotice(Message.of("export.done.title"),
                Message.of("export.done", written.toString()), EndNotice.Kind.COMPLETE)), failure -> {
                    if (!(failure instanceof ExportException || failure instanceof SessionStoreException)) {
                        LOG.log(System.Logger.Level.WARNING, "exporting " + id + " failed", failure);
                    }
                    String reason = failure.getMessage() == null ? failure.getClass().getSimpleName()
                            : failure.getMessage();
                    told.accept(new EndNotice(Message.of("export.failed.title"), Message.verbatim(reason),
                            EndNotice.Kind.FAILED));
                });
    }
}
