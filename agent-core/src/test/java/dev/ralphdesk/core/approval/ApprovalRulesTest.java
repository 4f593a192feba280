package dev.ralphdesk.core.approval;

import static dev.ralphdesk.core.approval.ApprovalRules.Ruling.ALLOW;
import static dev.ralphdesk.core.approval.ApprovalRules.Ruling.ASK;
import static dev.ralphdesk.core.approval.ApprovalRules.Ruling.REFUSE;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.approval.ApprovalRules.Ruling;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.effect.FileChange;
import dev.ralphdesk.core.effect.LinkedFile;
import dev.ralphdesk.core.effect.ShellCommand;
import dev.ralphdesk.core.effect.ToolEffect;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The approval modes as a table: each kind of effect in each mode runs, asks or is refused. */
class ApprovalRulesTest {
    private static final Effect WRITE = new FileChange("write_file", "src/a.txt", "+a\n", null);
    private static final Effect PROTECTED_WRITE = new FileChange("edit_file", ".git/config", "+x\n", ".git/");
    private static final Effect SHELL = new ShellCommand("shell", "make test", null);
    private static final Effect GIT_SHELL = new ShellCommand("shell", "git commit -m x", ".git/ and .ralph-desk/");
    private static final Effect LINKED_READ = new LinkedFile("read_file", "h.txt", 2, false);
    private static final Effect LINKED_WRITE = new LinkedFile("edit_file", "h.txt", 3, true);
    private static final Effect MCP = new ToolEffect("mcp.github.create_issue", "create an issue", "{}");

    /** effect, then the rulings in read-only, ask, auto-edit, auto. */
    static Stream<Arguments> table() {
        List<Object[]> rows = List.of(
                new Object[] {"file write", WRITE, List.of(REFUSE, ASK, ALLOW, ALLOW)},
                new Object[] {"protected file write", PROTECTED_WRITE, List.of(REFUSE, ASK, ASK, ALLOW)},
                new Object[] {"shell", SHELL, List.of(REFUSE, ASK, ASK, ALLOW)},
                new Object[] {"shell writing .git", GIT_SHELL, List.of(REFUSE, ASK, ASK, ALLOW)},
                new Object[] {"hard-linked read", LINKED_READ, List.of(ASK, ASK, ASK, ASK)},
                new Object[] {"hard-linked write", LINKED_WRITE, List.of(REFUSE, ASK, ASK, ASK)},
                new Object[] {"other tool (MCP)", MCP, List.of(REFUSE, ASK, ASK, ALLOW)});
        List<Arguments> table = new ArrayList<>();
        for (Object[] row : rows) {
            @SuppressWarnings("unchecked")
            List<Ruling> rulings = (List<Ruling>) row[2];
            for (ApprovalMode mode : ApprovalMode.values()) {
                table.add(Arguments.of(row[0], row[1], mode, rulings.get(mode.ordinal())));
            }
        }
        return table.stream();
    }

    @ParameterizedTest(name = "{0} in {2}: {3}")
    @MethodSource("table")
    void eachModeRulesEachEffect(String name, Effect effect, ApprovalMode mode, Ruling expected) {
        assertEquals(expected, ApprovalRules.ruling(mode, effect));
    }

    @Test
    void theLeastModeThatAllowsAnEffectIsNamedAndAHardLinkHasNone() {
        assertEquals(List.of(Optional.of(ApprovalMode.AUTO_EDIT), Optional.of(ApprovalMode.AUTO),
                Optional.of(ApprovalMode.AUTO), Optional.empty()),
                Stream.of(WRITE, PROTECTED_WRITE, SHELL, LINKED_READ).map(ApprovalRules::modeAllowing).toList());
    }

    @Test
    void oldSettingsWordsStillReadAndTheNewOnesToo() {
        assertEquals(List.of(ApprovalMode.ASK, ApprovalMode.AUTO, ApprovalMode.READ_ONLY, ApprovalMode.AUTO_EDIT),
                Stream.of("ask", "AUTO", "read-only", " auto-edit ").map(ApprovalMode::of).toList());
    }
}
