package dev.ralphdesk.persistence.cli;

import dev.ralphdesk.core.cli.CliException;
import dev.ralphdesk.core.cli.CommandGroup;
import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.cli.SessionRefs;
import dev.ralphdesk.core.replay.Transcripts;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import java.io.PrintStream;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code sessions …}: list, show, fork, rename, trash, restore and purge sessions. */
@Command(name = SessionsCli.NAME, description = "List, show, fork, rename, trash, restore and purge sessions.",
        footer = {"", "ID is a session id or any unique prefix of it (at least 4 characters, e.g. the 8 that "
                + "`sessions list` shows first)."})
public final class SessionsCli extends CommandGroup {
    public static final String NAME = "sessions";
    private static final String ID = "ID";
    private final SessionStore store;
    private final Transcripts transcripts;
    private final PrintStream out;
    private final DateTimeFormatter time;

    public SessionsCli(SessionStore store, Transcripts transcripts, PrintStream out, ZoneId zone) {
        this.store = store;
        this.transcripts = transcripts;
        this.out = out;
        this.time = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(zone);
    }

    @Command(name = "list", description = "Sessions, most recently updated first.")
    int list(@Option(names = "--all", description = "Include the trash.") boolean all) {
        List<SessionInfo> sessions = store.list(all);
        if (sessions.isEmpty()) {
            out.println(all ? "No sessions." : "No sessions (see the trash with `sessions list --all`).");
            return ExitCode.OK.code();
        }
        out.printf("%-36s  %-16s  %-11s  %6s  %-14s  %s%n", "ID", "UPDATED", "KIND", "EVENTS", "LAST TURN", "TITLE");
        for (SessionInfo info : sessions) {
            out.printf("%-36s  %-16s  %-11s  %6d  %-14s  %s%s%n", info.id(), time.format(info.updatedAt()),
                    info.kind().wire(), info.lastSeq(), lastTurn(info.column("lastOutcome")), info.title(),
                    info.trashed() ? "  [trash]" : "");
        }
        return ExitCode.OK.code();
    }

    @Command(name = "show", description = "Print the transcript of a session.")
    int show(@Parameters(paramLabel = ID, description = "The session.") String id) {
        SessionInfo info = SessionRefs.resolve(store, id);
        SessionLog log = store.open(info.id());
        out.println(info.title() + "  (" + info.id() + ", " + info.kind().wire() + ", workspace " + info.workspace()
                + ", " + log.lastSeq() + " records" + (info.trashed() ? ", in the trash" : "") + ")");
        if (info.parentId() != null) {
            out.println("forked from " + info.parentId() + (info.forkSeq() == null ? "" : " at seq " + info.forkSeq()));
        }
        for (String warning : log.warnings()) {
            out.println("! " + warning);
        }
        if (log.readOnly()) {
            out.println("! this session is read-only; fork it before the bad record to continue");
        }
        if (log.skippedUnknown() > 0) {
            out.println("! " + log.skippedUnknown() + " record(s) of types this build does not know were skipped");
        }
        TranscriptText.print(transcripts.fold(log.events()), out);
        return ExitCode.OK.code();
    }

    @Command(name = "fork", description = "Make a new session that replays ID up to record SEQ.")
    int fork(@Parameters(paramLabel = ID, description = "The session to fork.") String id,
            @Option(names = "--at", required = true, paramLabel = "SEQ", description = "The last record to keep.")
            long seq) {
        SessionInfo parent = SessionRefs.resolve(store, id);
        if (seq < 1 || seq > parent.lastSeq()) {
            throw CliException.usage("--at must be a record of the session, 1 to " + parent.lastSeq() + ", not " + seq);
        }
        SessionInfo child = store.fork(parent.id(), seq);
        out.println("Forked " + parent.id() + " at seq " + seq + " into " + child.id() + " \"" + child.title() + "\".");
        return ExitCode.OK.code();
    }

    @Command(name = "rename", description = "Give a session a new title.")
    int rename(@Parameters(index = "0", paramLabel = ID, description = "The session.") String id,
            @Parameters(index = "1..*", arity = "1..*", paramLabel = "TITLE", description = "The new title.")
            List<String> title) {
        String text = String.join(" ", title).strip();
        if (text.isEmpty()) {
            throw CliException.usage("the title is empty");
        }
        SessionInfo info = SessionRefs.resolve(store, id);
        store.rename(info.id(), text);
        out.println("Renamed " + info.id() + " to \"" + text + "\".");
        return ExitCode.OK.code();
    }

    @Command(name = "trash", description = "Move a session to the trash (restorable).")
    int trash(@Parameters(paramLabel = ID, description = "The session.") String id) {
        SessionInfo info = SessionRefs.resolve(store, id);
        store.trash(info.id());
        out.println("Moved " + info.id() + " \"" + info.title() + "\" to the trash. `sessions restore " + info.id()
                + "` brings it back.");
        return ExitCode.OK.code();
    }

    @Command(name = "restore", description = "Bring a session back from the trash.")
    int restore(@Parameters(paramLabel = ID, description = "The session.") String id) {
        SessionInfo info = SessionRefs.resolve(store, id);
        store.restore(info.id());
        out.println("Restored " + info.id() + " \"" + info.title() + "\".");
        return ExitCode.OK.code();
    }

    @Command(name = "purge", description = "Delete a session in the trash for good.")
    int purge(@Parameters(paramLabel = ID, description = "The session (it must be in the trash).") String id) {
        SessionInfo info = SessionRefs.resolve(store, id);
        if (!info.trashed()) {
            throw new CliException(ExitCode.FAILED, "session " + info.id() + " is not in the trash, so it was not "
                    + "deleted; `sessions trash " + info.id() + "` first");
        }
        store.purge(info.id());
        out.println("Deleted " + info.id() + " \"" + info.title() + "\" for good.");
        return ExitCode.OK.code();
    }

    /**
     * A turn that started and never finished reads {@code running} in the index; the store is
     * locked while the app runs, so seen from here it was interrupted.
     */
    private static String lastTurn(String column) {
        if (column == null) {
            return "";
        }
        return column.equals("running") ? "interrupted" : column;
    }
}
