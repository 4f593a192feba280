package dev.ralphdesk.app.ui.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.approval.SessionModeViewModel;
import dev.ralphdesk.app.ui.sessions.SessionRow;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalSnapshot;
import dev.ralphdesk.goal.domain.GoalUsage;
import dev.ralphdesk.goal.service.GoalView;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.spi.ToolProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The records the window compares while it starts write out {@code equals} and {@code hashCode}: a
 * record's generated ones are linked at their first call through {@code ObjectMethods}, method handles
 * spun at run time that no class-data archive keeps. Written out, they still compare every component as
 * the generated ones do.
 */
class StartRecordsEqualityTest {
    /** Two equal but distinct values of each component type (a supplier makes a new one per call), and another. */
    private static final Map<Class<?>, List<Supplier<Object>>> SAMPLES = Map.ofEntries(
            Map.entry(SessionId.class, List.of(() -> new SessionId("s-1"), () -> new SessionId("s-2"))),
            Map.entry(String.class, List.of(() -> new String("one"), () -> "two")),
            Map.entry(Instant.class, List.of(() -> Instant.ofEpochSecond(1), () -> Instant.ofEpochSecond(2))),
            Map.entry(Message.class, List.of(() -> Message.of("goal.badge.none", 1), () -> Message.verbatim("x"))),
            Map.entry(List.class, List.of(() -> List.of(1), () -> List.of(2))),
            Map.entry(boolean.class, List.of(() -> false, () -> true)),
            Map.entry(int.class, List.of(() -> 1, () -> 2)),
            Map.entry(double.class, List.of(() -> 0.5, () -> 0.25)),
            Map.entry(GoalProgress.class, List.of(() -> new GoalProgress(0.5, Message.of("goal.progress.rounds"), false),
                    () -> GoalProgress.NONE)),
            Map.entry(GoalSnapshot.class, List.of(() -> GoalViews.goal(GoalPhase.ACTIVE, 20, GoalBudgets.none()),
                    () -> GoalViews.goal(GoalPhase.PAUSED, 20, GoalBudgets.none()))),
            Map.entry(GoalUsage.class, List.of(() -> new GoalUsage(1, 0.5, true, Duration.ofSeconds(1)),
                    () -> GoalUsage.ZERO)),
            Map.entry(VerifierEvidence.class, List.of(
                    () -> new VerifierEvidence("shell", "c1", "mvn test", true, 0, "", Instant.EPOCH, false),
                    () -> new VerifierEvidence("shell", "c2", "mvn test", false, 1, "", Instant.EPOCH, false))));

    @ParameterizedTest
    @ValueSource(classes = {SessionRow.class, GoalPanelState.class, GoalProgress.class, Message.Keyed.class,
            Message.Verbatim.class, SessionModeViewModel.Shown.class, GoalView.class})
    void equalsAndHashCodeLinkNoCallSite(Class<?> record) {
        String code = disassembled(record);
        for (String method : List.of(" boolean equals(java.lang.Object);", " int hashCode();")) {
            int start = code.indexOf(method);
            assertTrue(start >= 0, record.getSimpleName() + " has no" + method);
            String body = code.substring(start, code.indexOf("\n\n", start));
            assertFalse(body.contains("invokedynamic"), record.getSimpleName() + method + " is linked at its first call:\n"
                    + body);
        }
    }

    /** {@code javap -c -p} of the class, from the test's class path. */
    private static String disassembled(Class<?> type) {
        StringWriter out = new StringWriter();
        int status = ToolProvider.findFirst("javap").orElseThrow().run(new PrintWriter(out), new PrintWriter(out),
                "-c", "-p", "-cp", System.getProperty("java.class.path"), type.getName());
        assertEquals(0, status, out.toString());
        return out.toString();
    }

    @ParameterizedTest
    @ValueSource(classes = {SessionRow.class, GoalPanelState.class, GoalProgress.class, Message.Keyed.class,
            Message.Verbatim.class, SessionModeViewModel.Shown.class, GoalView.class})
    void equalExactlyWhenEveryComponentIs(Class<?> record) throws ReflectiveOperationException {
        RecordComponent[] components = record.getRecordComponents();
        Constructor<?> canonical = record.getDeclaredConstructor(
                Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new));
        canonical.setAccessible(true);
        Object one = canonical.newInstance(values(components, -1));
        Object same = canonical.newInstance(values(components, -1));
        assertEquals(one, same);
        assertEquals(one.hashCode(), same.hashCode());
        for (int i = 0; i < components.length; i++) {
            Object other = canonical.newInstance(values(components, i));
            assertNotEquals(one, other, components[i].getName() + " differs");
            assertNotEquals(other, one, components[i].getName() + " differs");
        }
        assertNotEquals(one, null);
        assertNotEquals(one, "not a record of that type");
    }

    /** A value per component, the first sample of each type but the other one at {@code differing}. */
    private static Object[] values(RecordComponent[] components, int differing) {
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            Class<?> type = components[i].getType();
            if (type.isEnum()) {
                values[i] = type.getEnumConstants()[i == differing ? 1 : 0];
                continue;
            }
            List<Supplier<Object>> samples = SAMPLES.get(type);
            assertNotNull(samples, "no sample of " + type);
            values[i] = samples.get(i == differing ? 1 : 0).get();
        }
        return values;
    }
}
