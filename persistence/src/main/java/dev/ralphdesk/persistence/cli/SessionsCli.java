package dev.ralphdesk.persistence.cli;

import dev.ralphdesk.core.cli.CliException;
import dev.ralphdesk.core.cli.CommandGroup;
import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.cli.ReadsOnly;
import dev.ralphdesk.core.cli.SessionRefs;
import dev.ralphdesk.core.cli.TranscriptPrinter;
import dev.ralphdesk.core.control.ControlClient;
import dev.ralphdesk.core.control.ControlReply;
import dev.ralphdesk.core.control.ControlRequest;
import dev.ralphdesk.core.control.FollowVerb;
import dev.ralphdesk.core.control.OwnerAnswer;
import dev.ralphdesk.core.export.ExportException;
import dev.ralphdesk.core.export.ExportFormat;
import dev.ralphdesk.core.export.SessionExporter;
import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.harness.CliServices;
import dev.ralphdesk.core.replay.TranscriptFold;
import dev.ralphdesk.core.replay.Transcripts;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionLog;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.core.session.event.ApprovalModeChosen;
import dev.ralphdesk.core.terminal.TerminalText;
import java.io.BufferedReader;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code sessions …}: list, show, follow, export, fork, rename, trash, restore and purge sessions; the
 * checkpoints of their rounds, and a workspace restored to one.
 * Listing, showing, following and exporting only read: they work while another Ralph Desk owns the
 * data folder.
 */
// the command line makes its sub-commands, only the one a command names (MethodSubcommands)
@Command(name = SessionsCli.NAME, addMethodSubcommands = false,
        description = "List, show, follow, export, fork, rename, trash, restore and purge "
        + "sessions; list the checkpoints of their rounds and restore a workspace to one.",
        footer = {"", "ID is a session id or any unique prefix of it (at least 4 characters, e.g. the 8 that "
                + "`sessions list` shows first)."})
public final class SessionsCli extends CommandGroup {
    public static final String NAME = "sessions";
    private static final String ID = "ID";
    private final CliServices services;
    private final GitCheckpoints git;
    private final PrintStream out;
    private final DateTimeFormatter time;

    /**
     * @param zone the time zone times are printed in
     * @param git the workspace checkpoints of goal and Ralph rounds
     */
    public SessionsCli(CliServices services, ZoneId zone, GitCheckpoints git) {
        this.services = services;
        this.git = git;
        this.out = services.out();
        this.time = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(zone);
    }

    @ReadsOnly
    @Command(name = "list", description = "Sessions, most recently updated first.")
    int list(@Option(names = "--all", description = "Include the trash.") boolean all) {
        List<SessionInfo> sessions = store().list(all);
        if (sessions.isEmpty()) {
            out.println(all ? "No sessions." : "No sessions (see the trash with `sessions list --all`).");
            return ExitCode.OK.code();
        }
        boolean ownerRuns = services.owner().isPresent();
        out.printf("%-36s  %-16s  %-11s  %6s  %-14s  %s%n", "ID", "UPDATED", "KIND", "EVENTS", "LAST TURN", "TITLE");
        for (SessionInfo info : sessions) {
            out.printf("%-36s  %-16s  %-11s  %6d  %-14s  %s%s%n", info.id(), time.format(info.updatedAt()),
                    info.kind().wire(), info.lastSeq(), lastTurn(info.column("lastOutcome"), ownerRuns),
                    TerminalText.safe(info.title()), info.trashed() ? "  [trash]" : "");
        }
        return ExitCode.OK.code();
    }

    @ReadsOnly
    @Command(name = "show", description = "Print the transcript of a session.")
    int show(@Parameters(paramLabel = ID, description = "The session.") String id) {
        SessionInfo info = SessionRefs.resolve(store(), id);
        SessionLog log = store().open(info.id());
        out.println(TerminalText.safe(info.title()) + "  (" + info.id() + ", " + info.kind().wire() + ", workspace "
                + info.workspace() + ", " + log.lastSeq() + " records" + (info.trashed() ? ", in the trash" : "") + ")");
        if (info.parentId() != null) {
            out.println("forked from " + info.parentId() + (info.forkSeq() == null ? "" : " at seq " + info.forkSeq()));
        }
        String mode = info.column(ApprovalModeChosen.COLUMN);
        if (mode != null) {
            out.println("approval mode " + TerminalText.safe(mode) + " (chosen for this chat; --approve overrides it)");
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
        TranscriptFold fold = transcripts().start();
        log.events().forEach(fold::apply);
        if (services.owner().isEmpty()) {
            fold.interruptOpenTurn(); // no Ralph Desk runs: a turn the log left open was interrupted
        }
        TranscriptText.print(fold.snapshot(), out);
        return ExitCode.OK.code();
    }

    @ReadsOnly
    @Command(name = "follow", description = {"Print a session's transcript, then its events as they are "
            + "committed (like tail -f) while the Ralph Desk that owns the data folder works in it; ends when that "
            + "work is at rest (the turn, goal rounds or Ralph run ended).",
        "Without a running Ralph Desk it prints the transcript and ends."})
    int follow(@Parameters(paramLabel = ID, description = "The session.") String id) {
        SessionInfo info = SessionRefs.resolve(store(), id);
        SessionLog log = store().open(info.id());
        TranscriptFold fold = transcripts().start();
        fold.listen(new TranscriptPrinter(out, true));
        log.events().forEach(fold::apply);
        Optional<ControlClient> owner = services.owner();
        if (owner.isEmpty()) {
            out.println("(no Ralph Desk is working in this data folder: nothing more to follow)");
            return ExitCode.OK.code();
        }
        Map<String, String> args = Map.of("session", info.id().value(), "after", Long.toString(log.lastSeq()));
        ControlReply reply = owner.get().stream(ControlRequest.of(FollowVerb.NAME, args),
                event -> FollowVerb.decode(event, services.harness().catalog()).ifPresent(fold::apply));
        if (reply.ok() || reply.code().equals(ControlClient.ABORTED)) {
            return reply.exit();
        }
        if (reply.code().equals(ControlClient.OWNER_GONE)) {
            return followedToTheEnd(info, fold, reply);
        }
        throw OwnerAnswer.refused(reply);
    }

    /**
     * The owner went away in the middle of a follow — most often because its work ended and it exited
     * before its reply was sent: what it committed is in the log, so the rest is read from there. The
     * follow ends well when the work is at rest in the log; a turn still open there ended with the owner.
     */
    private int followedToTheEnd(SessionInfo info, TranscriptFold fold, ControlReply gone) {
        store().openFrom(info.id(), fold.lastSeq() + 1).events().forEach(fold::apply);
        if (fold.openTurn().isPresent()) {
            throw OwnerAnswer.refused(gone);
        }
        out.println("(the Ralph Desk that worked in this data folder has ended: nothing more to follow)");
        return ExitCode.OK.code();
    }

    @ReadsOnly
    @Command(name = "export", description = {"Export a session: a readable Markdown transcript (messages, tool "
            + "calls, goal rounds, Ralph rounds) or its versioned event list in JSON. Secrets (keys, tokens, "
            + "passwords) are blanked out of both.",
        "Prints to the standard output unless --output names a file, which is written whole or not at all."})
    int export(@Parameters(paramLabel = ID, description = "The session.") String id,
            @Option(names = "--format", paramLabel = "md|json", defaultValue = "md",
                    description = "md (default) or json.") String format,
            @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "The file to write.") Path output) {
        ExportFormat chosen;
        try {
            chosen = ExportFormat.of(format);
        } catch (IllegalArgumentException e) {
            throw CliException.usage(e.getMessage());
        }
        SessionInfo info = SessionRefs.resolve(store(), id);
        SessionExporter exporter = new SessionExporter(store(), transcripts(), services.harness().catalog(),
                services.secrets());
        boolean workMayRun = services.owner().isPresent();
        if (output == null) {
            out.print(exporter.render(info.id(), chosen, workMayRun));
            out.flush();
            return ExitCode.OK.code();
        }
        try {
            exporter.write(info.id(), chosen, workMayRun, output);
        } catch (ExportException e) {
            throw CliException.environment(e.getMessage());
        }
        out.println("Exported " + info.id() + " as " + chosen.id() + " to " + output.toAbsolutePath() + ".");
        return ExitCode.OK.code();
    }

    @Command(name = "fork", description = "Make a new session that replays ID up to record SEQ.")
    int fork(@Parameters(paramLabel = ID, description = "The session to fork.") String id,
            @Option(names = "--at", required = true, paramLabel = "SEQ", description = "The last record to keep.")
            long seq) {
        SessionInfo parent = SessionRefs.resolve(store(), id);
        if (seq < 1 || seq > parent.lastSeq()) {
            throw CliException.usage("--at must be a record of the session, 1 to " + parent.lastSeq() + ", not " + seq);
        }
        SessionInfo child = store().fork(parent.id(), seq);
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
        SessionInfo info = SessionRefs.resolve(store(), id);
        store().rename(info.id(), text);
        out.println("Renamed " + info.id() + " to \"" + text + "\".");
        return ExitCode.OK.code();
    }

    @Command(name = "trash", description = "Move a session to the trash (restorable).")
    int trash(@Parameters(paramLabel = ID, description = "The session.") String id) {
        SessionInfo info = SessionRefs.resolve(store(), id);
        store().trash(info.id());
        out.println("Moved " + info.id() + " \"" + info.title() + "\" to the trash. `sessions restore " + info.id()
                + "` brings it back.");
        return ExitCode.OK.code();
    }

    @Command(name = "restore", description = {"Bring a session back from the trash.",
        "With --round N: restore the session's workspace to the checkpoint taken before its goal or Ralph round N "
                + "(see `sessions checkpoints ID`). It names the files it changes and asks first unless --yes; the "
                + "approval policy (--approve) is asked too; the present is checkpointed first, so the restore can "
                + "be undone."})
    int restore(@Parameters(paramLabel = ID, description = "The session.") String id,
            @Option(names = "--round", paramLabel = "N", description = "Restore the workspace to before round N.")
            Integer round,
            @Option(names = "--of", paramLabel = "GOAL-OR-RUN", description = "The goal or Ralph run whose round N "
                    + "is meant (an id prefix), when several have one.") String of,
            @Option(names = {"-y", "--yes"}, description = "Restore the workspace without asking.") boolean yes) {
        SessionInfo info = SessionRefs.resolve(store(), id);
        if (round != null) {
            return roundCheckpoints().restore(info, round, of, yes);
        }
        if (of != null || yes) {
            throw CliException.usage("--of and --yes go with --round N (restoring a workspace)");
        }
        store().restore(info.id());
        out.println("Restored " + info.id() + " \"" + info.title() + "\".");
        return ExitCode.OK.code();
    }

    @ReadsOnly
    @Command(name = "checkpoints", description = {"The checkpoints of the workspace taken before each goal round and "
            + "Ralph round of a session, with what each round changed (N files changed, +added -removed).",
        "`sessions restore ID --round N` brings the workspace back to one."})
    int checkpoints(@Parameters(paramLabel = ID, description = "The session.") String id) {
        return roundCheckpoints().list(SessionRefs.resolve(store(), id));
    }

    @Command(name = "purge", description = "Delete a session in the trash for good.")
    int purge(@Parameters(paramLabel = ID, description = "The session (it must be in the trash).") String id) {
        SessionInfo info = SessionRefs.resolve(store(), id);
        if (!info.trashed()) {
            throw new CliException(ExitCode.FAILED, "session " + info.id() + " is not in the trash, so it was not "
                    + "deleted; `sessions trash " + info.id() + "` first");
        }
        store().purge(info.id());
        out.println("Deleted " + info.id() + " \"" + info.title() + "\" for good.");
        return ExitCode.OK.code();
    }

    /**
     * A turn that started and never finished reads {@code running} in the index: running while a Ralph
     * Desk owns the folder (it may be working in it), else interrupted.
     */
    private static String lastTurn(String column, boolean ownerRuns) {
        if (column == null) {
            return "";
        }
        return column.equals("running") && !ownerRuns ? "interrupted" : column;
    }

    /*
     * The harness is asked for only when a sub-command runs: the command line is parsed before the
     * application it belongs to is composed.
     */
    private SessionStore store() {
        return services.harness().store();
    }

    private Transcripts transcripts() {
        return services.harness().transcripts();
    }

    private SessionCheckpoints roundCheckpoints() {
        return new SessionCheckpoints(services.harness(), git, out, System.console() == null
                ? null : new BufferedReader(System.console().reader()));
    }
}
