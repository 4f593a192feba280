package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.session.LoggedEvent;
import dev.ralphdesk.ralph.run.RalphEvent;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/** Hands each Ralph event, once it is committed, to the listeners of its run (plain Java, any thread). */
public final class RunBroadcast {
    private static final System.Logger LOG = JulLogger.of(RunBroadcast.class);
    private final Map<String, List<Consumer<LoggedEvent>>> listeners = new ConcurrentHashMap<>();

    public AutoCloseable subscribe(String runId, Consumer<LoggedEvent> listener) {
        listeners.computeIfAbsent(runId, key -> new CopyOnWriteArrayList<>()).add(listener);
        return () -> listeners.computeIfPresent(runId, (key, list) -> {
            list.remove(listener);
            return list.isEmpty() ? null : list;
        });
    }

    void publish(LoggedEvent logged) {
        RalphEvent event = (RalphEvent) logged.event();
        for (Consumer<LoggedEvent> listener : listeners.getOrDefault(event.runId(), List.of())) {
            try {
                listener.accept(logged);
            } catch (RuntimeException e) {
                // a listener (e.g. the UI) never fails the run that is telling it
                LOG.log(System.Logger.Level.WARNING, "a listener of Ralph run " + event.runId() + " failed", e);
            }
        }
    }
}
