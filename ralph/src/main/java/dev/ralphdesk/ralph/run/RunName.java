package dev.ralphdesk.ralph.run;

/**
 * How a run is named to the person outside its own timeline: {@code Ralph run 1b2c3d4e} (the first
 * 8 characters of its id). The session claim a goal waits for and the shell approval a round asks
 * use the same name, so the two can be matched.
 */
public final class RunName {
    private RunName() {
    }

    public static String of(String runId) {
        return "Ralph run " + shortId(runId);
    }

    /** {@code 1b2c3d4e}: the first 8 characters of a run id. */
    public static String shortId(String runId) {
        return runId.length() <= 8 ? runId : runId.substring(0, 8);
    }
}
