package dev.ralphdesk.app.ui.window;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel;
import dev.ralphdesk.app.ui.approval.PendingApprovals;
import dev.ralphdesk.app.ui.bridge.FxUiExecutor;
import dev.ralphdesk.app.ui.bridge.PulseFrameClock;
import dev.ralphdesk.app.ui.help.LogFolderOpener;
import dev.ralphdesk.app.ui.workbench.WorkbenchViewModel;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.ApprovalSetup;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.settings.Settings;
import dev.ralphdesk.core.testing.EchoTool;
import dev.ralphdesk.core.testing.TestHarness;
import dev.ralphdesk.core.workspace.BashCommandRunner;
import dev.ralphdesk.core.workspace.WorkspacePlugin;
import dev.ralphdesk.goal.GoalPlugin;
import dev.ralphdesk.ralph.RalphPlugin;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;

/** The real main window over a test harness (in-memory store, scripted model, echo tool, real threads). */
final class WindowFixture implements AutoCloseable {
    final TestHarness harness;
    final List<Settings> savedSettings = new ArrayList<>();
    final Path workspace;
    final GoalPlugin goal = new GoalPlugin(new BashCommandRunner());
    final RalphPlugin ralph = new RalphPlugin(new BashCommandRunner());
    WorkbenchViewModel workbench;
    Scene scene;

    /** The questions of approval mode {@code ask}, when the fixture asks (else never asked). */
    final PendingApprovals approvals = new PendingApprovals(new ApprovalViewModel(Texts.of("en")));

    WindowFixture(Path workspace, List<ScriptedResponse> script) {
        this(workspace, script, false);
    }

    /** @param ask approval mode {@code ask} with the workspace tools (a real shell), the window answering */
    WindowFixture(Path workspace, List<ScriptedResponse> script, boolean ask) {
        this.workspace = workspace;
        HarnessOptions options = ask ? HarnessOptions.defaults().withApproval(ApprovalSetup.of(ApprovalMode.ASK,
                approvals)) : HarnessOptions.defaults();
        this.harness = new TestHarness(new ScriptedProvider(ScriptedScenario.of(script)), options,
                ask ? List.of(new WorkspacePlugin(), goal, ralph) : List.of(TestHarness.tools(new EchoTool()), goal, ralph));
    }

    /** Builds the window on the FX thread (from a TestFX {@code @Start} method). */
    void start(Stage stage) {
        start(stage, LogFolderOpener.XDG_OPEN);
    }

    /** The same, Help → "Open log folder" running {@code opener} on {@link #logFolder()}. */
    void start(Stage stage, List<String> opener) {
        FxUiExecutor ui = new FxUiExecutor(harness.harness.executor());
        workbench = new WorkbenchViewModel(harness.harness, goal.service(), ralph.service(), ui, new PulseFrameClock(),
                "scripted · test", approvals);
        scene = TestMainWindow.show(stage, workbench, ui, workspace, workspace.resolve("data"), savedSettings::add,
                Optional.of("The model is the offline demo."), new LogFolderOpener(logFolder(), opener, ui));
    }

    /** Creates a session in the workspace and opens it; returns once it is the window's current one. */
    SessionId newSession(FxRobot robot) throws TimeoutException {
        return newSession(robot, workbench, workspace);
    }

    /** The same for any window's {@code workbench} (both fixtures'). */
    static SessionId newSession(FxRobot robot, WorkbenchViewModel workbench, Path workspace) throws TimeoutException {
        List<SessionId> created = new ArrayList<>();
        robot.interact(() -> workbench.sessions().create(workspace, id -> {
            created.add(id);
            workbench.open(id);
        }));
        AppWindowFixture.waitUntil(() -> !created.isEmpty() && created.get(0).equals(workbench.current().get()));
        return created.get(0);
    }

    Path logFolder() {
        return workspace.resolve("state").resolve("ralph-desk");
    }

    /** Saves a PNG of the scene when {@code -Dui.snapshots=DIR} is given (for looking at the window). */
    void snapshot(String name) throws Exception {
        snapshot(scene, name);
    }

    /** Saves a PNG of any scene (e.g. a dialog's) when {@code -Dui.snapshots=DIR} is given. */
    static void snapshot(Scene scene, String name) throws Exception {
        Snapshots.save(() -> scene.snapshot(null), name);
    }

    @Override
    public void close() {
        workbench.close();
        harness.close();
    }
}
