package dev.ralphdesk.core.id;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class RandomIdsTest {
    @Test
    void idsAreVersionFourUuidsOfTheIetfVariant() {
        for (int i = 0; i < 1_000; i++) {
            UUID id = RandomIds.uuid();
            assertEquals(4, id.version(), id.toString());
            assertEquals(2, id.variant(), id.toString());
            String text = RandomIds.text();
            assertTrue(text.matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"), text);
            assertEquals(text, UUID.fromString(text).toString());
        }
    }

    @Test
    void idsDoNotRepeat() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 100_000; i++) {
            assertTrue(seen.add(RandomIds.text()));
        }
    }

    @Test
    void everyRandomBitVaries() {
        // the 122 bits that are not the version's and the variant's are each seen both set and clear
        long highOr = 0;
        long highAnd = -1;
        long lowOr = 0;
        long lowAnd = -1;
        for (int i = 0; i < 1_000; i++) {
            UUID id = RandomIds.uuid();
            highOr |= id.getMostSignificantBits();
            highAnd &= id.getMostSignificantBits();
            lowOr |= id.getLeastSignificantBits();
            lowAnd &= id.getLeastSignificantBits();
        }
        assertEquals(0x4000L, highAnd);
        assertEquals(~0xB000L, highOr);
        assertEquals(0x8000000000000000L, lowAnd);
        assertEquals(0xBFFFFFFFFFFFFFFFL, lowOr);
    }

    @Test
    void namesAreSixteenHexDigitsThatDoNotRepeat() {
        Set<String> seen = new HashSet<>();
        boolean leadingZero = false;
        for (int i = 0; i < 10_000; i++) {
            String name = RandomIds.name();
            assertTrue(name.matches("[0-9a-f]{16}"), name);
            assertTrue(seen.add(name));
            leadingZero |= name.charAt(0) == '0';
        }
        assertTrue(leadingZero, "a draw under 2^60 is padded, not shorter"); // 1 in 16 draws: ~625 of 10,000
    }
}
