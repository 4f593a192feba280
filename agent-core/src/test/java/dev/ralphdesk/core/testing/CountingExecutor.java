package dev.ralphdesk.core.testing;

import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An executor that knows how many of its tasks have not finished. A task that submits another
 * counts it before it ends itself, so the count reaches zero only when the work is drained.
 */
public final class CountingExecutor extends AbstractExecutorService {
    private final ExecutorService delegate;
    private final AtomicInteger unfinished = new AtomicInteger();

    public CountingExecutor(ExecutorService delegate) {
        this.delegate = delegate;
    }

    @Override
    public void execute(Runnable task) {
        unfinished.incrementAndGet();
        try {
            delegate.execute(() -> {
                try {
                    task.run();
                } finally {
                    unfinished.decrementAndGet();
                }
            });
        } catch (RejectedExecutionException e) {
            unfinished.decrementAndGet();
            throw e;
        }
    }

    /** Tasks submitted and not yet finished. */
    public int unfinished() {
        return unfinished.get();
    }

    @Override
    public void shutdown() {
        delegate.shutdown();
    }

    @Override
    public List<Runnable> shutdownNow() {
        return delegate.shutdownNow();
    }

    @Override
    public boolean isShutdown() {
        return delegate.isShutdown();
    }

    @Override
    public boolean isTerminated() {
        return delegate.isTerminated();
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        return delegate.awaitTermination(timeout, unit);
    }
}
