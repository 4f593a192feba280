package dev.ralphdesk.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class IdPrefixTest {
    private static final List<String> IDS = List.of("fedec2a8-1111-4000-8000-000000000001",
            "fedec2a8-2222-4000-8000-000000000002", "0b1c2d3e-3333-4000-8000-000000000003", "0b1c");

    private static String resolve(String text) {
        return IdPrefix.resolve(text, IDS, Function.identity(), id -> id + " (listed)", "session", "`list` lists them");
    }

    @Test
    void anExactIdOrAUniquePrefixOfAtLeastFourCharactersNamesOne() {
        assertEquals(IDS.get(2), resolve("0b1c2d3e"));
        assertEquals(IDS.get(1), resolve("fedec2a8-2"));
        assertEquals("0b1c", resolve("0b1c"), "an exact id wins over the longer ids it prefixes");
        assertEquals(IDS.get(0), resolve("  " + IDS.get(0) + " "));
    }

    @Test
    void anAmbiguousPrefixIsBadArgumentsListingEveryMatch() {
        CliException e = assertThrows(CliException.class, () -> resolve("fedec2a8"));
        assertEquals(ExitCode.USAGE, e.code());
        assertEquals("'fedec2a8' matches 2 sessions: " + IDS.get(0) + " (listed), " + IDS.get(1)
                + " (listed); give more of the id", e.getMessage());
    }

    @Test
    void noMatchOrATooShortPrefixIsBadArgumentsSayingWhereToLook() {
        CliException none = assertThrows(CliException.class, () -> resolve("abcdef"));
        assertEquals(ExitCode.USAGE, none.code());
        assertEquals("no session matches 'abcdef'; `list` lists them", none.getMessage());
        CliException shortOne = assertThrows(CliException.class, () -> resolve("fed"));
        assertEquals("no session matches 'fed' (give at least 4 characters of the id); `list` lists them",
                shortOne.getMessage());
    }
}
