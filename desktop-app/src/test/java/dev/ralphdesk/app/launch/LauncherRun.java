package dev.ralphdesk.app.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** One run of a program in a child process with a given environment: exit code and what it printed. */
public record LauncherRun(int exitCode, String out, String err) {

    /** Runs {@code command} in {@code dir} with only {@code env} (plus PATH, LANG and JAVA_HOME) set. */
    public static LauncherRun of(Path dir, Map<String, String> env, List<String> command) throws IOException,
            InterruptedException {
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(command)).directory(dir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.from(
                        Path.of("/dev/null").toFile()));
        Map<String, String> environment = builder.environment();
        String path = environment.get("PATH");
        String javaHome = environment.get("JAVA_HOME");
        environment.clear();
        environment.put("PATH", path == null ? "/usr/bin:/bin" : path);
        environment.put("LANG", "C.UTF-8");
        if (javaHome != null) {
            environment.put("JAVA_HOME", javaHome);
        }
        environment.putAll(env);
        Process process = builder.start();
        if (!process.waitFor(3, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IllegalStateException(command + " did not finish within 3 minutes");
        }
        return new LauncherRun(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    @Override
    public String toString() {
        return "exit " + exitCode + "\n--- out:\n" + out + "--- err:\n" + err;
    }
}
