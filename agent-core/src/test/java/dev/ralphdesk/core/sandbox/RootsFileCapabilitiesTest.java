package dev.ralphdesk.core.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Root's capabilities over files are asked for only where this process holds them, permitted and in its
 * bounding set: bubblewrap asked for one outside that set leaves the command every other one of root's.
 */
class RootsFileCapabilitiesTest {

    @Test
    void allThreeWhereRootHoldsEveryCapability() {
        assertEquals(List.of("CAP_CHOWN", "CAP_DAC_OVERRIDE", "CAP_FOWNER"),
                RootsFileCapabilities.held(status("000001ffffffffff", "000001ffffffffff")));
    }

    @Test
    void onlyThoseBothPermittedAndInTheBoundingSet() {
        // CapPrm without CAP_CHOWN (bit 0), CapBnd without CAP_FOWNER (bit 3)
        assertEquals(List.of("CAP_DAC_OVERRIDE"),
                RootsFileCapabilities.held(status("000001fffffffffe", "000001fffffffff7")));
    }

    @Test
    void noneForAUserWithoutCapabilitiesOrAStatusWithoutThem() {
        assertEquals(List.of(), RootsFileCapabilities.held(status("0000000000000000", "000001ffffffffff")));
        assertEquals(List.of(), RootsFileCapabilities.held("Name:\tjava\n"));
    }

    private static String status(String permitted, String bounding) {
        return "Name:\tjava\nCapInh:\t0000000000000000\nCapPrm:\t" + permitted + "\nCapEff:\t" + permitted
                + "\nCapBnd:\t" + bounding + "\nCapAmb:\t0000000000000000\n";
    }
}
