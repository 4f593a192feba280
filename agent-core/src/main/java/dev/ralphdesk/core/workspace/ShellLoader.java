package dev.ralphdesk.core.workspace;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PushbackInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * How a command starts in a sandbox where spares serve, in a spare or afresh: a bash ({@link #LINE}) that
 * says it is up ({@link #READY}), reads the command from its input ({@link #give}) and runs it itself, with
 * its input from {@code /dev/null} — one bash a command. A spare ({@link SpareShell}) holds such a bash
 * ready before its command comes; a fresh start is given its command as it starts, so that a command sees
 * the same shell whether a spare served it or not. The loader used to become {@code bash -c COMMAND}
 * ({@code exec bash -c "$c"}): a second bash's start within every step, 5–8 ms on two shared cores at load
 * 3–5 (its page faults). Without such a sandbox a command starts as {@code bash -c COMMAND} (no spare to match).
 * <p>The shell is the one {@code bash -c COMMAND} makes, its process too ({@code $$}, {@code $0}, the
 * environment, the folder, no job control): the loader's own variables are gone before the command runs,
 * {@code BASH_EXECUTION_STRING} is the command, {@code $_} is {@code $0} and {@code SECONDS} counts from the
 * command's start (a spare may have waited a minute). What tells it from {@code bash -c}, in a spare and
 * afresh alike: a syntax error is reported as {@code eval}'s ({@code bash: eval: line 1: …} for
 * {@code bash: -c: line 1: …}, the same status 2); {@code set -x} marks a line {@code ++} (eval is one level
 * of indirection more); the command's last program is forked, not exec'd in the shell's place (so it is not
 * process {@code $$}, and one killed by a signal is reported as a job is — {@code Terminated}, or
 * {@code Segmentation fault} with its process id — where {@code bash -c} said nothing, with the same status;
 * the fork costs about what the second bash's start did); {@code PIPESTATUS} holds the
 * loader's last status until the command's first pipeline; the shell's command line is the loader's;
 * {@code set} lists {@code SECONDS} with its value; and a command longer than an argument may be (128 KiB)
 * runs, where {@code bash -c} of it could not start.
 */
final class ShellLoader {
    /** What the loader writes first: it is up (in a sandbox: the sandbox is, and may be killed). */
    static final char READY = '.';
    /**
     * Says it is up ({@link #READY}), reads the command's size in bytes (a line), then at most that many
     * characters; exits at once when its input ends first (a spare ended). Then makes its shell the one
     * {@code bash -c} makes (see the class) and runs the command there, last: an {@code EXIT} trap, the
     * status and {@code set -e} are the command's.
     */
    static final String LOADER = "printf " + READY + "; IFS= read -r n || exit; IFS= read -r -N \"$n\" c; "
            + "exec </dev/null; SECONDS=0; BASH_EXECUTION_STRING=$c; unset -v n c; : \"$0\"; "
            + "eval \"$BASH_EXECUTION_STRING\"";
    /** The loader's command line (the sandbox wraps it). */
    static final List<String> LINE = List.of("bash", "-c", LOADER);

    private ShellLoader() {
    }

    /**
     * A command the loader cannot be given as it is: bash's {@code read} drops NUL characters, and
     * {@code bash -c} could not take one either — Java refuses such an argument, and this says what it said.
     */
    static void check(String command) throws IOException {
        if (command.indexOf('\0') >= 0) {
            throw new IOException("invalid null character in command");
        }
    }

    /** Writes the command's size and the command to the loader's input and closes it; false if it cannot. */
    static boolean give(Process process, String command) {
        byte[] bytes = command.getBytes(StandardCharsets.UTF_8);
        try (OutputStream input = process.getOutputStream()) {
            input.write((bytes.length + "\n").getBytes(StandardCharsets.US_ASCII));
            input.write(bytes);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The output of a loader started with its command, past its {@link #READY} (kept when something else
     * comes first: the sandbox's own error, its loader never ran).
     */
    static InputStream pastReady(InputStream output) throws IOException {
        PushbackInputStream past = new PushbackInputStream(output, 1);
        int first = past.read();
        if (first != READY && first != -1) {
            past.unread(first);
        }
        return past;
    }
}
