package dev.ralphdesk.core.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.tool.Schemas;
import dev.ralphdesk.core.tool.Tool;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.ToolException;
import dev.ralphdesk.core.tool.ToolResult;
import dev.ralphdesk.core.tool.Workspace;
import dev.ralphdesk.core.tool.WorkspaceException;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * {@code search_files}: a Java regular expression over the lines of the workspace's text files,
 * answered as {@code file:line: text}. Skips {@code .git}, symbolic links, binary and very large
 * files, and names (without searching) files with hard links; capped in matches, in time (a pattern
 * that backtracks without end stops at the deadline) and in line length; a pattern that overflows
 * the stack on a line skips that line and says so.
 */
public final class SearchFilesTool implements Tool {
    public static final int MAX_MATCHES = 200;
    public static final int MAX_LINE_CHARS = 300;
    /** Characters of a line the pattern runs over; a longer line is searched in its beginning only. */
    public static final int MAX_SEARCHED_LINE_CHARS = 100_000;
    public static final long MAX_FILE_BYTES = 10L * 1024 * 1024;
    public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(20);
    private final Duration timeLimit;

    public SearchFilesTool() {
        this(DEFAULT_TIME_LIMIT);
    }

    /** @param timeLimit how long one search may take before it stops with the matches so far */
    public SearchFilesTool(Duration timeLimit) {
        this.timeLimit = timeLimit;
    }

    @Override
    public String name() {
        return "search_files";
    }

    @Override
    public String description() {
        return "Search the text files of the workspace for a regular expression (Java syntax; case-sensitive, use "
                + "(?i) to ignore case). Answers `file:line: text`, at most " + MAX_MATCHES + " matches. `path` "
                + "limits the search to a folder or file; `glob` (e.g. `*.java` or `src/**/*.ts`) filters files.";
    }

    @Override
    public ObjectNode parameters() {
        return Schemas.object()
                .string("pattern", "Regular expression to find in each line", true)
                .string("path", "Folder or file to search, relative to the workspace root (default: the root)", false)
                .string("glob", "Only files matching this glob; without `/` it matches file names", false)
                .build();
    }

    @Override
    public ToolResult call(JsonNode arguments, ToolContext context) {
        Pattern pattern = compile(ToolArguments.requiredString(arguments, "pattern"));
        String given = ToolArguments.optionalString(arguments, "path", ".");
        String glob = ToolArguments.optionalString(arguments, "glob", null);
        Workspace workspace = context.workspace();
        Path start = workspace.resolve(given);
        if (!Files.exists(start, LinkOption.NOFOLLOW_LINKS)) {
            throw new WorkspaceException("No such file or folder: '" + given + "'.");
        }
        Search search = new Search(workspace, pattern, start, globMatcher(glob),
                new SearchBudget(timeLimit, context.cancel()));
        String ending = "";
        try {
            if (Files.isDirectory(start, LinkOption.NOFOLLOW_LINKS)) {
                FileTree.walk(start, true, search::visit);
            } else {
                search.file(start);
            }
            if (search.matches.size() >= MAX_MATCHES) {
                ending = String.format(Locale.ROOT, "[… stopped at %,d matches; narrow the pattern, path or glob]\n",
                        MAX_MATCHES);
            }
        } catch (SearchBudget.Exceeded e) {
            ending = "[… the search stopped after " + seconds(timeLimit) + " s; the pattern may be too slow "
                    + "(nested repetition?) or the folder too large: narrow the path or glob]\n";
        }
        if (search.longLines > 0) {
            ending += String.format(Locale.ROOT, "[… %,d line%s longer than %,d characters: only their first %,d "
                    + "characters were searched]\n", search.longLines, search.longLines == 1 ? " was" : "s were",
                    MAX_SEARCHED_LINE_CHARS, MAX_SEARCHED_LINE_CHARS);
        }
        if (search.matches.isEmpty() && ending.isEmpty()) {
            String where = start.equals(workspace.root()) ? "the workspace" : workspace.relative(start);
            return ToolResult.ok("No matches for /" + pattern.pattern() + "/ in " + where
                    + (glob == null ? "" : " (glob " + glob + ")") + ".");
        }
        StringBuilder out = new StringBuilder();
        search.matches.forEach(match -> out.append(match).append('\n'));
        return ToolResult.ok(out.append(ending).toString());
    }

    private static String seconds(Duration duration) {
        return String.format(Locale.ROOT, "%.3g", duration.toMillis() / 1000.0);
    }

    private static Pattern compile(String regex) {
        try {
            return Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            throw new ToolException("Invalid regular expression /" + regex + "/: " + e.getDescription()
                    + (e.getIndex() >= 0 ? " near index " + e.getIndex() : "") + ".");
        }
    }

    private static PathMatcher globMatcher(String glob) {
        if (glob == null || glob.isBlank()) {
            return null;
        }
        try {
            return FileSystems.getDefault().getPathMatcher("glob:" + glob.strip());
        } catch (IllegalArgumentException e) {
            throw new ToolException("Invalid glob '" + glob + "': " + e.getMessage());
        }
    }

    /** One search in progress: the matches found so far. */
    private static final class Search {
        private final Workspace workspace;
        private final Pattern pattern;
        private final Path start;
        private final PathMatcher glob;
        private final SearchBudget budget;
        private final List<String> matches = new ArrayList<>();
        private int longLines;

        Search(Workspace workspace, Pattern pattern, Path start, PathMatcher glob, SearchBudget budget) {
            this.workspace = workspace;
            this.pattern = pattern;
            this.start = start;
            this.glob = glob;
            this.budget = budget;
        }

        boolean visit(Path path, BasicFileAttributes attributes) {
            budget.check();
            if (attributes.isRegularFile() && attributes.size() <= MAX_FILE_BYTES && globAccepts(path)) {
                file(path);
            }
            return matches.size() < MAX_MATCHES;
        }

        void file(Path path) {
            String shown = workspace.relative(path);
            try {
                if (Files.isSymbolicLink(path) || TextFiles.looksBinary(path)) {
                    return;
                }
                if (TextFiles.linkCount(path) > 1) {
                    matches.add(shown + ": [not searched: the file has hard links, so it may be a file outside "
                            + "the workspace; read_file asks the person]");
                    return;
                }
            } catch (WorkspaceException e) {
                matches.add(shown + ": [could not read]");
                return;
            }
            try (BoundedLineReader reader = BoundedLineReader.open(path, MAX_SEARCHED_LINE_CHARS, budget::check)) {
                BoundedLineReader.Line line;
                int number = 0;
                while ((line = reader.next()) != null && matches.size() < MAX_MATCHES) {
                    number++;
                    if (line.cut()) {
                        longLines++;
                    }
                    try {
                        if (pattern.matcher(budget.guard(line.text())).find()) {
                            matches.add(shown + ":" + number + ": " + cut(line.text().strip()));
                        }
                    } catch (StackOverflowError e) {
                        // java.util.regex recurses per repetition of a group: deep enough on a long line
                        matches.add(String.format(Locale.ROOT, "%s:%d: [not searched: the pattern overflowed the stack "
                                + "on this line of %,d characters; avoid repeating a group, e.g. [ab]* instead of "
                                + "(a|b)*]", shown, number, line.length()));
                    }
                }
            } catch (IOException e) {
                matches.add(shown + ": [could not read: " + e.getClass().getSimpleName() + "]");
            }
        }

        private boolean globAccepts(Path path) {
            if (glob == null) {
                return true;
            }
            Path relative = start.relativize(path);
            return glob.matches(relative) || glob.matches(path.getFileName());
        }

        private static String cut(String line) {
            return line.length() <= MAX_LINE_CHARS ? line : line.substring(0, MAX_LINE_CHARS) + " […]";
        }
    }
}
