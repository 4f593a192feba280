package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.session.SessionEvent;
import java.util.Map;
import java.util.Objects;

/**
 * The person chose the approval mode of a chat ({@code read-only}, {@code ask}, {@code auto-edit},
 * {@code auto}): from now on its questions, and those of its goal and Ralph rounds, are ruled by it.
 * It sets the session index's {@code approvalMode} column, which the approval policy reads at each
 * question; a fork copies the record and the column, so it keeps the mode. The mode is its wire name:
 * this package knows no approval types; a name the build does not know makes the session read-only
 * (the {@code approval-mode} fold).
 */
public record ApprovalModeChosen(String mode) implements SessionEvent {
    public static final String TYPE = "approval/mode";
    /** The index column that holds a session's chosen mode. */
    public static final String COLUMN = "approvalMode";

    public ApprovalModeChosen {
        Objects.requireNonNull(mode, "mode");
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public Map<String, String> indexColumns() {
        return Map.of(COLUMN, mode);
    }
}
