package dev.ralphdesk.core.git;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Checkpoints of a workspace in its git repository, made without touching the person's branch,
 * HEAD, index, stash or working tree: the working tree (tracked and untracked files, honouring
 * {@code .gitignore}) is added to a temporary copy of the index, written as a tree and committed
 * on a private ref ({@code refs/ralph-desk/…}). Diffs and figures compare two checkpoints, or a
 * checkpoint and the working tree now. A restore brings back the files a checkpoint holds, after
 * checkpointing the present so that it can be undone, and touches only the files the diff between
 * the two names. File names travel NUL-separated, never through a shell.
 */
public final class GitCheckpoints {
    public static final Duration TIMEOUT = Duration.ofSeconds(60);
    private static final Map<String, String> NONE = Map.of();
    private final Map<String, String> environment;
    private final Duration timeout;

    /** @param environment the variables git gets (the shell's allowlist: PATH, HOME, locale…) */
    public GitCheckpoints(Map<String, String> environment, Duration timeout) {
        this.environment = Map.copyOf(environment);
        this.timeout = timeout;
    }

    /** A restore that happened: the checkpoint of what was there before (to undo it) and the files it changed. */
    public record Restore(String undo, List<String> changed) {
        public Restore {
            changed = List.copyOf(changed);
        }
    }

    /**
     * Commits the working tree of {@code workspace}'s repository on {@code ref}.
     *
     * @return the commit id
     * @throws CheckpointException {@code CHECKPOINT_NO_GIT} / {@code CHECKPOINT_NO_REPOSITORY} when there is
     *     nothing to checkpoint in, or the git failure
     */
    public String record(Path workspace, String ref, String message) throws CheckpointException {
        Git git = repository(workspace);
        String tree = workingTree(git);
        Git.Result head = git.run(NONE, null, "rev-parse", "-q", "--verify", "HEAD^{commit}");
        List<String> args = new ArrayList<>(List.of("commit-tree", tree, "-m", message));
        if (head.exit() == 0) {
            args.addAll(List.of("-p", head.text()));
        }
        String commit = git.check(NONE, null, args.toArray(String[]::new)).text();
        git.check(NONE, null, "update-ref", ref, commit);
        return commit;
    }

    /** The files changed from checkpoint {@code from} to {@code to}, or to the working tree now when {@code to} is null. */
    public DiffStat stat(Path workspace, String from, String to) throws CheckpointException {
        Git git = repository(workspace);
        List<String> fields = git.check(NONE, null, "diff-tree", "-r", "--no-renames", "--numstat", "-z", from,
                to == null ? workingTree(git) : to).fields();
        List<FileStat> files = new ArrayList<>();
        for (String field : fields) {
            String[] parts = field.split("\t", 3);
            if (parts.length == 3) {
                boolean binary = parts[0].equals("-");
                files.add(new FileStat(parts[2], binary ? -1 : Integer.parseInt(parts[0]),
                        binary ? -1 : Integer.parseInt(parts[1])));
            }
        }
        return new DiffStat(files);
    }

    /** The unified diff from checkpoint {@code from} to {@code to} (or the working tree now when null). */
    public String diff(Path workspace, String from, String to) throws CheckpointException {
        Git git = repository(workspace);
        byte[] out = git.check(NONE, null, "diff-tree", "-r", "-p", "--no-renames", "--no-color", from,
                to == null ? workingTree(git) : to).out();
        return new String(out, StandardCharsets.UTF_8);
    }

    /** The top folder of {@code workspace}'s repository (the paths of stats and plans are relative to it). */
    public Path repositoryRoot(Path workspace) throws CheckpointException {
        return repository(workspace).folder();
    }

    /** The files a restore of {@code checkpoint} would change: those that differ from the working tree now. */
    public List<String> restorePlan(Path workspace, String checkpoint) throws CheckpointException {
        Git git = repository(workspace);
        return changes(git, checkpoint, workingTree(git)).stream().map(Change::path).toList();
    }

    /**
     * Brings the working tree back to {@code checkpoint}: first checkpoints the present on {@code undoRef},
     * then writes back every file that differs and removes the files added since — only those the diff
     * between the two names. Neither the index nor HEAD changes.
     */
    public Restore restore(Path workspace, String checkpoint, String undoRef) throws CheckpointException {
        String undo = record(workspace, undoRef, "ralph-desk: before restoring " + checkpoint);
        Git git = repository(workspace);
        Path top = git.folder();
        List<Change> changes = changes(git, checkpoint, undo);
        List<String> written = new ArrayList<>();
        List<Path> added = new ArrayList<>();
        for (Change change : changes) {
            Path file = top.resolve(change.path()).normalize();
            if (!file.startsWith(top) || top.relativize(file).startsWith(".git")) {
                throw new CheckpointException(CheckpointException.Code.CHECKPOINT_UNSAFE_PATH, "refusing to restore "
                        + change.path() + ": it is not a file of the working tree");
            }
            if (change.status() == 'A') {
                added.add(file);
            } else {
                written.add(change.path());
            }
        }
        for (Path file : added) {
            remove(file);
        }
        if (!written.isEmpty()) {
            withIndex(git, index -> {
                git.check(index, null, "read-tree", checkpoint);
                git.check(index, (String.join("\0", written) + "\0").getBytes(StandardCharsets.UTF_8),
                        "checkout-index", "-f", "-z", "--stdin");
                return null;
            });
        }
        return new Restore(undo, changes.stream().map(Change::path).toList());
    }

    private record Change(char status, String path) {
    }

    private static List<Change> changes(Git git, String from, String to) throws CheckpointException {
        List<String> fields = git.check(NONE, null, "diff-tree", "-r", "--no-renames", "--name-status", "-z", from, to)
                .fields();
        List<Change> changes = new ArrayList<>();
        for (int i = 0; i + 1 < fields.size(); i += 2) {
            changes.add(new Change(fields.get(i).charAt(0), fields.get(i + 1)));
        }
        return changes;
    }

    /** The working tree as a tree object, through a temporary copy of the person's index. */
    private String workingTree(Git git) throws CheckpointException {
        Path index = git.folder().resolve(git.check(NONE, null, "rev-parse", "--git-path", "index").text());
        return withIndex(git, env -> {
            Path temp = Path.of(env.get("GIT_INDEX_FILE"));
            if (Files.isRegularFile(index)) {
                copy(index, temp);
            }
            git.check(env, null, "add", "-A", "--", ".");
            return git.check(env, null, "write-tree").text();
        });
    }

    @FunctionalInterface
    private interface IndexWork<T> {
        T run(Map<String, String> env) throws CheckpointException;
    }

    private static <T> T withIndex(Git git, IndexWork<T> work) throws CheckpointException {
        Path folder;
        try {
            folder = Files.createTempDirectory("ralph-desk-index");
        } catch (IOException e) {
            throw new CheckpointException(CheckpointException.Code.CHECKPOINT_GIT_FAILED,
                    "no temporary folder for an index: " + e.getMessage());
        }
        Path index = folder.resolve("index");
        try {
            return work.run(Map.of("GIT_INDEX_FILE", index.toString()));
        } finally {
            delete(index);
            delete(folder.resolve("index.lock"));
            delete(folder);
        }
    }

    private Git repository(Path workspace) throws CheckpointException {
        Git probe = new Git(workspace, environment, timeout);
        Git.Result top = probe.run(NONE, null, "rev-parse", "--show-toplevel");
        if (top.exit() != 0) {
            throw new CheckpointException(CheckpointException.Code.CHECKPOINT_NO_REPOSITORY, workspace
                    + " is not in a git repository");
        }
        return new Git(Path.of(top.text()), environment, timeout);
    }

    private static void copy(Path from, Path to) throws CheckpointException {
        try {
            // the copy keeps the index's modification time: git compares the content of every entry not
            // older than the index ("racily clean"); a fresh time would let a same-size change go unseen
            Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
        } catch (IOException e) {
            throw new CheckpointException(CheckpointException.Code.CHECKPOINT_GIT_FAILED, "cannot copy the index: "
                    + e.getMessage());
        }
    }

    private static void remove(Path file) throws CheckpointException {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new CheckpointException(CheckpointException.Code.CHECKPOINT_GIT_FAILED, "cannot remove " + file
                    + ", added since the checkpoint: " + e.getMessage());
        }
    }

    private static void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a temporary file left behind, or a file that is already gone: nothing to undo
        }
    }
}
