package dev.ralphdesk.app.bench;

/**
 * When a thread of a given name that someone else starts (the window's {@code ralph-desk-start-up},
 * which composes the services) ended, for the start-up probe: a daemon thread looks for it among its
 * group's threads every millisecond, then waits for its end.
 */
final class ThreadEnd {
    private volatile long endedAt;

    private ThreadEnd() {
    }

    /** Starts watching for a thread named {@code name} in the calling thread's group. */
    static ThreadEnd of(String name) {
        ThreadEnd end = new ThreadEnd();
        ThreadGroup group = Thread.currentThread().getThreadGroup();
        Thread watch = new Thread(() -> {
            try {
                Thread found = null;
                for (int tries = 0; found == null && tries < 30_000; tries++) {
                    Thread[] threads = new Thread[group.activeCount() + 8];
                    int count = group.enumerate(threads);
                    for (int i = 0; i < count && found == null; i++) {
                        found = threads[i].getName().equals(name) ? threads[i] : null;
                    }
                    if (found == null) {
                        Thread.sleep(1);
                    }
                }
                if (found != null) {
                    found.join();
                    end.endedAt = System.currentTimeMillis();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "probe-thread-end");
        watch.setDaemon(true);
        watch.start();
        return end;
    }

    /** Milliseconds since the epoch at its end; 0 while it runs or was not seen. */
    long endedAt() {
        return endedAt;
    }
}
