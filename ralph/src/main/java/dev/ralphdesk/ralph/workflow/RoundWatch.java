package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.model.Usage;
import dev.ralphdesk.core.plugin.AgentHandle;
import dev.ralphdesk.core.plugin.TurnContext;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.session.SessionId;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Watches the child of each running round through the turn hooks: adds up the tokens and cost its
 * model calls report (and tells the round's {@link RoundStop}, which checks the budgets), and passes
 * the round's stop (with its reason) to the child at once, so no model request starts after it — a
 * running turn is cancelled when the round stops, and a turn that starts after that is cancelled
 * before its first model call. A turn still queued is refused at admission by {@link RoundRunner}.
 */
public final class RoundWatch implements TurnHook {
    private final Map<SessionId, Round> rounds = new ConcurrentHashMap<>();

    /** Starts watching the child of a round; closing the result stops it. */
    Round watch(AgentHandle child, RoundStop stop) {
        Round round = new Round(child, stop);
        rounds.put(child.sessionId(), round);
        return round;
    }

    @Override
    public void beforeTurn(TurnContext turn) {
        Round round = rounds.get(turn.agent().sessionId());
        if (round != null && round.stop.fired()) {
            turn.agent().cancel(round.stop.token().reason());
        }
    }

    @Override
    public void afterModelCall(TurnContext turn, Usage usage, Double costUsd) {
        Round round = rounds.get(turn.agent().sessionId());
        if (round != null) {
            round.add(usage, costUsd);
        }
    }

    /** One watched round: what its child spent so far. */
    final class Round implements AutoCloseable {
        private final AgentHandle child;
        private final RoundStop stop;
        private final CancellationToken.Registration registration;
        private Usage usage = Usage.ZERO;
        private double cost;
        private boolean priced;

        private Round(AgentHandle child, RoundStop stop) {
            this.child = child;
            this.stop = stop;
            this.registration = stop.token().onCancel(() -> child.cancel(stop.token().reason()));
        }

        private void add(Usage step, Double stepCost) {
            synchronized (this) {
                usage = usage.plus(step);
                if (stepCost != null) {
                    cost += stepCost;
                    priced = true;
                }
            }
            stop.spent();
        }

        synchronized long tokens() {
            return usage.total();
        }

        synchronized double costUsd() {
            return cost;
        }

        /** The cost, or null when no price was known for any call. */
        synchronized Double costOrNull() {
            return priced ? cost : null;
        }

        @Override
        public void close() {
            registration.close();
            rounds.remove(child.sessionId(), this);
        }
    }
}
