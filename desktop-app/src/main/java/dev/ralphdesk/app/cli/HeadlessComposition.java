package dev.ralphdesk.app.cli;

import dev.ralphdesk.app.AppServices;
import dev.ralphdesk.app.CacheFolder;
import dev.ralphdesk.app.Composition;
import dev.ralphdesk.app.DeferredModelProvider;
import dev.ralphdesk.app.McpSetup;
import dev.ralphdesk.app.SettingsOptions;
import dev.ralphdesk.app.SqliteNativeLibrary;
import dev.ralphdesk.core.approval.ApprovalSetup;
import dev.ralphdesk.core.cli.CliException;
import dev.ralphdesk.core.control.ControlClient;
import dev.ralphdesk.core.control.ControlServer;
import dev.ralphdesk.core.event.EventBus;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.PriceTable;
import dev.ralphdesk.core.plugin.PluginConfig;
import dev.ralphdesk.core.sandbox.ShellSetup;
import dev.ralphdesk.core.settings.ConfigLocation;
import dev.ralphdesk.core.settings.Settings;
import dev.ralphdesk.core.settings.SettingsException;
import dev.ralphdesk.core.settings.SettingsFile;
import dev.ralphdesk.goal.cli.GoalRounds;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.sqlite.SqliteOptions;
import dev.ralphdesk.persistence.sqlite.StoreOpening;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.function.Supplier;

/**
 * The application a headless command runs in, composed for its global options the way the window
 * composes itself: the data folder found the same way, SQLite's native library from the cache
 * folder (but no warm-up of the window's first screen), {@code settings.json} applied through
 * {@link SettingsOptions}. The model is chosen when a command first needs it ({@link HeadlessModel}).
 * Goal rounds run only when a command asks for them. A command that only reads — or steers while
 * another process owns the folder — opens the folder for reading, without its lock and without MCP
 * servers; any other takes the folder and answers other processes on its control socket.
 *
 * @param model the model, chosen on first use
 * @param owner the process that owns the folder, when this one only reads or steers through it
 */
record HeadlessComposition(AppServices app, DeferredModelProvider model, Optional<ControlClient> owner) {

    /**
     * Readies what opening the store needs, on the executor: sqlite's native library checked in the cache
     * folder ({@link SqliteNativeLibrary}: it reads the library and asks the system which platform it is on).
     * Then the JDK's UNIX sockets set up ({@link ControlServer#prepare}: the security providers' list and the
     * default provider, which the control socket's first use otherwise set up on the main thread). Begun as
     * a command starts, while its words are parsed, and waited for before the first database is opened. The
     * JDK's {@code SecureRandom} is not seeded: ids and the names of the write probe and the control socket's
     * folder are drawn from the kernel ({@code RandomIds}).
     * sqlite-jdbc's date format, the JDK's first {@code Calendar}, is not made: the laid-out driver makes it
     * at its first use ({@code DeferredDateFormat}), which the store never asks for.
     */
    static CompletableFuture<Void> readyTheStore(Map<String, String> env, Executor executor) {
        return CompletableFuture.runAsync(() -> {
            SqliteNativeLibrary.useCacheIn(CacheFolder.resolve(env, home(env)));
            ControlServer.prepare();
        }, executor);
    }

    /**
     * {@code settings.json} read and bound on the executor as a command starts, while its words are parsed:
     * field by field, or — for a file whose fields need coercion or are wrong — by Jackson's mapper, whose
     * making is ~70 ms of CPU in a cold JVM (its classes, the JDK's first {@code Calendar}). Empty without
     * a file; a malformed one fails with exit code 3 where the composition waits for it.
     */
    static CompletableFuture<Optional<Settings>> readTheSettings(Map<String, String> env, Executor executor) {
        Path file = ConfigLocation.resolve(env, home(env)).settingsFile();
        return CompletableFuture.supplyAsync(() -> {
            try {
                return new SettingsFile(file).load();
            } catch (SettingsException e) {
                throw CliException.environment(e.getMessage());
            }
        }, executor);
    }

    /**
     * @param access how the command uses the data folder
     * @param storeReady what opening the store needs ({@link #readyTheStore})
     * @param bundledPrices the bundled price table, read on the executor as the command starts (Jackson's
     *     first tree, ~10 ms of CPU, off the main thread) and waited for here
     * @param settingsFile the settings file ({@link #readTheSettings}), waited for here
     * @param executor the one background executor, the application's from then on
     * @throws CliException with exit code 3 for a malformed settings file, 2 for a bad option value
     */
    static HeadlessComposition compose(GlobalOptions options, Map<String, String> env, PrintStream out,
            PrintStream err, Access access, CompletableFuture<Void> storeReady,
            CompletableFuture<PriceTable> bundledPrices, CompletableFuture<Optional<Settings>> settingsFile,
            ExecutorService executor) {
        Path home = home(env);
        ConfigLocation config = ConfigLocation.resolve(env, home);
        Supplier<ModelProvider> choice = () -> HeadlessModel.choose(options, config, env);
        // a command that works on the store is about to run the model: the other core chooses it meanwhile
        DeferredModelProvider model = new DeferredModelProvider(access != Access.WRITE ? choice
                : awaiting(chooseTheModel(choice, executor)));
        DataFolder folder = DataFolder.resolve(options.dataDir, env, home, config.directory());
        Settings settings = settings(awaiting(settingsFile).get(), options);
        ApprovalSetup approval = HeadlessApproval.of(options.approve, settings, out)
                .withProtectedPaths(config.protectedPaths(folder.path()));
        Optional<ControlClient> owner = access == Access.WRITE ? Optional.empty()
                : ControlClient.find(folder.socketFile());
        // a command that takes the folder has its database opened (a new one created) while the rest is
        // composed; its words are all checked by now, so bad ones touch no database
        StoreOpening opening = access == Access.READ || owner.isPresent() ? null : opened(folder, storeReady);
        try {
            // the sandbox's probe starts as the first model request goes out (the workspace's runner prepares
            // for the next command then); its verdict is waited for when shell commands first come into play
            ShellSetup probed = settings.shellSetup(env);
            SandboxWarning warning = new SandboxWarning(probed.sandbox(), err);
            ShellSetup shell = new ShellSetup(probed.environment(), warning.guarding());
            HarnessOptions harness = SettingsOptions.apply(settings,
                    HarnessOptions.defaults().withConfig(new PluginConfig(GoalRounds.HEADLESS_CONFIG)),
                    awaiting(bundledPrices).get())
                    .withApproval(warning.before(approval))
                    .withShell(shell);
            if (opening == null) {
                awaiting(storeReady).get(); // before the first database is opened
                return new HeadlessComposition(Composition.compose(model, Composition.sqliteReader(folder), harness,
                        new EventBus(), McpSetup.none(), executor), model, owner);
            }
            AppServices app = Composition.compose(model, Composition.sqlite(opening), harness, new EventBus(),
                    McpSetup.from(config), executor);
            return new HeadlessComposition(Composition.owning(app, folder), model, Optional.empty());
        } catch (RuntimeException | Error e) {
            if (opening != null) {
                opening.close(); // does nothing once its store was made
            }
            throw e;
        }
    }

    /** The store's opening begun, once what opening a database needs is ready. */
    private static StoreOpening opened(DataFolder folder, CompletableFuture<Void> storeReady) {
        awaiting(storeReady).get();
        return StoreOpening.begin(folder, SqliteOptions.defaults().withWarmUp(false));
    }

    /**
     * The model chosen on the executor, then prepared there ({@link ModelProvider#prepare}: an HTTP model's
     * client, whose first making is ~20 ms of CPU) after the choice is handed over: a command waits for the
     * choice — it fails before a session is created if the choice is unusable — and the client is made
     * while the session is created, before the turn's first request needs it.
     */
    static CompletableFuture<ModelProvider> chooseTheModel(Supplier<ModelProvider> choice, Executor executor) {
        CompletableFuture<ModelProvider> chosen = new CompletableFuture<>();
        executor.execute(() -> {
            ModelProvider provider;
            try {
                provider = choice.get();
            } catch (RuntimeException | Error e) {
                chosen.completeExceptionally(e);
                return;
            }
            chosen.complete(provider);
            provider.prepare();
        });
        return chosen;
    }

    private static Path home(Map<String, String> env) {
        return Path.of(env.getOrDefault("HOME", System.getProperty("user.home")));
    }

    /** The result of work begun on the executor, waited for; its failure thrown as it was. */
    private static <T> Supplier<T> awaiting(CompletableFuture<T> work) {
        return () -> {
            try {
                return work.join();
            } catch (CompletionException e) {
                throw e.getCause() instanceof RuntimeException cause ? cause : e;
            }
        };
    }

    /** The settings file's settings with the command line's choices on top. */
    private static Settings settings(Optional<Settings> fromFile, GlobalOptions options) {
        Settings file = fromFile.orElse(Settings.defaults());
        try {
            return file.withOverrides(HeadlessModel.overrides(options));
        } catch (IllegalArgumentException e) {
            throw CliException.usage(e.getMessage());
        }
    }
}
