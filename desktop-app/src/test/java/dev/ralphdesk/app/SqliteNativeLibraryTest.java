package dev.ralphdesk.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;

class SqliteNativeLibraryTest {
    @TempDir
    Path cache;

    @Test
    void theLibraryIsCopiedOnceUnderTheDriversVersionAndThenReused() throws Exception {
        Path library = SqliteNativeLibrary.cached(cache).orElseThrow();

        assertTrue(library.startsWith(cache.resolve("sqlite-jdbc-" + SQLiteJDBCLoader.getVersion())), library.toString());
        assertArrayEquals(bundled(), Files.readAllBytes(library));
        FileTime written = FileTime.from(Instant.parse("2020-01-01T00:00:00Z"));
        Files.setLastModifiedTime(library, written);

        assertEquals(library, SqliteNativeLibrary.cached(cache).orElseThrow());
        assertEquals(written, Files.getLastModifiedTime(library), "an intact copy is not written again");
    }

    @Test
    void aStartWithAnIntactCopyDoesNotAskForThePlatform() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        Supplier<String> platform = () -> {
            asked.incrementAndGet();
            return LibraryLoaderUtil.getNativeLibResourcePath();
        };
        Path library = SqliteNativeLibrary.cached(cache, platform).orElseThrow();
        assertEquals(1, asked.get(), "the first start asks the driver");

        assertEquals(library, SqliteNativeLibrary.cached(cache, platform).orElseThrow());
        assertEquals(1, asked.get(), "the next start takes the folder from the note beside the copy");
        assertArrayEquals(bundled(), Files.readAllBytes(library));
    }

    @Test
    void aNoteOfAnotherJvmOrWithoutTheLibraryIsNotTrusted() throws Exception {
        Path library = SqliteNativeLibrary.cached(cache).orElseThrow();
        Path note = cache.resolve("sqlite-jdbc-" + SQLiteJDBCLoader.getVersion()).resolve(PlatformNote.FILE);
        String ours = Files.readString(note);
        String jvm = ours.lines().findFirst().orElseThrow();
        for (String other : List.of("Linux\tarm\t/elsewhere\n" + LibraryLoaderUtil.getNativeLibResourcePath() + "\n",
                jvm + "\n/org/sqlite/native/Nowhere/x86\n", jvm + "\n/org/sqlite/native/../../../etc\n",
                jvm + "\n", "")) {
            Files.writeString(note, other);
            AtomicInteger asked = new AtomicInteger();

            assertEquals(library, SqliteNativeLibrary.cached(cache, () -> {
                asked.incrementAndGet();
                return LibraryLoaderUtil.getNativeLibResourcePath();
            }).orElseThrow(), other);
            assertEquals(1, asked.get(), other);
            assertEquals(ours, Files.readString(note), "the note is written again");
        }
    }

    @Test
    void aDamagedCopyIsWrittenAgainAlsoWhenThePlatformIsRemembered() throws Exception {
        Path library = SqliteNativeLibrary.cached(cache).orElseThrow();
        Files.write(library, new byte[] {1, 2, 3});

        SqliteNativeLibrary.cached(cache, () -> {
            throw new AssertionError("the note names the folder");
        });

        assertArrayEquals(bundled(), Files.readAllBytes(library));
    }

    @Test
    void aCopyDamagedInItsLastByteIsWrittenAgain() throws Exception {
        Path library = SqliteNativeLibrary.cached(cache).orElseThrow();
        byte[] damaged = Files.readAllBytes(library);
        damaged[damaged.length - 1] ^= 0x5a; // same size, the last of the bytes read in pieces differs
        Files.write(library, damaged);

        SqliteNativeLibrary.cached(cache);

        assertArrayEquals(bundled(), Files.readAllBytes(library));
    }

    @Test
    void aDamagedCopyIsWrittenAgain() throws Exception {
        Path library = SqliteNativeLibrary.cached(cache).orElseThrow();
        byte[] damaged = Files.readAllBytes(library);
        damaged[damaged.length / 2] ^= 0x5a; // same size, other content
        Files.write(library, damaged);

        SqliteNativeLibrary.cached(cache);

        assertArrayEquals(bundled(), Files.readAllBytes(library));
        try (var files = Files.list(library.getParent())) {
            assertEquals(1, files.count(), "no partial copy left");
        }
    }

    @Test
    void theCachedCopyLoadsAsTheDriversLibrary() throws Exception {
        Path library = SqliteNativeLibrary.cached(cache).orElseThrow();
        Files.createDirectories(cache.resolve("tmp"));
        Process java = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-D" + SqliteNativeLibrary.PATH_PROPERTY + "=" + library.getParent(),
                "-D" + SqliteNativeLibrary.NAME_PROPERTY + "=" + library.getFileName(),
                "-Djava.io.tmpdir=" + cache.resolve("tmp"),
                "-cp", System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                SqliteOpens.class.getName()).redirectErrorStream(true).start();
        String output = new String(java.getInputStream().readAllBytes());

        assertEquals(0, java.waitFor(), output);
        assertTrue(output.contains("sqlite 3."), output);
        try (var files = Files.list(cache.resolve("tmp"))) {
            assertEquals(0, files.filter(p -> p.getFileName().toString().startsWith("sqlite-")).count(),
                    "the driver extracted nothing to the temporary folder");
        }
    }

    @Test
    void theDriversCleanUpLooksInTheCacheNotInTheTemporaryFolder() throws Exception {
        Path tmp = Files.createDirectories(cache.resolve("tmp"));
        // what the driver takes for a copy an earlier run left behind: its clean-up deletes such a file
        Path leftOver = Files.writeString(
                tmp.resolve("sqlite-" + SQLiteJDBCLoader.getVersion() + "-x-libsqlitejdbc.so"), "x");
        Process java = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + tmp, "-cp",
                System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                CachedSqliteOpens.class.getName(), cache.resolve("cache").toString()).redirectErrorStream(true).start();
        String output = new String(java.getInputStream().readAllBytes());

        assertEquals(0, java.waitFor(), output);
        assertTrue(output.contains("sqlite 3."), output);
        assertTrue(Files.exists(leftOver), "the driver listed the temporary folder");
    }

    private static byte[] bundled() throws Exception {
        String resource = LibraryLoaderUtil.getNativeLibResourcePath() + "/" + LibraryLoaderUtil.getNativeLibName();
        try (InputStream in = SQLiteJDBCLoader.class.getResourceAsStream(resource)) {
            return in.readAllBytes();
        }
    }

    /** Uses the cache folder of the one argument, then opens a database as {@link SqliteOpens} does. */
    public static final class CachedSqliteOpens {
        public static void main(String[] args) throws Exception {
            SqliteNativeLibrary.useCacheIn(Path.of(args[0]));
            SqliteOpens.main(args);
        }
    }

    /** Opens an in-memory database and prints SQLite's version. */
    public static final class SqliteOpens {
        public static void main(String[] args) throws Exception {
            try (var connection = java.sql.DriverManager.getConnection("jdbc:sqlite::memory:");
                    var rows = connection.createStatement().executeQuery("select sqlite_version()")) {
                rows.next();
                System.out.println("sqlite " + rows.getString(1));
            }
        }
    }
}
