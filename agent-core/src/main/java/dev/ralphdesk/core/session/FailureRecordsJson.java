package dev.ralphdesk.core.session;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.ralphdesk.core.effect.ApprovalGrant;
import dev.ralphdesk.core.session.event.ApprovalGranted;
import dev.ralphdesk.core.session.event.ApprovalModeChosen;
import dev.ralphdesk.core.session.event.NoticePosted;
import java.io.IOException;

/**
 * The JSON of the records a turn writes on its way to failing or being asked — a notice (a model call
 * retried, a warning), an "Allow for this session" and a chosen approval mode — field by field, as the
 * project's mapper writes them (components in order, nulls left out, a grant's scope by its id). Without
 * them a new chat whose model call fails (a bad key, a 429, no network) makes the mapper for its first
 * retry notice: ~275 classes from the jars, ~120 ms of CPU, on a command otherwise kept off the mapper.
 * Reading them back stays where it was.
 */
final class FailureRecordsJson {
    private FailureRecordsJson() {
    }

    /** Writes the fields of {@code event} if it is one of these records; whether it was. */
    static boolean fields(JsonGenerator json, SessionEvent event) throws IOException {
        if (event instanceof NoticePosted notice) {
            json.writeStringField("kind", notice.kind());
            json.writeStringField("code", notice.code());
            json.writeArrayFieldStart("args");
            for (String arg : notice.args()) {
                json.writeString(arg);
            }
            json.writeEndArray();
            json.writeStringField("text", notice.text());
        } else if (event instanceof ApprovalGranted granted) {
            granted(json, granted);
        } else if (event instanceof ApprovalModeChosen chosen) {
            json.writeStringField("mode", chosen.mode());
        } else {
            return false;
        }
        return true;
    }

    private static void granted(JsonGenerator json, ApprovalGranted granted) throws IOException {
        json.writeStringField("scope", granted.scope());
        json.writeStringField("asker", granted.asker());
        if (granted.runId() != null) {
            json.writeStringField("runId", granted.runId());
        }
        if (granted.round() != null) {
            json.writeNumberField("round", granted.round().intValue());
        }
        ApprovalGrant grant = granted.grant();
        json.writeObjectFieldStart("grant");
        json.writeStringField("scope", grant.scope().id());
        if (grant.tool() != null) {
            json.writeStringField("tool", grant.tool());
        }
        if (grant.subject() != null) {
            json.writeStringField("subject", grant.subject());
        }
        if (grant.protectedTarget() != null) {
            json.writeStringField("protectedTarget", grant.protectedTarget());
        }
        json.writeEndObject();
    }
}
