package dev.ralphdesk.core.workspace;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ralphdesk.core.approval.ApprovalPolicy;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.tool.ToolContext;
import dev.ralphdesk.core.tool.Workspace;
import dev.ralphdesk.core.verify.EvidenceLedger;
import java.util.Set;

/** Builds tool contexts and argument objects for the workspace tool tests. */
final class ToolFixture {
    private ToolFixture() {
    }

    static ToolContext context(Workspace workspace) {
        return context(workspace, CancellationToken.none(), ApprovalPolicy.auto());
    }

    static ToolContext context(Workspace workspace, CancellationToken cancel, ApprovalPolicy approval) {
        return new ToolContext(SessionLineage.chat(new SessionId("s-1")), workspace, "turn-1", "call-1", InputOrigin.human(), cancel,
                approval, new EvidenceLedger(Set.of("shell")));
    }

    /** Arguments from name/value pairs; values may be strings, numbers or booleans. */
    static ObjectNode args(Object... namesAndValues) {
        ObjectNode node = Json.object();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            String name = (String) namesAndValues[i];
            Object value = namesAndValues[i + 1];
            if (value instanceof String text) {
                node.put(name, text);
            } else if (value instanceof Integer number) {
                node.put(name, number);
            } else if (value instanceof Boolean flag) {
                node.put(name, flag);
            } else {
                throw new IllegalArgumentException("unsupported argument value " + value);
            }
        }
        return node;
    }
}
