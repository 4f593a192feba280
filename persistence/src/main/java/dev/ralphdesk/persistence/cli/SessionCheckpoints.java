package dev.ralphdesk.persistence.cli;

import dev.ralphdesk.core.cli.CliException;
import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.git.ChatCheckpoints;
import dev.ralphdesk.core.git.CheckpointException;
import dev.ralphdesk.core.git.CheckpointRecorded;
import dev.ralphdesk.core.git.GitCheckpoints;
import dev.ralphdesk.core.git.RoundRestore;
import dev.ralphdesk.core.git.RoundSpan;
import dev.ralphdesk.core.harness.Harness;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.terminal.TerminalText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Locale;

/**
 * {@code sessions checkpoints ID} and {@code sessions restore ID --round N}: the checkpoints taken
 * before the goal and Ralph rounds of a chat with what each round changed, and "restore the workspace
 * to before round N" — asked on the terminal unless {@code --yes}, then through the approval policy,
 * the present checkpointed first so that the restore can be undone.
 */
final class SessionCheckpoints {
    private static final int SHORT = 8;
    private final Harness harness;
    private final GitCheckpoints git;
    private final PrintStream out;
    private final BufferedReader terminal;

    /** @param terminal where the person answers the question, or null when there is no terminal */
    SessionCheckpoints(Harness harness, GitCheckpoints git, PrintStream out, BufferedReader terminal) {
        this.harness = harness;
        this.git = git;
        this.out = out;
        this.terminal = terminal;
    }

    int list(SessionInfo info) {
        ChatCheckpoints checkpoints = ChatCheckpoints.of(harness.store().open(info.id()).events());
        List<CheckpointRecorded> rounds = checkpoints.rounds();
        if (rounds.isEmpty()) {
            out.println("No checkpoints in " + info.id() + (checkpoints.unavailable().isEmpty()
                    ? " (no goal or Ralph round ran in it yet)." : ": " + checkpoints.unavailable() + "."));
            return ExitCode.OK.code();
        }
        Path workspace = Path.of(info.workspace());
        out.println("Checkpoints of " + info.id() + " (workspace " + workspace + "); a round's changes end at the "
                + "next round's checkpoint, the latest round's at the working tree now:");
        out.printf("%-5s  %-8s  %5s  %-12s  %s%n", "WORK", "OF", "ROUND", "CHECKPOINT", "CHANGES");
        for (CheckpointRecorded round : rounds) {
            RoundSpan span = checkpoints.span(round.work(), round.owner(), round.round()).orElseThrow();
            out.printf("%-5s  %-8s  %5d  %-12s  %s%n", round.work(), shortId(round.owner()), round.round(),
                    round.commit().substring(0, Math.min(12, round.commit().length())), figures(workspace, span));
        }
        return ExitCode.OK.code();
    }

    private String figures(Path workspace, RoundSpan span) {
        try {
            return git.stat(workspace, span.before().commit(), span.to()).summary()
                    + (span.closed() ? "" : " (to the working tree now)");
        } catch (CheckpointException e) {
            return "figures unavailable: " + TerminalText.safe(e.getMessage());
        }
    }

    int restore(SessionInfo info, int number, String of, boolean yes) {
        CheckpointRecorded round = round(info, number, of);
        RoundRestore restore = new RoundRestore(git, harness.store(), harness.approvals(), harness::atRest,
                Clock.systemUTC());
        try {
            List<String> files = restore.plan(restore.find(info.id(), round.work(), round.owner(), number));
            String label = round.work() + " round " + number + " of " + shortId(round.owner());
            if (files.isEmpty()) {
                out.println("The workspace already matches the checkpoint before " + label + ": nothing to restore.");
                return ExitCode.OK.code();
            }
            out.println("Restoring the workspace " + info.workspace() + " to before " + label + " changes "
                    + files.size() + (files.size() == 1 ? " file: " : " files: ")
                    + TerminalText.safe(String.join(", ", files)) + ".");
            if (!yes && !confirmed()) {
                out.println("Nothing was restored.");
                return ExitCode.CANCELLED.code();
            }
            GitCheckpoints.Restore done = restore.restore(info.id(), round.work(), round.owner(), number);
            out.println("Restored " + done.changed().size() + (done.changed().size() == 1 ? " file" : " files")
                    + ". The state before the restore is checkpoint " + done.undo() + ": restoring it undoes this.");
            return ExitCode.OK.code();
        } catch (CheckpointException e) {
            throw new CliException(exit(e.code()), e.code() + ": " + e.getMessage());
        }
    }

    /** The checkpointed round {@code number} of the goal or run whose id starts with {@code of} (any when null). */
    private CheckpointRecorded round(SessionInfo info, int number, String of) {
        ChatCheckpoints checkpoints = ChatCheckpoints.of(harness.store().open(info.id()).events());
        List<CheckpointRecorded> found = checkpoints.rounds().stream().filter(c -> c.round() == number
                && (of == null || c.owner().startsWith(of))).toList();
        if (found.isEmpty()) {
            throw CliException.usage("no checkpoint was taken before round " + number + (of == null ? "" : " of " + of)
                    + " in " + info.id() + (checkpoints.unavailable().isEmpty() ? "" : ": " + checkpoints.unavailable())
                    + "; `sessions checkpoints " + info.id() + "` lists them");
        }
        if (found.size() > 1) {
            throw CliException.usage("round " + number + " was checkpointed in several goals or runs ("
                    + String.join(", ", found.stream().map(c -> c.work() + " " + shortId(c.owner())).toList())
                    + "): name one with --of");
        }
        return found.get(0);
    }

    private boolean confirmed() {
        if (terminal == null) {
            throw CliException.usage("a restore asks before it changes files, and there is no terminal to ask: pass "
                    + "--yes to restore without asking");
        }
        out.print("Restore? [y/N] ");
        out.flush();
        try {
            String answer = terminal.readLine();
            return answer != null && answer.strip().toLowerCase(Locale.ROOT).equals("y");
        } catch (IOException e) {
            return false;
        }
    }

    private static ExitCode exit(CheckpointException.Code code) {
        switch (code) {
            case CHECKPOINT_NO_GIT:
            case CHECKPOINT_NO_REPOSITORY:
                return ExitCode.ENVIRONMENT;
            case CHECKPOINT_REFUSED:
                return ExitCode.BLOCKED;
            default:
                return ExitCode.FAILED;
        }
    }

    private static String shortId(String id) {
        return id.substring(0, Math.min(SHORT, id.length()));
    }
}
