package dev.ralphdesk.core.export;

import dev.ralphdesk.core.replay.TranscriptFold;
import dev.ralphdesk.core.replay.Transcripts;
import dev.ralphdesk.core.secret.SecretScan;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.settings.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Exports a session, for the command line ({@code sessions export}) and the window (File → Export…):
 * Markdown rendered from the one transcript fold, or the versioned event list through the event
 * codec — both through the secret scan. A file is written whole or not at all (a temporary file
 * beside it, then a rename).
 */
public final class SessionExporter {
    private final SessionStore store;
    private final Transcripts transcripts;
    private final EventCatalog catalog;
    private final SecretScan secrets;

    public SessionExporter(SessionStore store, Transcripts transcripts, EventCatalog catalog, SecretScan secrets) {
        this.store = store;
        this.transcripts = transcripts;
        this.catalog = catalog;
        this.secrets = secrets;
    }

    /**
     * The export of session {@code id}.
     *
     * @param workMayRun whether work of the session may be going on in a process (then a turn the log
     *     leaves open is shown running, else interrupted)
     */
    public String render(SessionId id, ExportFormat format, boolean workMayRun) {
        SessionLog log = store.open(id);
        if (format == ExportFormat.JSON) {
            return JsonExport.render(log, catalog, secrets);
        }
        TranscriptFold fold = transcripts.start();
        log.events().forEach(fold::apply);
        if (!workMayRun) {
            fold.interruptOpenTurn();
        }
        return secrets.redact(MarkdownExport.render(log, fold.snapshot()));
    }

    /**
     * Writes the export of {@code id} to {@code file}, replacing it; nothing is left behind when it fails.
     *
     * @throws ExportException when the file cannot be written, saying why
     */
    public void write(SessionId id, ExportFormat format, boolean workMayRun, Path file) {
        Path target = file.toAbsolutePath().normalize();
        Path folder = target.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new ExportException(ExportException.Code.EXPORT_NO_FOLDER, "cannot write " + target
                    + ": the folder " + folder + " does not exist");
        }
        if (Files.isDirectory(target)) {
            throw new ExportException(ExportException.Code.EXPORT_IS_FOLDER, "cannot write " + target
                    + ": it is a folder; name a file in it");
        }
        String text = render(id, format, workMayRun);
        try {
            AtomicFiles.write(target, text, false);
        } catch (IOException e) {
            throw new ExportException(ExportException.Code.EXPORT_WRITE_FAILED, "cannot write " + target + ": "
                    + reason(e));
        }
    }

    private static String reason(IOException e) {
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
