package dev.ralphdesk.core.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ralphdesk.core.session.event.UserMessage;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Event type names are {@code namespace/name} in lower-kebab-case; anything else is refused. */
class EventTypeNameTest {

    @Test
    void namespacedLowerKebabCaseNamesAreAccepted() {
        for (String name : List.of("user/message", "goal/change", "ralph/run-started", "a-b-c/d-e", "x/y")) {
            assertEquals(name, new EventType<>(name, 1, UserMessage.class).name());
        }
    }

    @Test
    void otherNamesAreRefused() {
        for (String name : List.of("", "user", "/message", "user/", "User/message", "user/message/x", "user-/x",
                "-user/x", "user//x", "user/mes sage", "user_x/y", "user/x2", "user.x/y", " user/x", "user/x\n")) {
            assertThrows(IllegalArgumentException.class, () -> new EventType<>(name, 1, UserMessage.class), name);
        }
    }
}
