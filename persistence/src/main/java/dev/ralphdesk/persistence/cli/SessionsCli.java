package dev.ralphdesk.persistence.cli;

import dev.ralphdesk.core.replay.TranscriptFold;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.SessionStoreException;
import dev.ralphdesk.core.terminal.TerminalText;
import java.io.PrintStream;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * {@code sessions …}: list, show, fork, rename, trash, restore and purge sessions from the command
 * line. Exit codes: 0 done, 1 failed (unknown session, store error), 2 bad arguments.
 */
public final class SessionsCli {
    public static final int OK = 0;
    public static final int FAILED = 1;
    public static final int USAGE = 2;
    static final String HELP = """
            usage: sessions <command>
              list [--all]            sessions, most recently updated first (--all: with the trash)
              show ID                 the transcript of a session
              fork ID --at SEQ        a new session that replays ID up to record SEQ
              rename ID TITLE…        give a session a new title
              trash ID                move a session to the trash (restorable)
              restore ID              bring a session back from the trash
              purge ID                delete a session in the trash for good
            ID may be any unique prefix of a session id (at least 4 characters).""";
    private final DateTimeFormatter time;

    public SessionsCli() {
        this(ZoneId.systemDefault());
    }

    public SessionsCli(ZoneId zone) {
        this.time = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(zone);
    }

    public int run(List<String> args, PrintStream out, PrintStream err, SessionStore store) {
        try {
            return dispatch(new Arguments(args), out, store);
        } catch (Arguments.Invalid e) {
            err.println("sessions: " + e.getMessage());
            err.println(HELP);
            return USAGE;
        } catch (SessionIds.NoMatch | SessionStoreException e) {
            err.println("sessions: " + e.getMessage());
            return FAILED;
        }
    }

    private int dispatch(Arguments args, PrintStream out, SessionStore store) {
        String command = args.command();
        SessionIds ids = new SessionIds(store);
        switch (command) {
            case "help", "--help", "-h" -> {
                args.requireNoneLeft();
                out.println(HELP);
            }
            case "list" -> {
                boolean all = args.flag("--all");
                args.requireNoneLeft();
                list(store, all, out);
            }
            case "show" -> show(store, ids.resolve(args.lastId()), out);
            case "fork" -> {
                String id = args.id();
                long seq = args.seqAfter("--at");
                args.requireNoneLeft();
                SessionInfo parent = ids.resolve(id);
                SessionInfo child = store.fork(parent.id(), seq);
                out.println("Forked " + parent.id() + " at seq " + seq + " into " + child.id() + " \""
                        + child.title() + "\".");
            }
            case "rename" -> {
                String id = args.id();
                String title = args.rest("TITLE");
                SessionInfo info = ids.resolve(id);
                store.rename(info.id(), title);
                out.println("Renamed " + info.id() + " to \"" + title + "\".");
            }
            case "trash" -> {
                SessionInfo info = ids.resolve(args.lastId());
                store.trash(info.id());
                out.println("Moved " + info.id() + " \"" + info.title() + "\" to the trash. `sessions restore "
                        + info.id() + "` brings it back.");
            }
            case "restore" -> {
                SessionInfo info = ids.resolve(args.lastId());
                store.restore(info.id());
                out.println("Restored " + info.id() + " \"" + info.title() + "\".");
            }
            case "purge" -> {
                SessionInfo info = ids.resolve(args.lastId());
                store.purge(info.id());
                out.println("Deleted " + info.id() + " \"" + info.title() + "\" for good.");
            }
            default -> throw new Arguments.Invalid("unknown command '" + command + "'");
        }
        return OK;
    }

    private void list(SessionStore store, boolean all, PrintStream out) {
        List<SessionInfo> sessions = store.list(all);
        if (sessions.isEmpty()) {
            out.println(all ? "No sessions." : "No sessions (see the trash with `sessions list --all`).");
            return;
        }
        out.printf("%-36s  %-16s  %-11s  %6s  %-14s  %s%n", "ID", "UPDATED", "KIND", "EVENTS", "LAST TURN", "TITLE");
        for (SessionInfo info : sessions) {
            String outcome = lastTurn(info.column("lastOutcome"));
            out.printf("%-36s  %-16s  %-11s  %6d  %-14s  %s%s%n", info.id(), time.format(info.updatedAt()),
                    info.kind().wire(), info.lastSeq(), outcome, TerminalText.safe(info.title()),
                    info.trashed() ? "  [trash]" : "");
        }
    }

    private void show(SessionStore store, SessionInfo info, PrintStream out) {
        SessionLog log = store.open(info.id());
        out.println(TerminalText.safe(info.title()) + "  (" + info.id() + ", " + info.kind().wire() + ", workspace "
                + info.workspace() + ", " + log.lastSeq() + " records" + (info.trashed() ? ", in the trash" : "") + ")");
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
        TranscriptPrinter.print(TranscriptFold.fold(log.events()), out);
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
