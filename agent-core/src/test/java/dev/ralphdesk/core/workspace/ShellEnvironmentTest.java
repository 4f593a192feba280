package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.approval.ProtectedPaths;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.sandbox.ShellEnvironment;
import dev.ralphdesk.core.sandbox.SandboxMode;
import dev.ralphdesk.core.settings.KeySource;
import dev.ralphdesk.core.settings.Settings;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The shell's environment is an allowlist: a table of secret-looking variables planted in the
 * process environment, and {@code env} run by the real shell shows none of them; the standard
 * variables and the names the settings add pass, but never the key's variable nor
 * {@code RALPH_DESK_HOME}, even when the settings name them.
 */
class ShellEnvironmentTest {
    private static final Duration MINUTE = Duration.ofMinutes(1);
    @TempDir
    Path folder;

    /** Secret-looking names a machine may hold; none is standard, so none may reach the shell. */
    static Stream<String> planted() {
        return Stream.of("MY_KEY", "AWS_SECRET_ACCESS_KEY", "AWS_ACCESS_KEY_ID", "DATABASE_PASSWORD", "GITHUB_PAT",
                "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "DEEPSEEK_API_KEY", "GH_TOKEN", "NPM_TOKEN", "PGPASSWORD",
                "SLACK_WEBHOOK_URL", "DOCKER_AUTH_CONFIG", "RALPH_DESK_HOME", "XDG_CONFIG_HOME", "SSH_AUTH_SOCK");
    }

    private static Map<String, String> environment() {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("PATH", System.getenv("PATH"));
        env.put("HOME", "/home/ada");
        env.put("LANG", "C.UTF-8");
        env.put("LC_ALL", "C.UTF-8");
        env.put("USER", "ada");
        env.put("JAVA_HOME", "/opt/jdk-17");
        planted().forEach(name -> env.put(name, "planted-" + name.toLowerCase() + "-value"));
        return env;
    }

    private String env(BashCommandRunner runner) {
        CommandOutcome outcome = runner.run(folder, "env", MINUTE, CancellationToken.none());
        assertTrue(outcome.passed(), outcome.output());
        return outcome.output();
    }

    @ParameterizedTest(name = "{0} is not in env")
    @MethodSource("planted")
    void aPlantedSecretNeverReachesTheShell(String name) {
        String shown = env(new BashCommandRunner(ShellEnvironmentTest::environment));

        assertFalse(shown.contains(name + "="), () -> name + " reached the shell: " + shown);
        assertFalse(shown.contains("planted-" + name.toLowerCase()), shown);
    }

    @Test
    void theStandardVariablesPass() {
        String shown = env(new BashCommandRunner(ShellEnvironmentTest::environment));

        for (String line : List.of("HOME=/home/ada", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "USER=ada")) {
            assertTrue(shown.lines().anyMatch(line::equals), () -> line + " missing: " + shown);
        }
        assertFalse(shown.contains("JAVA_HOME"), shown);
    }

    @Test
    void namesTheSettingsAddPassButNeverTheKeyVariableNorTheDataFolderVariable() {
        Settings settings = new Settings("openai", null, null, KeySource.env("MY_KEY"), null, null, null, null,
                SandboxMode.OFF, false, List.of("JAVA_HOME", "MY_KEY", "RALPH_DESK_HOME", "GITHUB_PAT"));
        BashCommandRunner runner = new BashCommandRunner(settings.shellSetup(environment()),
                ProtectedPaths.WORKSPACE_ONLY);

        String shown = env(runner);

        assertTrue(shown.lines().anyMatch("JAVA_HOME=/opt/jdk-17"::equals), shown);
        assertTrue(shown.lines().anyMatch("GITHUB_PAT=planted-github_pat-value"::equals),
                "a variable the person names on purpose passes: " + shown);
        assertFalse(shown.contains("MY_KEY"), shown);
        assertFalse(shown.contains("RALPH_DESK_HOME"), shown);
    }

    @Test
    void thePresetsKeyVariableIsTheKeyVariableWhenTheSettingsNameNone() {
        Settings settings = new Settings("deepseek", null, null, null, null, null, null, null, SandboxMode.OFF, false,
                List.of("DEEPSEEK_API_KEY"));

        assertEquals(List.of("DEEPSEEK_API_KEY"), settings.keyVariable().stream().toList());
        assertFalse(env(new BashCommandRunner(settings.shellSetup(environment()), ProtectedPaths.WORKSPACE_ONLY))
                .contains("DEEPSEEK_API_KEY"));
    }

    @Test
    void theSettingsShellChoosesItsVariablesOnceAndEveryCommandGetsThem() {
        Settings settings = new Settings("openai", null, null, KeySource.env("MY_KEY"), null, null, null, null,
                SandboxMode.OFF, false, List.of("JAVA_HOME"));
        Map<String, String> source = environment();
        ShellEnvironment shell = settings.shellSetup(source).environment();
        Map<String, String> first = shell.variables();
        source.put("PATH", "/changed");

        assertSame(first, shell.variables());
        assertEquals("/opt/jdk-17", first.get("JAVA_HOME"));
        assertFalse(first.containsKey("MY_KEY"));
        assertEquals(ShellEnvironment.standard(ShellEnvironmentTest::environment).variables().get("PATH"),
                first.get("PATH"));
    }
}
