package dev.ralphdesk.app.log;

import dev.ralphdesk.core.agent.TurnOutcome;
import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.session.InputOrigin;
import java.util.function.Consumer;

/**
 * What the agents do, for the log file: turns started (by whom) and finished (outcome with its
 * error code, steps), and notices (provider retries with their classified reason, warnings,
 * stops). Never the conversation itself. Logged at INFO, so a headless command's terminal stays quiet.
 */
public final class ActivityLog implements Consumer<AgentEvent> {
    /** A longer outcome message or notice is cut. */
    static final int MAX_TEXT = 500;
    private static final System.Logger LOG = System.getLogger(ActivityLog.class.getName());

    @Override
    public void accept(AgentEvent event) {
        if (event instanceof AgentEvent.TurnStarted started) {
            info("session " + started.sessionId() + ": turn " + started.turnId() + " started ("
                    + origin(started.origin()) + ")");
        } else if (event instanceof AgentEvent.TurnFinished finished) {
            TurnOutcome outcome = finished.outcome();
            String why = outcome.kind() == TurnOutcome.Kind.COMPLETED || outcome.message().isBlank() ? ""
                    : ": " + cut(outcome.message());
            info("session " + finished.sessionId() + ": turn " + finished.turnId() + " finished " + outcome.label()
                    + ", steps " + finished.steps() + why);
        } else if (event instanceof AgentEvent.Notice notice) {
            info("session " + notice.sessionId() + ": " + notice.kind() + ": " + cut(notice.text()));
        }
    }

    private static void info(String message) {
        LOG.log(System.Logger.Level.INFO, message);
    }

    private static String origin(InputOrigin origin) {
        if (origin instanceof InputOrigin.Goal goal) {
            return "goal round " + goal.round();
        }
        return origin instanceof InputOrigin.Human ? "human" : "system";
    }

    private static String cut(String text) {
        String line = text.strip().replace('\n', ' ');
        return line.length() <= MAX_TEXT ? line : line.substring(0, MAX_TEXT) + "…";
    }
}
