package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./ralph-desk} on the built tree, as a person types it: the commands, their help and
 * version, arguments with spaces and quotes arriving whole, and the exit codes passing through. Every
 * run must find the build fresh (mvn verify packaged it just before).
 */
class LauncherScriptIT {
    @TempDir
    Path dir;

    private LauncherRun run(String... words) throws Exception {
        return run(Map.of(), words);
    }

    private LauncherRun run(Map<String, String> extraEnv, String... words) throws Exception {
        List<String> command = new ArrayList<>(List.of(AppLayout.launcher().toString()));
        command.addAll(List.of(words));
        Map<String, String> env = env();
        env.putAll(extraEnv);
        LauncherRun run = LauncherRun.of(dir, env, command);
        assertFalse(run.err().contains("building the application"), "the build of mvn verify is fresh:\n" + run);
        return run;
    }

    private Map<String, String> env() {
        Map<String, String> env = new HashMap<>();
        env.put("HOME", dir.resolve("home").toString());
        env.put("RALPH_DESK_HOME", dir.resolve("data").toString());
        env.put("XDG_CONFIG_HOME", dir.resolve("config").toString());
        env.put("XDG_CACHE_HOME", dir.resolve("cache").toString());
        return env;
    }

    @Test
    void versionAndHelpNameTheProgramItsCommandsAndTheExitCodes() throws Exception {
        LauncherRun version = run("--version");
        assertEquals(0, version.exitCode(), version.toString());
        assertEquals("ralph-desk " + System.getProperty("ralphdesk.version"), version.out().strip());

        LauncherRun help = run("--help");
        assertEquals(0, help.exitCode(), help.toString());
        for (String word : List.of("Usage: ralph-desk", "chat", "sessions", "goal", "ralph", "Exit codes:",
                "5   budget-limited")) {
            assertTrue(help.out().contains(word), word + " in\n" + help.out());
        }
        LauncherRun goal = run("goal", "--help");
        assertEquals(0, goal.exitCode(), goal.toString());
        assertTrue(goal.out().contains("Usage: ralph-desk goal") && goal.out().contains("extend")
                && goal.out().contains("Exit codes:"), goal.out());
        assertFalse(Files.exists(dir.resolve("data")), "help opens no data folder");
    }

    @Test
    void sessionsListWorksAndSqliteLoadsFromTheCacheFolder() throws Exception {
        Files.createDirectories(dir.resolve("tmp"));
        LauncherRun list = run(Map.of("JAVA_TOOL_OPTIONS", "-Djava.io.tmpdir=" + dir.resolve("tmp")), "sessions",
                "list");
        assertEquals(0, list.exitCode(), list.toString());
        assertTrue(list.out().startsWith("No sessions"), list.out());
        try (Stream<Path> cache = Files.walk(dir.resolve("cache/ralph-desk"));
                Stream<Path> temporary = Files.list(dir.resolve("tmp"))) {
            assertTrue(cache.anyMatch(p -> p.getFileName().toString().contains("sqlitejdbc")), "cached library");
            assertEquals(List.of(), temporary.map(Path::getFileName).map(Path::toString)
                    .filter(n -> n.contains("sqlite")).toList(), "nothing unpacked into java.io.tmpdir");
        }
    }

    @Test
    void aCheckCommandWithSpacesAndAnObjectiveWithQuotesArriveWhole() throws Exception {
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        Files.writeString(workspace.resolve("check.sh"), "touch check-ran\nexit 0\n");
        Path scenario = scenario("complete", """
                {"toolCalls": [{"name": "shell", "arguments": {"command": "true"}}]},
                {"toolCalls": [{"name": "submit_report", "arguments": {"status": "complete", "summary": "done",
                    "evidence": ["true exited 0"], "nextSteps": [], "blocker": null}}]},
                {"text": "reported"}""");
        LauncherRun ralph = run("ralph", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "--check", "sh check.sh", "say \"hi\" to 'them'");
        assertEquals(0, ralph.exitCode(), ralph.toString());
        assertTrue(Files.exists(workspace.resolve("check-ran")), "the harness ran `sh check.sh`:\n" + ralph);
        assertTrue(ralph.out().contains("check passed"), ralph.out());
        LauncherRun list = run("sessions", "list");
        assertTrue(list.out().contains("Ralph: say \"hi\" to 'them'"), list.out());
    }

    @Test
    void exitCodesPassThroughTheLauncher() throws Exception {
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        assertEquals(0, run("--version").exitCode());
        LauncherRun usage = run("chat", "--wat", "hi");
        assertEquals(2, usage.exitCode(), usage.toString());
        assertTrue(usage.err().startsWith("error: Unknown option: '--wat'"), usage.err());
        LauncherRun noModel = run("chat", "--workspace", workspace.toString(), "hello");
        assertEquals(3, noModel.exitCode(), noModel.toString());
        assertTrue(noModel.err().startsWith("error: No model is configured"), noModel.err());
        assertFalse(noModel.err().contains("\tat "), "no stack trace");

        Path blocked = scenario("blocked", """
                {"toolCalls": [{"name": "submit_report", "arguments": {"status": "blocked", "summary": "stuck",
                    "evidence": [], "nextSteps": [], "blocker": "needs a person"}}]},
                {"text": "reported"}""");
        assertEquals(4, ralph(workspace, blocked).exitCode());
        Path continuing = scenario("continuing", """
                {"toolCalls": [{"name": "submit_report", "arguments": {"status": "continue", "summary": "half",
                    "evidence": [], "nextSteps": ["the rest"], "blocker": null}}]},
                {"text": "reported"}""");
        assertEquals(5, ralph(workspace, continuing, "--max-rounds", "1").exitCode());
        Path silent = scenario("silent", """
                {"text": "no report"}, {"text": "still none"}""");
        assertEquals(1, ralph(workspace, silent).exitCode());

        LauncherRun created = run("chat", "--workspace", workspace.toString(), "--provider", "scripted",
                "/goal tidy the notes");
        assertEquals(0, created.exitCode(), created.toString());
        String session = created.out().lines().findFirst().orElseThrow().split(" ")[1].substring(0, 8);
        assertEquals(0, run("goal", "pause", "--session", session).exitCode());
        LauncherRun paused = run("chat", "--session", session, "--provider", "scripted", "--goal", "/goal");
        assertEquals(6, paused.exitCode(), paused.toString());
    }

    private LauncherRun ralph(Path workspace, Path scenario, String... extra) throws Exception {
        List<String> words = new ArrayList<>(List.of("ralph", "--workspace", workspace.toString(), "--scenario",
                scenario.toString()));
        words.addAll(List.of(extra));
        words.add("an objective");
        return run(words.toArray(String[]::new));
    }

    private Path scenario(String name, String steps) throws IOException {
        return Files.writeString(dir.resolve(name + ".json"), "{\"sequence\": [" + steps + "]}");
    }
}
