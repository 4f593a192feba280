package dev.ralphdesk.core.workspace;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** A process standing in for a started one: all of it the started one's, but for what a test overrides. */
abstract class StandInProcess extends Process {
    private final Process process;

    StandInProcess(Process process) {
        this.process = process;
    }

    @Override
    public OutputStream getOutputStream() {
        return process.getOutputStream();
    }

    @Override
    public InputStream getInputStream() {
        return process.getInputStream();
    }

    @Override
    public InputStream getErrorStream() {
        return process.getErrorStream();
    }

    @Override
    public int waitFor() throws InterruptedException {
        return process.waitFor();
    }

    @Override
    public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        return process.waitFor(timeout, unit);
    }

    @Override
    public int exitValue() {
        return process.exitValue();
    }

    @Override
    public boolean isAlive() {
        return process.isAlive();
    }

    @Override
    public CompletableFuture<Process> onExit() {
        return process.onExit().thenApply(ended -> this);
    }

    @Override
    public void destroy() {
        process.destroy();
    }

    @Override
    public Process destroyForcibly() {
        process.destroyForcibly();
        return this;
    }

    @Override
    public ProcessHandle toHandle() {
        return process.toHandle();
    }

    @Override
    public long pid() {
        return process.pid();
    }
}
