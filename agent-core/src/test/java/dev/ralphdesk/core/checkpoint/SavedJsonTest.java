package dev.ralphdesk.core.checkpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.effect.ApprovalGrant;
import dev.ralphdesk.core.effect.GrantScope;
import dev.ralphdesk.core.json.Json;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SavedJsonTest {

    @Test
    void missingFieldsReadAsTheBindingReadThem() {
        SavedJson saved = SavedJson.read("{}", "a state");
        assertEquals(0, saved.longValue("from"));
        assertEquals(0, saved.intValue("rounds"));
        assertEquals(0.0, saved.doubleValue("costUsd"));
        assertFalse(saved.booleanValue("leftOut"));
        assertNull(saved.optionalInt("round"));
        assertNull(saved.text("violation"));
        assertNull(saved.value("grant", ApprovalGrant.class));
        assertEquals(List.of(), saved.texts("clearedIds"));
        assertEquals(Map.of(), saved.instants("goalTurns"));
        assertEquals(List.of(), saved.values("grants", ApprovalGrant.class));
    }

    @Test
    void everyKindOfFieldIsReadAsWritten() {
        ApprovalGrant grant = new ApprovalGrant(GrantScope.THIS, "shell", "ls", null);
        SavedJson saved = SavedJson.read("{\"from\":9000000000,\"rounds\":3,\"costUsd\":0.25,\"leftOut\":true,"
                + "\"round\":2,\"violation\":\"record 4: bad\",\"clearedIds\":[\"a\",\"b\"],"
                + "\"goalTurns\":{\"t1\":\"2026-01-02T03:04:05Z\"},\"grants\":[" + Json.write(grant) + "]}", "a state");
        assertEquals(9_000_000_000L, saved.longValue("from"));
        assertEquals(3, saved.intValue("rounds"));
        assertEquals(0.25, saved.doubleValue("costUsd"));
        assertTrue(saved.booleanValue("leftOut"));
        assertEquals(2, saved.optionalInt("round"));
        assertEquals("record 4: bad", saved.text("violation"));
        assertEquals(List.of("a", "b"), saved.texts("clearedIds"));
        assertEquals(Map.of("t1", Instant.parse("2026-01-02T03:04:05Z")), saved.instants("goalTurns"));
        assertEquals(List.of(grant), saved.values("grants", ApprovalGrant.class));
    }

    @Test
    void aNullNumberOrFlagOrAFieldOfTheWrongTypeIsUnreadable() {
        assertUnreadable("{\"from\":null}", saved -> saved.longValue("from"), "from is not a whole number");
        assertUnreadable("{\"from\":\"12\"}", saved -> saved.longValue("from"), "from is not a whole number");
        assertUnreadable("{\"from\":1.5}", saved -> saved.longValue("from"), "from is not a whole number");
        assertUnreadable("{\"rounds\":9000000000}", saved -> saved.intValue("rounds"), "rounds is not a whole number");
        assertUnreadable("{\"leftOut\":null}", saved -> saved.booleanValue("leftOut"), "leftOut is not true or false");
        assertUnreadable("{\"costUsd\":\"x\"}", saved -> saved.doubleValue("costUsd"), "costUsd is not a number");
        assertUnreadable("{\"violation\":3}", saved -> saved.text("violation"), "violation is not text");
        assertUnreadable("{\"clearedIds\":[1]}", saved -> saved.texts("clearedIds"), "clearedIds is not a list of text");
        assertUnreadable("{\"goalTurns\":{\"t\":\"yesterday\"}}", saved -> saved.instants("goalTurns"),
                "goalTurns is not an object of instants");
        assertUnreadable("{\"grants\":[{\"scope\":\"nonsense\"}]}", saved -> saved.values("grants", ApprovalGrant.class),
                "grants is not a valid ApprovalGrant");
    }

    @Test
    void textThatIsNoJsonObjectIsUnreadable() {
        for (String text : List.of("", "[1]", "12", "{\"from\":", "null")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SavedJson.read(text, "lineage"));
            assertTrue(e.getMessage().startsWith("unreadable lineage"), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> SavedJson.read("{\"goal\":1}", "checkpoint").objects());
    }

    private static void assertUnreadable(String text, java.util.function.Consumer<SavedJson> read, String why) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> read.accept(SavedJson.read(text, "a state")));
        assertTrue(e.getMessage().startsWith("unreadable a state: " + why), e.getMessage());
    }
}
