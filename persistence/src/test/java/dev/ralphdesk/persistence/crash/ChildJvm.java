package dev.ralphdesk.persistence.crash;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/** One {@link AppendForever} process and what it has reported on stdout. */
public final class ChildJvm {
    private final Process process;
    private final CountDownLatch warm = new CountDownLatch(1);
    private final CountDownLatch firstSeq = new CountDownLatch(1);
    private final AtomicLong lastReported = new AtomicLong(0);
    private final StringBuilder other = new StringBuilder();
    private final Thread pump;

    private ChildJvm(Process process) {
        this.process = process;
        this.pump = new Thread(this::readOutput, "crash-child-stdout");
        pump.setDaemon(true);
        pump.start();
    }

    public static ChildJvm start(List<String> javaCommand, Path folder) throws IOException {
        List<String> command = new ArrayList<>(javaCommand);
        command.add(AppendForever.class.getName());
        command.add(folder.toString());
        return new ChildJvm(new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start());
    }

    private void readOutput() {
        try (BufferedReader lines = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = lines.readLine()) != null) {
                if (line.matches("[0-9]+")) {
                    lastReported.set(Long.parseLong(line));
                    firstSeq.countDown();
                } else if (line.equals("warm")) {
                    warm.countDown();
                } else if (!line.equals("ready")) {
                    synchronized (other) {
                        other.append(line).append('\n');
                    }
                }
            }
        } catch (IOException e) {
            // the process was killed; what was read so far stands
        }
    }

    public void awaitWarm() throws InterruptedException {
        await(warm, "to load its classes");
    }

    /** Lets the child open the store and start appending to {@code sessionId}. */
    public void go(String sessionId) throws IOException {
        OutputStream in = process.getOutputStream();
        in.write((sessionId + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    public void awaitFirstSeq() throws InterruptedException {
        await(firstSeq, "to commit its first event");
    }

    private void await(CountDownLatch latch, String what) throws InterruptedException {
        if (!latch.await(60, TimeUnit.SECONDS) || !process.isAlive() && latch.getCount() > 0) {
            throw new AssertionError("the child did not manage " + what + "; exit " + exitText() + "; output: "
                    + otherOutput());
        }
    }

    /** SIGKILL, then waits until the process is gone and its last output has been read. */
    public long kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
        pump.join(10_000);
        return lastReported.get();
    }

    String otherOutput() {
        synchronized (other) {
            return other.toString();
        }
    }

    private String exitText() {
        return process.isAlive() ? "still running" : String.valueOf(process.exitValue());
    }
}
