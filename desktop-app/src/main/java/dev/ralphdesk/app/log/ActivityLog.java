package dev.ralphdesk.app.log;

import dev.ralphdesk.core.event.AgentEvent;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.SessionEvent;
import dev.ralphdesk.core.session.event.NoticePosted;
import dev.ralphdesk.core.session.event.TurnFinished;
import dev.ralphdesk.core.session.event.TurnOutcome;
import dev.ralphdesk.core.session.event.TurnStarted;
import java.util.function.Consumer;

/**
 * What the agents do, for the log file: turns started (by whom) and finished (outcome with its
 * error code, steps), and notices (provider retries with their classified reason, warnings,
 * stops). Never the conversation itself. Logged at INFO, so a headless command's terminal stays quiet.
 */
public final class ActivityLog implements Consumer<AgentEvent> {
    /** A longer outcome message or notice is cut. */
    static final int MAX_TEXT = 500;
    private static final System.Logger LOG = JulLogger.of(ActivityLog.class);

    @Override
    public void accept(AgentEvent live) {
        if (!(live instanceof AgentEvent.Committed committed)) {
            return;
        }
        SessionEvent event = committed.event();
        String session = "session " + committed.sessionId() + ": ";
        if (event instanceof TurnStarted started) {
            info(session + "turn " + started.turnId() + " started (" + origin(started.origin()) + ")");
        } else if (event instanceof TurnFinished finished) {
            TurnOutcome outcome = finished.outcome();
            String why = outcome.kind() == TurnOutcome.Kind.COMPLETED || outcome.message().isBlank() ? ""
                    : ": " + cut(outcome.message());
            info(session + "turn " + finished.turnId() + " finished " + outcome.label() + cause(outcome) + ", steps "
                    + finished.steps() + why);
        } else if (event instanceof NoticePosted notice) {
            info(session + notice.kind() + ": " + cut(notice.text()));
        }
    }

    /** The reason of a cancelled turn ({@code (person)}), which the label leaves out. */
    private static String cause(TurnOutcome outcome) {
        return outcome.cancelReason().map(reason -> " (" + reason.wire() + ")").orElse("");
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
