package dev.ralphdesk.goal.cli;

import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.control.ControlException;
import dev.ralphdesk.core.control.ControlReply;
import dev.ralphdesk.core.control.ControlRequest;
import dev.ralphdesk.core.control.ControlVerb;
import dev.ralphdesk.core.harness.PluginContext;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionStore;
import dev.ralphdesk.goal.command.GoalStatusText;
import dev.ralphdesk.goal.domain.GoalRef;
import dev.ralphdesk.goal.service.GoalResult;
import dev.ralphdesk.goal.service.GoalService;
import dev.ralphdesk.goal.service.GoalView;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * The goal verbs another process's {@code goal status|pause|resume|clear --session ID} sends to the
 * Ralph Desk that owns the data folder: {@code goal.status}, {@code goal.pause}, {@code goal.resume},
 * {@code goal.clear}, each with {@code session} (the full id) and an optional {@code revision}. They
 * answer with the goal's status as {@code goal status} prints it, or refuse with the goal's error code.
 */
public final class GoalControl {
    private final GoalService service;
    private final SessionStore store;

    private GoalControl(GoalService service, SessionStore store) {
        this.service = service;
        this.store = store;
    }

    /** Registers the goal's verbs. */
    public static void install(PluginContext context, GoalService service) {
        GoalControl control = new GoalControl(service, context.sessions());
        Map<String, BiFunction<SessionId, GoalRef, GoalResult>> verbs = Map.of(
                "goal.pause", service::pause, "goal.resume", service::resume, "goal.clear", service::clear);
        verbs.forEach((name, verb) -> context.addControlVerb(name, ControlVerb.answering(request -> {
            SessionId session = control.session(request);
            return control.reply(verb.apply(session, expected(service, session, revision(request))));
        })));
        context.addControlVerb("goal.status", ControlVerb.answering(request -> ControlReply.ok(
                GoalStatusText.render(service.view(control.session(request))))));
    }

    /**
     * The goal revision the caller saw, for the compare-and-set of a verb (null: whatever is current);
     * a session without a goal gets a reference no goal has, so the verb is refused as stale.
     */
    static GoalRef expected(GoalService service, SessionId session, Long revision) {
        if (revision == null) {
            return null;
        }
        GoalView view = service.view(session);
        return new GoalRef(view.hasGoal() ? view.goal().id() : "none", revision);
    }

    private SessionId session(ControlRequest request) {
        String id = request.required("session");
        SessionId session;
        try {
            session = new SessionId(id);
        } catch (IllegalArgumentException e) {
            throw new ControlException("bad-request", "not a session id: " + id);
        }
        if (store.info(session).isEmpty()) {
            throw new ControlException("no-session", "there is no session " + id);
        }
        return session;
    }

    private static Long revision(ControlRequest request) {
        String text = request.arg("revision").orElse(null);
        if (text == null) {
            return null;
        }
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new ControlException("bad-request", "a revision is a whole number, not " + text);
        }
    }

    private ControlReply reply(GoalResult result) {
        if (result instanceof GoalResult.Failed failed) {
            return ControlReply.refused(ExitCode.FAILED, failed.code().name(), failed.message());
        }
        return ControlReply.ok(GoalStatusText.render(((GoalResult.Ok) result).view()));
    }
}
