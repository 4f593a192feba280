package dev.ralphdesk.app.ui;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.CacheFolder;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.app.DeferredControl;
import dev.ralphdesk.app.DemoModel;
import dev.ralphdesk.app.McpSetup;
import dev.ralphdesk.app.SettingsOptions;
import dev.ralphdesk.app.SqliteNativeLibrary;
import dev.ralphdesk.app.SwitchableModelProvider;
import dev.ralphdesk.app.log.LogFile;
import dev.ralphdesk.app.log.Secrets;
import dev.ralphdesk.app.ui.approval.ApprovalViewModel;
import dev.ralphdesk.app.ui.approval.PendingApprovals;
import dev.ralphdesk.app.ui.settings.LiveSettings;
import dev.ralphdesk.app.ui.settings.StartupSettings;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.approval.ApprovalSetup;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.log.JulLogger;
import dev.ralphdesk.core.model.http.HttpRuntime;
import dev.ralphdesk.core.sandbox.SandboxStatus;
import dev.ralphdesk.core.sandbox.ShellSetup;
import dev.ralphdesk.core.secret.SecretScan;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.settings.ConfigLocation;
import dev.ralphdesk.core.settings.ProviderChoice;
import dev.ralphdesk.core.settings.ProviderFactory;
import dev.ralphdesk.persistence.location.DataFolder;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Everything the window needs that touches files or builds services, done before the FX thread
 * starts: preferences, the provider from Settings, the shell's sandbox (probed once), the composed
 * services, and on a first offline run the demo workspace and its session; the folder of the log
 * file, for Help → "Open log folder"; the approver's open questions (cards in the window); the
 * settings that apply on save (provider, model, approval mode); the secret scan of the environment,
 * for File → Export…. Only what the first frame needs: the data folder's control socket, through
 * which other processes reach the window, is started once the window is shown ({@link #control}).
 */
public record UiBoot(ConfigLocation config, UiPreferences preferences, Texts texts, ProviderChoice choice,
        AppServices services, StartupSettings startup, Optional<SessionId> demoSession, Optional<String> banner,
        SandboxStatus sandbox, Path logFolder, PendingApprovals approvals, LiveSettings live, SecretScan secrets,
        DeferredControl control) {

    public static UiBoot start(Map<String, String> env) {
        return start(env, () -> { });
    }

    /**
     * The same; {@code logReady} runs right before the services are composed, the first step that
     * logs (the window's log file is being set up meanwhile on another thread).
     */
    public static UiBoot start(Map<String, String> env, Runnable logReady) {
        Path home = Path.of(env.getOrDefault("HOME", System.getProperty("user.home")));
        // sqlite's library readied beside the steps below (a first start runs `uname -o` and copies 1.1 MB)
        CompletableFuture<Void> library = SqliteLibraryReady.begin(
                () -> SqliteNativeLibrary.useCacheIn(CacheFolder.resolve(env, home)));
        ConfigLocation config = ConfigLocation.resolve(env, home);
        UiPreferences preferences = new UiPreferences(config.directory().resolve("window.properties")).load();
        Texts texts = Texts.of(preferences.language());
        ProviderFactory providers = new ProviderFactory(config, env, HttpRuntime.system(), DemoModel.deferred());
        ProviderChoice choice = providers.create();
        choice.provider().prepare(); // an HTTP model's client made at start-up, not by the first message
        SwitchableModelProvider model = new SwitchableModelProvider(choice.provider());
        AtomicReference<ApprovalMode> mode = new AtomicReference<>(choice.settings().approvalModeOr(ApprovalMode.ASK));
        DataFolder data = DataFolder.resolve(null, env, home, config.directory());
        PendingApprovals approvals = new PendingApprovals(new ApprovalViewModel(texts));
        ApprovalSetup approval = ApprovalSetup.live(mode::get, approvals, config.protectedPaths(data.path()));
        ShellSetup shell = choice.settings().shellSetup(env);
        shell.sandbox().prepare(); // its probe runs while the rest is composed: the status bar says its verdict
        // the window's first screen binds records by the mapper (the store's warm-up, the demo's scenario): made
        // here, where reading the bundled price table made it before the table was read without it
        Json.mapper();
        HarnessOptions options = SettingsOptions.apply(choice.settings(), HarnessOptions.defaults())
                .withApproval(approval).withShell(shell);
        library.join();
        logReady.run();
        AppServices composed = Composition.compose(model, Composition.sqlite(data), options, new EventBus(),
                McpSetup.from(config));
        DeferredControl control = DeferredControl.of(data, composed.harness());
        AppServices services = composed.withControl(control);
        Optional<SessionId> demo = Optional.empty();
        String banner = null;
        if (choice.offline()) {
            banner = texts.get("banner.offline") + choice.problemMessage().map(p -> " " + p).orElse("");
            demo = demoSession(services, data.path());
        }
        StartupSettings startup = StartupSettings.of(data, env, home, config, preferences, services.store());
        return new UiBoot(config, preferences, texts, choice, services, startup, demo, Optional.ofNullable(banner),
                shell.sandbox().status(), LogFile.location(env).getParent(), approvals,
                new LiveSettings(providers::create, providers::create, model, mode), Secrets.of(env), control);
    }

    /** The demo session on a first run (an empty store), in the demo workspace copied into the data folder. */
    private static Optional<SessionId> demoSession(AppServices services, Path dataFolder) {
        if (!services.store().list(true).isEmpty()) {
            return Optional.empty();
        }
        try {
            Path workspace = DemoWorkspace.ensure(dataFolder);
            return Optional.of(services.store().create(NewSession.chat("Offline demo", workspace)).id());
        } catch (IOException e) {
            JulLogger.of(UiBoot.class).log(System.Logger.Level.WARNING,
                    "the demo workspace could not be created in " + dataFolder + ": " + e.getMessage());
            return Optional.empty();
        }
    }
}
