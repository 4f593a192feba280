package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which words ask for the version before anything is composed: {@code --version}, or a cluster of short
 * options that holds {@code -V} — the same words the regular expression {@code -[A-Za-z]*V[A-Za-z]*}
 * matched before the check was written by hand.
 */
class VersionWordsTest {

    @Test
    void theWordsThatAskForTheVersionAreTheOnesTheExpressionMatched() {
        List<String> words = List.of("--version", "-V", "-hV", "-Vh", "-aVb", "-VV", "--V", "-v", "-", "V", "",
                "-V1", "-V-", "-é V", "-hv", "--versions", "chat", "-Vé", "--version=1", " -V", "-V ");
        for (String word : words) {
            boolean expected = word.equals("--version") || word.matches("-[A-Za-z]*V[A-Za-z]*");
            assertEquals(expected, Cli.asksForVersion(new String[] {"chat", word}), word);
        }
    }

    @Test
    void noWordAsksWhenNoneIsGiven() {
        assertEquals(false, Cli.asksForVersion(new String[0]));
    }
}
