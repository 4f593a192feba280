package dev.ralphdesk.core.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Which commands count as verifier runs: test runners, build tools, linters and check scripts.
 * Each pattern is a Java regular expression matched at the start of the command whose exit status
 * the command line returns (see {@link CommandShape}: after {@code cd DIR &&}, variable assignments
 * and wrappers such as {@code timeout 60} or {@code npx}). {@code ls}, {@code cat} or {@code echo}
 * never certify, and neither does a line whose status may come from elsewhere ({@code pytest | tail},
 * {@code make test || true}). Settings add patterns to the defaults ({@code verifierPatterns}).
 */
public final class VerifierPatterns {
    /** The built-in patterns. */
    public static final List<String> DEFAULTS = List.of(
            "(\\./)?mvnw?\\b.*\\b(compile|test|package|verify|install|integration-test|check)\\b",
            "(\\./)?gradlew?\\b.*\\b(test|check|build|assemble|compile\\w*|lint\\w*)\\b",
            "(npm|pnpm|yarn|bun)\\s+(run\\s+)?(test|lint|build|check|typecheck|type-check|verify)\\b",
            "npm\\s+t\\b",
            "(jest|vitest|mocha|ava|karma|tsc|eslint|stylelint|oxlint|cypress\\s+run|playwright\\s+test)\\b",
            "(biome\\s+(check|lint|ci)|prettier\\s+.*--check|node\\s+--test|deno\\s+(test|lint|check))\\b",
            "(python[0-9.]*\\s+-m\\s+)?(pytest|py\\.test|unittest|tox|nox|mypy|pyright|ruff|flake8|pylint)\\b",
            "(python[0-9.]*\\s+-m\\s+)?(black|isort)\\s+.*--check\\b",
            "python[0-9.]*\\s+manage\\.py\\s+test\\b",
            "go\\s+(test|vet|build)\\b",
            "(golangci-lint\\s+run|staticcheck)\\b",
            "cargo\\s+(test|check|clippy|build|nextest|fmt\\s+.*--check)\\b",
            "make(\\s+-\\S+|\\s+\\w+=\\S*)*(\\s+[\\w./-]*(test|check|lint|build|verify|all)[\\w./-]*)*\\s*$",
            "(ctest|meson\\s+test|ninja(\\s+-\\S+)*\\s+test|cmake\\s+--build)\\b",
            "(dotnet|swift)\\s+(test|build)\\b",
            "(mix\\s+test|rspec|phpunit|vendor/bin/phpunit|rake\\s+(test|spec)|composer\\s+test)\\b",
            "(shellcheck|bats|hadolint|actionlint)\\b",
            "(sh|bash|dash|zsh)\\s+(-[euxv]+\\s+)*(\\./)?([\\w.-]+/)*(check|test|verify)[\\w.-]*\\.sh(?=\\s|$)",
            "(\\.{1,2}/|[\\w.-]+/)([\\w.-]+/)*(check|test|verify)[\\w.-]*\\.sh(?=\\s|$)");
    private static final List<Pattern> COMPILED_DEFAULTS = DEFAULTS.stream().map(Pattern::compile).toList();
    private final List<String> extra;
    private final List<Pattern> patterns;

    private VerifierPatterns(List<String> extra) {
        this.extra = List.copyOf(extra);
        List<Pattern> compiled = new ArrayList<>(COMPILED_DEFAULTS);
        for (String pattern : this.extra) {
            compiled.add(compile(pattern));
        }
        this.patterns = List.copyOf(compiled);
    }

    public static VerifierPatterns defaults() {
        return new VerifierPatterns(List.of());
    }

    /** The defaults plus {@code extra}; an invalid pattern is refused with its text and the reason. */
    public static VerifierPatterns withExtra(List<String> extra) {
        return new VerifierPatterns(extra);
    }

    /** The patterns added to the defaults. */
    public List<String> extra() {
        return extra;
    }

    /** Whether running {@code commandLine} is a verifier run whose exit status is the verifier's. */
    public boolean matches(String commandLine) {
        return CommandShape.lastCommand(commandLine)
                .map(command -> patterns.stream().anyMatch(pattern -> pattern.matcher(command).lookingAt()))
                .orElse(false);
    }

    private static Pattern compile(String pattern) {
        if (pattern == null || pattern.isBlank()) {
            throw new IllegalArgumentException("a verifier pattern is empty");
        }
        try {
            return Pattern.compile(pattern.strip());
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException("the verifier pattern '" + pattern + "' is not a valid regular expression: "
                    + e.getDescription());
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof VerifierPatterns that && extra.equals(that.extra);
    }

    @Override
    public int hashCode() {
        return extra.hashCode();
    }

    @Override
    public String toString() {
        return "VerifierPatterns" + (extra.isEmpty() ? "(defaults)" : "(defaults + " + extra + ")");
    }
}
