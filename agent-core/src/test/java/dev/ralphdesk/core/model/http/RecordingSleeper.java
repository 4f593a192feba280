package dev.ralphdesk.core.model.http;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.Sleeper;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A sleeper that records each wait and returns at once. */
public final class RecordingSleeper implements Sleeper {
    private final List<Duration> waits = new CopyOnWriteArrayList<>();

    @Override
    public void sleep(Duration wait, CancellationToken cancel) {
        waits.add(wait);
        cancel.throwIfCancelled();
    }

    public List<Duration> waits() {
        return List.copyOf(waits);
    }
}
