package dev.ralphdesk.core.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A command line command's name is lower-case words joined by '-', starting with a letter. */
class CliCommandNameTest {

    @Test
    void lowerCaseWordsAreAccepted() {
        for (String name : List.of("chat", "sessions", "goal", "ralph-run", "a1", "x-")) {
            assertEquals(name, new CliCommand(name, services -> new Object()).name());
        }
    }

    @Test
    void otherNamesAreRefused() {
        for (String name : List.of("", "Chat", "1chat", "-chat", "chat run", "chat_run", "chat.run", "chät")) {
            assertThrows(IllegalArgumentException.class, () -> new CliCommand(name, services -> new Object()), name);
        }
        assertThrows(IllegalArgumentException.class, () -> new CliCommand(null, services -> new Object()));
    }
}
