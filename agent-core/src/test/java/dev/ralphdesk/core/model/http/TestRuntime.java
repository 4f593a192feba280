package dev.ralphdesk.core.model.http;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** An {@link HttpRuntime} for tests: a fixed clock, a recording sleeper, fixed jitter, a captured log. */
public final class TestRuntime {
    public static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");
    public final RecordingSleeper sleeper = new RecordingSleeper();
    public final List<String> warnings = new CopyOnWriteArrayList<>();
    public final HttpRuntime runtime;

    public TestRuntime(double jitter) {
        runtime = new HttpRuntime(Clock.fixed(NOW, ZoneOffset.UTC), sleeper, () -> jitter, warnings::add);
    }

    public TestRuntime() {
        this(0.0);
    }
}
