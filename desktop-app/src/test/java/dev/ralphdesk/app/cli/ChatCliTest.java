package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.http.WireServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChatCliTest {
    @TempDir
    Path dir;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private Map<String, String> env = Map.of();

    private int run(String... words) {
        out.reset();
        err.reset();
        Map<String, String> effective = new java.util.HashMap<>(env);
        effective.putIfAbsent("XDG_CONFIG_HOME", dir.resolve("config").toString());
        effective.putIfAbsent("RALPH_DESK_HOME", dir.resolve("data").toString());
        Cli cli = new Cli(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), effective);
        return cli.run(List.of(words));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void chatRunsOneTurnWithRealToolsAndPrintsTheTranscript() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        Path scenario = dir.resolve("s.json");
        Files.writeString(scenario, """
                {"sequence": [
                  {"text": "Writing a file.", "toolCalls": [{"name": "write_file",
                      "arguments": {"path": "notes/hello.txt", "content": "hi there"}}]},
                  {"text": "Checking.", "toolCalls": [{"name": "shell", "arguments": {"command": "cat notes/hello.txt"}}]},
                  {"text": "Done: the file says hi."}
                ]}
                """);
        int code = run("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "write", "a", "note");
        assertEquals(0, code, err());
        assertEquals("hi there", Files.readString(workspace.resolve("notes/hello.txt")));
        String printed = out();
        assertTrue(printed.contains("assistant: Writing a file."), printed);
        assertTrue(printed.contains("tool shell {\"command\":\"cat notes/hello.txt\"}"), printed);
        assertTrue(printed.contains("result (ok, exit 0):"), printed);
        assertTrue(printed.contains("  hi there"), printed);
        assertTrue(printed.contains("assistant: Done: the file says hi."), printed);
        assertTrue(printed.contains("[turn completed after 3 steps]"), printed);
    }

    @Test
    void theBundledDemoTourRunsOfflineInTheDemoWorkspace() throws Exception {
        Path workspace = dev.ralphdesk.app.ui.DemoWorkspace.ensure(dir);
        int code = run("chat", "--workspace", workspace.toString(), "--provider", "scripted", "show", "me", "around");
        assertEquals(0, code, err());
        assertTrue(out().contains("tool shell {\"command\":\"sh greet.sh Ada\"}"), out());
        assertTrue(out().contains("result (ok, exit 0):"), out());
        assertTrue(out().contains("/goal make the greeting test pass"), out());
        assertTrue(out().contains("[turn completed after 3 steps]"), out());
    }

    @Test
    void badArgumentsExitWithUsage() {
        assertEquals(2, run("chat", "--workspace", dir.toString()));
        assertTrue(err().contains("Missing required parameter: 'MESSAGE'"), err());
        assertEquals(2, run("chat", "--wrkspace", dir.toString(), "hi"));
        assertTrue(err().contains("Unknown option: '--wrkspace'"), err());
        assertEquals(2, run("chat", "--provider", "scripted", "hi"));
        assertTrue(err().contains("Missing required argument (specify one of these): (--workspace=DIR | "
                + "--session=ID)"), err());
        assertEquals(2, run("chat", "--workspace", dir.toString(), "--session", "abcd", "hi"));
        assertEquals(2, run("chat", "--provider", "gemini", "--workspace", dir.toString(), "hi"));
        assertTrue(err().contains("unknown provider 'gemini'"), err());
        assertEquals(2, run("frobnicate"));
        assertTrue(err().contains("Unmatched argument at index 0: 'frobnicate'"), err());
        assertFalse(Files.exists(dir.resolve("data")), "bad arguments open no data folder");
    }

    @Test
    void chatHelpShowsItsOptionsTheGlobalOnesAndTheExitCodes() {
        assertEquals(0, run("chat", "--help"));
        assertTrue(out().contains("Usage: ralph-desk chat") && out().contains("--workspace=DIR")
                && out().contains("--provider=NAME") && out().contains("--data-dir=DIR"), out());
        assertTrue(out().contains("Exit codes:") && out().contains("3   cannot work here"), out());
        assertEquals(0, run("help", "chat"));
        assertTrue(out().contains("Usage: ralph-desk chat"), out());
        assertEquals(0, run("--help", "chat"));
        assertTrue(out().contains("Usage: ralph-desk [") && out().contains("sessions") && out().contains("ralph"),
                out());
        assertFalse(Files.exists(dir.resolve("data")), "help opens no data folder");
    }

    @Test
    void approveHelpSaysWhatRulesWithoutTheFlag() {
        assertEquals(0, run("chat", "--help"));
        String help = out().replaceAll("\\s+", " ");
        assertTrue(help.contains("It rules every session of this run; without it, a session's own mode (chosen "
                + "with /approve or in the window's header), else the approvalMode of settings.json, else auto."),
                out());
    }

    @Test
    void missingWorkspaceOrScenarioIsAnEnvironmentError() throws Exception {
        assertEquals(3, run("chat", "--workspace", dir.resolve("nope").toString(), "--provider", "scripted", "hi"));
        assertTrue(err().contains("does not exist or is not a folder"), err());
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"sequence\": [");
        assertEquals(3, run("chat", "--workspace", dir.toString(), "--scenario", bad.toString(), "hi"));
        assertTrue(err().contains("Invalid scenario " + bad), err());
        assertTrue(!err().contains("\tat "), "no stack traces: " + err());
    }

    @Test
    void anExplicitProviderWithoutItsKeyIsAnEnvironmentErrorNamingTheVariable() {
        assertEquals(3, run("chat", "--workspace", dir.toString(), "--provider", "deepseek", "hi"));
        assertTrue(err().contains("DEEPSEEK_API_KEY"), err());
    }

    @Test
    void aMalformedSettingsFileStopsTheCommandNamingTheFileAndLine() throws Exception {
        Path settings = settings("{\n  \"provider\": \n");
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        assertEquals(3, run("chat", "--workspace", workspace.toString(), "hello"));
        assertTrue(err().startsWith("error: The settings file " + settings + " (line 3"), err());
        assertTrue(err().contains("Object entries.\n"), "a sentence ends with a full stop: " + err());
        assertEquals("", out(), "no turn ran on the offline model");
    }

    @Test
    void headlessNeverFallsBackToTheOfflineModel() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        assertEquals(3, run("chat", "--workspace", workspace.toString(), "hello"));
        assertTrue(err().startsWith("error: No model is configured: choose a provider"), err());
        assertTrue(err().contains("--provider scripted plays the offline demo"), err());

        settings("{\"provider\": \"deepseek\"}");
        assertEquals(3, run("chat", "--workspace", workspace.toString(), "hello"));
        assertTrue(err().contains("DEEPSEEK_API_KEY"), err());

        Path file = settings("{\"provider\": \"custom\", \"model\": \"local\"}");
        assertEquals(3, run("chat", "--workspace", workspace.toString(), "hello"));
        assertTrue(err().contains("needs a base URL: set \"baseUrl\" in " + file), err());

        settings("{\"provider\": \"offline\"}");
        assertEquals(3, run("chat", "--workspace", workspace.toString(), "hello"));
        assertTrue(err().contains("chooses the offline model, which runs headless only when asked for"), err());
        assertEquals("", out(), "no turn ran: " + out());
        assertEquals(0, run("sessions", "list"), "a command that needs no model still works: " + err());
    }

    @Test
    void theScriptedModelWithoutAScenarioPlaysTheDemo() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        assertEquals(0, run("chat", "--workspace", workspace.toString(), "--provider", "scripted", "hello"), err());
        assertTrue(out().contains("offline demo model"), out());
    }

    private Path settings(String json) throws Exception {
        Path config = Files.createDirectories(dir.resolve("config/ralph-desk"));
        return Files.writeString(config.resolve("settings.json"), json);
    }

    @Test
    void approvalModeIsValidatedAndAskWithoutATerminalDenies() throws Exception {
        assertEquals(2, run("chat", "--workspace", dir.toString(), "--approve", "sometimes", "hi"));
        assertTrue(err().contains("--approve takes read-only, ask, auto-edit or auto, got 'sometimes'"), err());
        assertFalse(Files.exists(dir.resolve("data")), "a bad value opens no data folder");
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        Path scenario = dir.resolve("s.json");
        Files.writeString(scenario, """
                {"sequence": [
                  {"toolCalls": [{"name": "shell", "arguments": {"command": "touch made-it"}}]},
                  {"text": "ok"}
                ]}
                """);
        assertEquals(0, run("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(),
                "--approve", "ask", "go"));
        assertTrue(out().contains("denied"), out());
        assertTrue(!Files.exists(workspace.resolve("made-it")), "a denied command must not run");
    }

    @Test
    void theHeadlessDefaultIsAutoUnlessTheSettingsNameAModeAndNoSandboxIsSaidOnStandardError() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        Path config = Files.createDirectories(dir.resolve("config/ralph-desk"));
        try (WireServer server = new WireServer()) {
            String provider = "\"provider\": \"custom\", \"baseUrl\": \"" + server.base() + "/v1\", \"model\": \"m\"";
            for (int i = 0; i < 3; i++) {
                server.enqueue(OpenAiScript.shell("c" + i, "touch made-it"), OpenAiScript.text("ok"));
            }
            Files.writeString(config.resolve("settings.json"), "{" + provider + "}");
            assertEquals(0, run("chat", "--workspace", workspace.toString(), "go"));
            assertTrue(Files.exists(workspace.resolve("made-it")), "auto by default: " + out());
            assertTrue(!err().contains("no sandbox"), "bwrap works here: " + err());

            Files.delete(workspace.resolve("made-it"));
            Files.writeString(config.resolve("settings.json"), "{" + provider + ", \"approvalMode\": \"ask\", "
                    + "\"sandbox\": \"off\"}");
            assertEquals(0, run("chat", "--workspace", workspace.toString(), "go"));
            assertTrue(!Files.exists(workspace.resolve("made-it")), "the settings' ask mode applies headless");
            assertEquals(List.of("warning: no sandbox: it is off in the settings (\"sandbox\": \"off\"); shell "
                    + "commands run with your full access"), err().lines().toList());

            assertEquals(0, run("chat", "--workspace", workspace.toString(), "--approve", "auto", "go"));
            assertTrue(Files.exists(workspace.resolve("made-it")), "--approve wins over the settings");
        }
    }

    @Test
    void chatPersistsToTheDataFolderAndSessionsCanListShowAndContinueIt() throws Exception {
        Path workspace = Files.createDirectory(dir.resolve("ws"));
        Path scenario = dir.resolve("s.json");
        Files.writeString(scenario, "{\"fallback\": {\"text\": \"noted\"}}");
        assertEquals(0, run("chat", "--workspace", workspace.toString(), "--scenario", scenario.toString(), "first"));
        String id = out().lines().filter(l -> l.startsWith("session ")).findFirst().orElseThrow().split(" ")[1];
        assertTrue(Files.exists(dir.resolve("data/ralph-desk.db")));
        assertEquals(0, run("chat", "--session", id.substring(0, 8), "--scenario", scenario.toString(), "second"));
        out.reset();
        assertEquals(0, run("sessions", "list"));
        assertTrue(out().contains(id.substring(0, 8)), out());
        out.reset();
        assertEquals(0, run("sessions", "show", id));
        assertTrue(out().contains("first") && out().contains("second") && out().contains("noted"), out());
        assertEquals(2, run("sessions", "fork", id));
        assertEquals(2, run("sessions", "show", "ffffffff-no-such"));
        assertEquals(2, run("chat", "--session", "ffffffff", "--scenario", scenario.toString(), "third"));
        assertTrue(err().contains("no session matches 'ffffffff'"), err());
    }
}
