package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.session.DecodedEvent;
import dev.ralphdesk.core.session.EventCatalog;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Decodes stored records in batches on spare cores while the reading thread keeps reading, then
 * hands them out in seq order. The first batch is small and each next one twice as large (up to
 * {@value #BATCH}), so a worker starts decoding early in a short read (a resumed session's window,
 * ~600 records) and a long one still goes in large batches. The reading thread decodes any batch no
 * worker has taken, so this never waits on a busy pool and works with no spare core at all. Decoding
 * is pure (the catalog), so the result is the same as decoding one by one.
 */
final class BatchDecoder {
    private static final int FIRST_BATCH = 64;
    private static final int BATCH = 512;
    private final EventCatalog catalog;
    private final Executor executor;
    private final List<Batch> batches = new ArrayList<>();
    private Batch current = new Batch(FIRST_BATCH);

    interface Visitor {
        void visit(long seq, Instant time, DecodedEvent decoded);
    }

    BatchDecoder(EventCatalog catalog, Executor executor) {
        this.catalog = catalog;
        this.executor = executor;
    }

    void add(long seq, long timeMicros, String type, int version, String payload) {
        current.add(seq, timeMicros, type, version, payload);
        if (current.size == current.seqs.length) {
            submit(current);
            current = new Batch(Math.min(BATCH, current.size * 2));
        }
    }

    /**
     * Visits every record added, in the order added. This thread first decodes the batches no worker
     * has started, newest first (a worker takes them oldest first), then waits for the others.
     */
    void visitInOrder(Visitor visitor) throws InterruptedException {
        if (current.size > 0) {
            batches.add(current);
        }
        for (int i = batches.size() - 1; i >= 0; i--) {
            batches.get(i).decode(catalog);
        }
        for (Batch batch : batches) {
            batch.done.await();
            batch.visit(visitor);
        }
    }

    private void submit(Batch batch) {
        batches.add(batch);
        try {
            executor.execute(() -> batch.decode(catalog));
        } catch (RejectedExecutionException e) {
            // decoded on the reading thread instead
        }
    }

    private static final class Batch {
        final long[] seqs;
        final long[] times;
        final String[] types;
        final int[] versions;
        final String[] payloads;
        final DecodedEvent[] decoded;
        final AtomicBoolean claimed = new AtomicBoolean();
        final CountDownLatch done = new CountDownLatch(1);
        RuntimeException failure;
        int size;

        Batch(int capacity) {
            seqs = new long[capacity];
            times = new long[capacity];
            types = new String[capacity];
            versions = new int[capacity];
            payloads = new String[capacity];
            decoded = new DecodedEvent[capacity];
        }

        void add(long seq, long time, String type, int version, String payload) {
            seqs[size] = seq;
            times[size] = time;
            types[size] = type;
            versions[size] = version;
            payloads[size] = payload;
            size++;
        }

        void decode(EventCatalog catalog) {
            if (!claimed.compareAndSet(false, true)) {
                return;
            }
            try {
                for (int i = 0; i < size; i++) {
                    decoded[i] = catalog.decode(types[i], versions[i], payloads[i]);
                    payloads[i] = null;
                }
            } catch (RuntimeException e) {
                failure = e;
            } finally {
                done.countDown();
            }
        }

        void visit(Visitor visitor) {
            if (failure != null) {
                throw failure;
            }
            for (int i = 0; i < size; i++) {
                visitor.visit(seqs[i], Stamps.toInstant(times[i]), decoded[i]);
            }
        }
    }
}
