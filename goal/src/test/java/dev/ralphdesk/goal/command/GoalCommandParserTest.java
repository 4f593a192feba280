package dev.ralphdesk.goal.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.goal.domain.GoalErrorCode;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The /goal grammar of DESIGN §6: what follows "/goal" → the action. */
class GoalCommandParserTest {

    static Stream<Arguments> table() {
        return Stream.of(
                Arguments.of("", new GoalAction.Status()),
                Arguments.of("   ", new GoalAction.Status()),
                Arguments.of("fix the build", new GoalAction.Create("fix the build")),
                Arguments.of("  fix   the build  ", new GoalAction.Create("fix   the build")),
                Arguments.of("PAUSE", new GoalAction.Pause()),
                Arguments.of("pause", new GoalAction.Pause()),
                Arguments.of(" resume ", new GoalAction.Resume()),
                Arguments.of("Clear", new GoalAction.Clear()),
                Arguments.of("pause after tests pass", new GoalAction.Create("pause after tests pass")),
                Arguments.of("clear the cache", new GoalAction.Create("clear the cache")),
                Arguments.of("resumes", new GoalAction.Create("resumes")),
                Arguments.of("paus\u0065", new GoalAction.Pause()),
                Arguments.of("edit", new GoalAction.Invalid(GoalErrorCode.GOAL_INVALID_EDIT,
                        "/goal edit needs the new objective: /goal edit <objective>")),
                Arguments.of("EDIT   ", new GoalAction.Invalid(GoalErrorCode.GOAL_INVALID_EDIT,
                        "/goal edit needs the new objective: /goal edit <objective>")),
                Arguments.of("edit new text", new GoalAction.Edit("new text")),
                Arguments.of("Edit\tnew text ", new GoalAction.Edit("new text")),
                Arguments.of("editing the docs", new GoalAction.Create("editing the docs")),
                Arguments.of("ed\u0131t new text", new GoalAction.Create("ed\u0131t new text")),
                Arguments.of("status", new GoalAction.Create("status")),
                Arguments.of("x", new GoalAction.Create("x")));
    }

    @ParameterizedTest(name = "/goal{0}")
    @MethodSource("table")
    void parsesTheSuffix(String suffix, GoalAction expected) {
        assertEquals(expected, GoalCommandParser.parse(suffix));
    }
}
