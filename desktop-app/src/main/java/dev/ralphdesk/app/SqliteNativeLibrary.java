package dev.ralphdesk.app;

import dev.ralphdesk.core.log.JulLogger;
import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.jar.JarEntry;
import java.util.zip.CRC32;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;

/**
 * sqlite-jdbc's native library, kept in the cache folder instead of being copied to the temporary
 * folder and compared byte by byte on every start (a few hundred milliseconds of a cold JVM). The
 * copy sits under the driver's version and platform and is used only while its size and CRC-32 match
 * the jar's entry; otherwise it is written anew (atomically). The driver's clean-up of copies that
 * earlier runs left (it lists its temporary folder at the first connection: every file of
 * {@code /tmp}, ~57% of the SQLite writer's start-up with 20,000 files there) then looks in that
 * folder of the cache instead. The driver's folder for this platform is remembered beside the copy
 * ({@link PlatformNote}): finding it anew runs {@code uname -o} and lists {@code /proc/self/map_files}
 * (sqlite-jdbc's {@code OSInfo}), so a start whose copy is intact asks the system nothing. When anything
 * fails the driver keeps its own way of loading the library.
 */
public final class SqliteNativeLibrary {
    static final String PATH_PROPERTY = "org.sqlite.lib.path";
    static final String NAME_PROPERTY = "org.sqlite.lib.name";
    static final String TEMPORARY_FOLDER_PROPERTY = "org.sqlite.tmpdir";
    private static final String NATIVE_FOLDER = "/org/sqlite/native/";
    private static final int CRC_BUFFER_BYTES = 64 * 1024;

    private SqliteNativeLibrary() {
    }

    /**
     * Points sqlite-jdbc at the cached copy in {@code cacheFolder} (the {@code org.sqlite.lib.*}
     * system properties) unless they are set already, and its temporary folder ({@code org.sqlite.tmpdir})
     * at the copy's folder unless that is set. Call before the first database is opened.
     */
    public static void useCacheIn(Path cacheFolder) {
        if (System.getProperty(PATH_PROPERTY) != null) {
            return;
        }
        try {
            cached(cacheFolder).ifPresent(library -> {
                System.setProperty(PATH_PROPERTY, library.getParent().toString());
                System.setProperty(NAME_PROPERTY, library.getFileName().toString());
                if (System.getProperty(TEMPORARY_FOLDER_PROPERTY) == null) {
                    System.setProperty(TEMPORARY_FOLDER_PROPERTY, library.getParent().toString());
                }
            });
        } catch (IOException e) {
            JulLogger.of(SqliteNativeLibrary.class).log(System.Logger.Level.DEBUG,
                    "sqlite's native library is not cached in " + cacheFolder + ": " + e.getMessage());
        }
    }

    /**
     * The cached library for this driver and platform, written when missing or not matching the jar;
     * empty when the driver has no library for this platform or does not ship it in a jar.
     */
    static Optional<Path> cached(Path cacheFolder) throws IOException {
        return cached(cacheFolder, new DriverPlatform());
    }

    /**
     * As {@link #cached(Path)}, with {@code platformFolder} giving the driver's resource folder for this
     * platform; it is asked only when the copy's folder does not remember one that holds the library.
     */
    static Optional<Path> cached(Path cacheFolder, Supplier<String> platformFolder) throws IOException {
        Path versionFolder = cacheFolder.resolve("sqlite-jdbc-" + SQLiteJDBCLoader.getVersion());
        PlatformNote note = new PlatformNote(versionFolder.resolve(PlatformNote.FILE));
        Optional<String> remembered = note.read();
        if (remembered.isPresent()) {
            Optional<Path> library = copied(versionFolder, remembered.get());
            if (library.isPresent()) {
                return library;
            }
        }
        String folder = platformFolder.get();
        Optional<Path> library = copied(versionFolder, folder);
        if (library.isPresent()) {
            note.write(folder);
        }
        return library;
    }

    /** The copy of the library in the driver's resource {@code folder}, written when it does not match. */
    private static Optional<Path> copied(Path versionFolder, String folder) throws IOException {
        if (!folder.startsWith(NATIVE_FOLDER)) {
            return Optional.empty();
        }
        String name = LibraryLoaderUtil.getNativeLibName();
        URL resource = SQLiteJDBCLoader.class.getResource(folder + "/" + name);
        if (resource == null) {
            return Optional.empty();
        }
        URLConnection connection = resource.openConnection();
        if (!(connection instanceof JarURLConnection jar)) {
            return Optional.empty();
        }
        JarEntry entry = jar.getJarEntry();
        Path library = versionFolder.resolve(folder.substring(NATIVE_FOLDER.length())).resolve(name).normalize();
        if (!library.startsWith(versionFolder.normalize())) {
            return Optional.empty();
        }
        if (!matches(library, entry)) {
            write(resource, library, entry);
        }
        return Optional.of(library);
    }

    private static boolean matches(Path library, JarEntry entry) throws IOException {
        if (!Files.isRegularFile(library) || Files.size(library) != entry.getSize()) {
            return false;
        }
        return crc(library) == entry.getCrc();
    }

    private static void write(URL resource, Path library, JarEntry entry) throws IOException {
        Files.createDirectories(library.getParent());
        Path partial = library.resolveSibling(library.getFileName() + ".partial-" + ProcessHandle.current().pid());
        try {
            try (InputStream in = resource.openStream()) {
                Files.copy(in, partial, StandardCopyOption.REPLACE_EXISTING);
            }
            if (!matches(partial, entry)) {
                throw new IOException("the copy of " + resource + " does not match the jar");
            }
            Files.move(partial, library, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(partial);
        }
    }

    /**
     * The file's CRC-32, read through a small buffer: read whole, the ~1.1 MB library was as much new memory
     * touched at every start (each page a fault; 10 ms of CPU in a cold JVM with the headless archive, 3 ms
     * so).
     */
    private static long crc(Path file) throws IOException {
        CRC32 crc = new CRC32();
        byte[] buffer = new byte[CRC_BUFFER_BYTES];
        try (InputStream in = Files.newInputStream(file)) {
            for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                crc.update(buffer, 0, read);
            }
        }
        return crc.getValue();
    }

    /**
     * The driver's resource folder for this platform as sqlite-jdbc finds it ({@code OSInfo}: it runs
     * {@code uname -o} and lists {@code /proc/self/map_files}). A class, not a method reference, so that a
     * start that does not ask links no call site for it.
     */
    private static final class DriverPlatform implements Supplier<String> {
        @Override
        public String get() {
            return LibraryLoaderUtil.getNativeLibResourcePath();
        }
    }
}
