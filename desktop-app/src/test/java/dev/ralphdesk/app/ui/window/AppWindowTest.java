package dev.ralphdesk.app.ui.window;

import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import java.util.List;
import java.util.Map;
import org.testfx.api.FxRobot;

/** A test of the real window over the real composition (SQLite log, product plugins, scripted model). */
abstract class AppWindowTest extends WindowTest<AppWindowFixture> {
    /** The composition over {@link #dir}, not shown yet: a test may prepare its workspace first. */
    final AppWindowFixture compose(Map<String, String> config, List<ScriptedResponse> sequence,
            ScriptedResponse fallback) throws Exception {
        fixture = new AppWindowFixture(dir, config, sequence, fallback);
        return fixture;
    }

    /** Shows the composed fixture's window on {@link #stage}. */
    final AppWindowFixture show(FxRobot robot) {
        robot.interact(() -> fixture.start(stage));
        return fixture;
    }

    /** Composes and shows at once. */
    final AppWindowFixture open(FxRobot robot, Map<String, String> config, List<ScriptedResponse> sequence,
            ScriptedResponse fallback) throws Exception {
        compose(config, sequence, fallback);
        return show(robot);
    }
}
