package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class HeapPlacementTest {
    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");

    @Test
    void readsTheAddressAndSizeTheJvmPrintsAndGivesThemToTheDump() {
        HeapPlacement placement = HeapPlacement.parse("[0.015s][debug][gc,heap,coops] Heap address: "
                + "0x0000000687400000, size: 6028 MB, Compressed Oops mode: Zero based, Oop shift amount: 3\n")
                .orElseThrow();

        assertEquals(new HeapPlacement("0x0000000687400000", 6028), placement);
        assertEquals(List.of("-XX:HeapBaseMinAddress=0x0000000687400000", "-Xmx6028m"), placement.dumpOptions());
    }

    @Test
    void aJvmThatPrintsNoPlacementLeavesTheDumpAsItWas() {
        assertEquals(Optional.empty(), HeapPlacement.parse("openjdk version \"17.0.15\" 2025-04-15\n"));
        assertEquals(Optional.empty(), HeapPlacement.probe(JAVA, List.of("-XX:NoSuchOption")), "a JVM that fails");
        assertEquals(Optional.empty(), HeapPlacement.probe(Path.of("/no/such/java"), List.of()), "no JVM at all");
    }

    @Test
    void thisJdkTellsWhereAJvmWithItsOwnArchivePlacesTheHeap() {
        HeapPlacement placement = HeapPlacement.probe(JAVA, List.of("-Xmx256m")).orElseThrow();

        assertEquals(256, placement.megabytes());
        assertTrue(placement.address().startsWith("0x"), placement.toString());
    }
}
