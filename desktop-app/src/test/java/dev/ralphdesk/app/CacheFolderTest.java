package dev.ralphdesk.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CacheFolderTest {
    private static final Path HOME = Path.of("/home/ada");

    @Test
    void anAbsoluteXdgCacheHomeWins() {
        assertEquals(Path.of("/var/cache/ada/ralph-desk"),
                CacheFolder.resolve(Map.of("XDG_CACHE_HOME", "/var/cache/ada"), HOME));
    }

    @Test
    void otherwiseTheCacheFolderOfTheHome() {
        assertEquals(HOME.resolve(".cache/ralph-desk"), CacheFolder.resolve(Map.of(), HOME));
        assertEquals(HOME.resolve(".cache/ralph-desk"), CacheFolder.resolve(Map.of("XDG_CACHE_HOME", "cache"), HOME));
    }
}
