package dev.ralphdesk.core.settings;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The runaway caps new sessions, goals and Ralph runs start with: steps per turn, rounds of a new
 * goal, and rounds of a Ralph run (also the most a run may ask for). Round caps are at most
 * {@value #MAX_ROUNDS}.
 */
public record DefaultCaps(int maxStepsPerTurn, int maxGoalRounds, int maxRalphRounds) {
    public static final DefaultCaps DEFAULTS = new DefaultCaps(64, 256, 256);
    public static final int MAX_ROUNDS = 100_000;

    public DefaultCaps {
        positive(maxStepsPerTurn, "maxStepsPerTurn");
        positive(maxGoalRounds, "maxGoalRounds");
        positive(maxRalphRounds, "maxRalphRounds");
        atMost(maxGoalRounds, "maxGoalRounds");
        atMost(maxRalphRounds, "maxRalphRounds");
    }

    @JsonCreator
    static DefaultCaps fromJson(@JsonProperty("maxStepsPerTurn") Integer steps,
            @JsonProperty("maxGoalRounds") Integer goalRounds, @JsonProperty("maxRalphRounds") Integer ralphRounds) {
        return new DefaultCaps(steps == null ? DEFAULTS.maxStepsPerTurn : steps,
                goalRounds == null ? DEFAULTS.maxGoalRounds : goalRounds,
                ralphRounds == null ? DEFAULTS.maxRalphRounds : ralphRounds);
    }

    private static void atMost(int value, String name) {
        if (value > MAX_ROUNDS) {
            throw new IllegalArgumentException(name + " must be at most " + MAX_ROUNDS + ", not " + value);
        }
    }

    private static void positive(int value, String name) {
        if (value < 1) {
            throw new IllegalArgumentException(name + " must be at least 1, not " + value);
        }
    }
}
