package dev.ralphdesk.core.plugin;

import dev.ralphdesk.core.session.SessionLog;
import java.util.List;

/**
 * A plugin's check of a session log it owns records in (e.g. the goal fold). Each problem it
 * returns is a warning that makes the session read-only, like a malformed record does; it should
 * name the bad record. Must not write anything and must not throw for bad data.
 */
@FunctionalInterface
public interface SessionValidator {

    List<String> validate(SessionLog log);
}
