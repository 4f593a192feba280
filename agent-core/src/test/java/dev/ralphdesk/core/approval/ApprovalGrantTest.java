package dev.ralphdesk.core.approval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.effect.ApprovalGrant;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.effect.FileChange;
import dev.ralphdesk.core.effect.GrantScope;
import dev.ralphdesk.core.effect.LinkedFile;
import dev.ralphdesk.core.effect.ShellCommand;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What one "Allow for this session" covers: its scope widens over commands and tools, but never
 * across protected targets (a grant for ordinary work never opens {@code .git/}, and one given for
 * {@code .git/} opens nothing else).
 */
class ApprovalGrantTest {
    private static final Effect MAKE = new ShellCommand("shell", "make test", null);
    private static final Effect LS = new ShellCommand("shell", "ls", null);
    private static final Effect WRITE = new FileChange("write_file", "a.txt", "+a\n", null);
    private static final Effect GIT_SHELL = new ShellCommand("shell", "make test", ".git/ and .ralph-desk/");
    private static final Effect GIT_EDIT = new FileChange("edit_file", ".git/config", "+x\n", ".git/");
    private static final Effect GIT_HOOK = new FileChange("edit_file", ".git/hooks/pre-commit", "+x\n", ".git/");
    private static final Effect LINKED = new LinkedFile("read_file", "h.txt", 2, false);

    /** the effect the grant was given on, its scope, then whether it covers MAKE, LS, WRITE, GIT_SHELL, GIT_EDIT, GIT_HOOK, LINKED. */
    static Stream<Arguments> table() {
        return Stream.of(
                Arguments.of(MAKE, GrantScope.THIS, List.of(true, false, false, false, false, false, false)),
                Arguments.of(MAKE, GrantScope.TOOL, List.of(true, true, false, false, false, false, false)),
                Arguments.of(MAKE, GrantScope.ALL, List.of(true, true, true, false, false, false, false)),
                Arguments.of(GIT_SHELL, GrantScope.ALL, List.of(false, false, false, true, false, false, false)),
                Arguments.of(GIT_EDIT, GrantScope.THIS, List.of(false, false, false, false, true, false, false)),
                Arguments.of(GIT_EDIT, GrantScope.TOOL, List.of(false, false, false, false, true, true, false)),
                Arguments.of(LINKED, GrantScope.ALL, List.of(false, false, false, false, false, false, true)));
    }

    @ParameterizedTest(name = "{1} given on {0}")
    @MethodSource("table")
    void aGrantCoversItsScopeWithinItsProtectedTarget(Effect given, GrantScope scope, List<Boolean> expected) {
        ApprovalGrant grant = ApprovalGrant.of(scope, given);

        assertEquals(expected, Stream.of(MAKE, LS, WRITE, GIT_SHELL, GIT_EDIT, GIT_HOOK, LINKED)
                .map(grant::covers).toList());
    }
}
