package dev.ralphdesk.core.session;

import java.util.List;
import java.util.Objects;

/**
 * A session read back from its store: the decoded events in seq order, how many records of
 * unknown types were skipped, and warnings for malformed records. A session with any warning is
 * read-only: the person can look at it, nothing appends to it.
 */
public record SessionLog(SessionInfo info, List<LoggedEvent> events, int skippedUnknown, List<String> warnings) {
    public SessionLog {
        Objects.requireNonNull(info, "info");
        events = List.copyOf(events);
        warnings = List.copyOf(warnings);
    }

    public boolean readOnly() {
        return !warnings.isEmpty();
    }

    public long lastSeq() {
        return events.isEmpty() ? 0 : events.get(events.size() - 1).seq();
    }
}
