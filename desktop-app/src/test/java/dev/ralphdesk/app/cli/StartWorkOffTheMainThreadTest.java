package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Work a command's start needs, done on the background executor while its words are parsed, not on the
 * main thread while the application is composed: the bundled price table (Jackson's first tree, ~10 ms
 * of the main thread before a turn's first request) and the JDK's UNIX sockets set up (the control socket's:
 * their random generator sets up the security providers' list and the default provider). A child JVM's
 * class-load log, each line with the id of the
 * thread that loaded the class, shows where each was done. And the settings file, read and bound by
 * Jackson's mapper (~70 ms of CPU to make in a cold JVM); the store's opening is begun before the rest is
 * composed.
 */
class StartWorkOffTheMainThreadTest {
    @TempDir
    Path dir;

    @Test
    void aComposedCommandReadsTheBundledPricesOffTheMainThread() throws Exception {
        String loaded = CliChild.classesLoadedBy(dir, List.of("sessions", "list"), 0, "tid");
        assertNotEquals(loadingThread(loaded, "dev.ralphdesk.app.Launcher"),
                loadingThread(loaded, "dev.ralphdesk.core.model.PriceJson"),
                "the price table's reader was loaded by the main thread");
    }

    @Test
    void aChatTurnSetsUpTheDefaultSecurityProviderOffTheMainThread() throws Exception {
        String loaded = chatTurnLoaded();
        assertNotEquals(loadingThread(loaded, "dev.ralphdesk.app.Launcher"),
                loadingThread(loaded, "sun.security.provider.NativePRNG"),
                "the default provider was set up on the main thread");
    }

    /**
     * With a settings file whose fields have the types their creators take, Jackson's mapper — which nothing
     * else on the way to a turn's first request needs (nor anything else {@code sessions list} of an empty
     * folder does) — is not made at all: the file is bound field by field ({@code SettingsJson}).
     */
    @Test
    void aComposedCommandBindsAPlainSettingsFileWithoutTheMapper() throws Exception {
        writeSettings("{\"approvalMode\": \"auto\", \"sandbox\": \"off\"}");
        String loaded = CliChild.classesLoadedBy(dir, List.of("sessions", "list"), 0, "tid");
        assertTrue(loaded.contains(" dev.ralphdesk.core.settings.SettingsJson "), "the file was not bound by hand");
        assertFalse(loaded.contains(" com.fasterxml.jackson.databind.ObjectMapper "), "the JSON mapper was made");
    }

    /**
     * A settings file the mapper must bind (a field of another type, which it coerces or refuses) has the
     * mapper made on a worker: the file is read as the command starts.
     */
    @Test
    void aComposedCommandReadsTheSettingsFileOffTheMainThread() throws Exception {
        writeSettings("{\"approvalMode\": \"auto\", \"contextWindow\": \"64000\"}");
        String loaded = CliChild.classesLoadedBy(dir, List.of("sessions", "list"), 0, "tid");
        assertNotEquals(loadingThread(loaded, "dev.ralphdesk.app.Launcher"),
                loadingThread(loaded, "com.fasterxml.jackson.databind.ObjectMapper"),
                "the JSON mapper was made on the main thread");
    }

    private void writeSettings(String json) throws Exception {
        Files.writeString(Files.createDirectories(dir.resolve("config").resolve("ralph-desk")).resolve("settings.json"),
                json);
    }

    /**
     * A command that takes the data folder has the writer open its database (a new one created and synced:
     * sqlite-jdbc's first connection) as soon as its words are checked, while the rest of the application is
     * composed — a chat's first record waited for that opening: the main thread (its loads in the order it
     * ran) makes the writer before it sets up the shell's sandbox.
     */
    @Test
    void aChatTurnHasItsDatabaseOpenedBeforeTheShellIsSetUp() throws Exception {
        String loaded = chatTurnLoaded();
        String main = loadingThread(loaded, "dev.ralphdesk.app.Launcher");
        assertTrue(position(loaded, main, "dev.ralphdesk.persistence.sqlite.SerialWriter")
                < position(loaded, main, "dev.ralphdesk.core.sandbox.ShellSetup"),
                "the writer was made after the shell's set-up");
    }

    /**
     * That work is done one piece after the other by one worker ({@link StartWork}), not by six threads that
     * took turns with the main thread on two cores: the bundled price table and the default security provider
     * are made by the same thread, which is not the main one.
     */
    @Test
    void aChatTurnDoesItsStartUpWorkOnOneWorker() throws Exception {
        String loaded = chatTurnLoaded();
        String worker = loadingThread(loaded, "dev.ralphdesk.core.model.PriceJson");
        assertNotEquals(loadingThread(loaded, "dev.ralphdesk.app.Launcher"), worker, "done on the main thread");
        assertEquals(worker, loadingThread(loaded, "sun.security.provider.NativePRNG"),
                "the default provider set up by another thread than the price table's");
    }

    /** The class-load log of a scripted chat turn, each line with the loading thread's id. */
    private String chatTurnLoaded() throws Exception {
        Path workspace = Files.createDirectories(dir.resolve("workspace"));
        return CliChild.classesLoadedBy(dir, List.of("--provider", "scripted", "chat", "--workspace",
                workspace.toString(), "hello"), 0, "tid");
    }

    /** Where in the log {@code thread} loaded {@code className}. */
    private static int position(String log, String thread, String className) {
        Matcher line = Pattern.compile("(?m)^\\[" + thread + "\\] " + Pattern.quote(className) + " ").matcher(log);
        if (!line.find()) {
            throw new AssertionError(className + " was not loaded by thread " + thread + ":\n" + log);
        }
        return line.start();
    }

    /** The id of the thread that loaded {@code className}, from a line {@code [1234] CLASS source: …}. */
    private static String loadingThread(String log, String className) {
        Matcher line = Pattern.compile("(?m)^\\[(\\d+)\\] " + Pattern.quote(className) + " ").matcher(log);
        if (!line.find()) {
            throw new AssertionError(className + " was not loaded:\n" + log);
        }
        return line.group(1);
    }
}
