package dev.ralphdesk.ralph.cli;

import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.control.ControlReply;
import dev.ralphdesk.core.control.ControlVerb;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.ralph.RalphException;
import dev.ralphdesk.ralph.service.RalphService;

/**
 * The Ralph verb another process's {@code ralph cancel RUN} sends to the Ralph Desk that owns the data
 * folder: {@code ralph.cancel} with {@code run} (the full id).
 */
public final class RalphControl {
    private RalphControl() {
    }

    public static void install(PluginContext context, RalphService service) {
        context.addControlVerb("ralph.cancel", ControlVerb.answering(request -> {
            String run = request.required("run");
            try {
                return ControlReply.ok(cancelled(run, service.cancelByPerson(run)));
            } catch (RalphException e) {
                return ControlReply.refused(ExitCode.FAILED, e.code().name(), e.getMessage());
            }
        }));
    }

    /** What {@code ralph cancel} says it did. */
    static String cancelled(String run, boolean going) {
        return going ? "Cancelling Ralph run " + run + "; it ends cancelled once its round has stopped."
                : "Cancelled the interrupted Ralph run " + run + "; it will not be offered for resuming.";
    }
}
