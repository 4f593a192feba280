package dev.ralphdesk.app.ui.settings;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.app.ui.mcp.McpServersViewModel;
import dev.ralphdesk.app.ui.settings.SettingsForm.Field;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.settings.KeySource;
import dev.ralphdesk.core.settings.ProviderChoice;
import dev.ralphdesk.core.settings.ProviderPreset;
import dev.ralphdesk.core.settings.Settings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;

/**
 * Settings: the fields, their validation messages, and saving through a {@link SettingsStore} (the
 * provider, key, approval mode and caps) and {@link StartupSettings} (the data folder and the
 * language, which take effect at the next start).
 */
public final class SettingsViewModel {
    private final SettingsStore store;
    private final StartupSettings startup;
    private final UiExecutor ui;
    private final StringProperty provider = new SimpleStringProperty(ProviderPreset.OFFLINE);
    private final StringProperty baseUrl = new SimpleStringProperty("");
    private final StringProperty model = new SimpleStringProperty("");
    private final ObjectProperty<KeySource.Source> keySource = new SimpleObjectProperty<>(KeySource.Source.ENV);
    private final StringProperty keyVariable = new SimpleStringProperty("");
    private final StringProperty typedKey = new SimpleStringProperty("");
    private final ObjectProperty<ApprovalMode> approvalMode = new SimpleObjectProperty<>(ApprovalMode.ASK);
    private final StringProperty contextWindow = new SimpleStringProperty("");
    private final StringProperty maxSteps = new SimpleStringProperty("");
    private final StringProperty maxGoalRounds = new SimpleStringProperty("");
    private final StringProperty maxRalphRounds = new SimpleStringProperty("");
    private final StringProperty dataFolder = new SimpleStringProperty("");
    private final StringProperty language;
    private Supplier<ProviderChoice> applyOnSave;
    private final ReadOnlyObjectWrapper<ProviderChoice> applied = new ReadOnlyObjectWrapper<>();
    private ConnectionCheck connection;
    private final BooleanProperty keyStored = new SimpleBooleanProperty(false);
    private final ObservableMap<Field, Message> errors = FXCollections.observableHashMap();
    private final ReadOnlyObjectWrapper<Message> status = new ReadOnlyObjectWrapper<>(Message.NONE);
    private Optional<Path> savedFolder = Optional.empty();
    private final Optional<McpServersViewModel> mcp;
    /** The settings last shown: what the dialog has no field for (sandbox, verifier patterns…) is kept from them. */
    private Settings shown = Settings.defaults();
    private String savedLanguage;

    public SettingsViewModel(SettingsStore store, StartupSettings startup, UiExecutor ui) {
        this(store, startup, ui, null);
    }

    /** @param mcp the MCP servers to list, or null where there are none to list (tests of the form) */
    public SettingsViewModel(SettingsStore store, StartupSettings startup, UiExecutor ui, McpServersViewModel mcp) {
        this.mcp = Optional.ofNullable(mcp);
        this.store = store;
        this.startup = startup;
        this.ui = ui;
        this.savedLanguage = startup.language();
        this.language = new SimpleStringProperty(savedLanguage);
        show(Settings.defaults());
    }

    /** Provider ids for the choice box: the offline model first, then the presets. */
    public static List<String> providers() {
        List<String> ids = new ArrayList<>(List.of(ProviderPreset.OFFLINE));
        for (ProviderPreset preset : ProviderPreset.values()) {
            ids.add(preset.id());
        }
        return List.copyOf(ids);
    }

    /** The languages of the UI: English and Chinese. */
    public static List<String> languages() {
        return List.of(Texts.ENGLISH, Texts.CHINESE);
    }

    private record Loaded(Settings settings, Optional<String> folder, String language) {
    }

    /** What a save came to: a problem with the chosen data folder, or the provider now in use (when applied). */
    private record Saved(Optional<Message> problem, Optional<ProviderChoice> applied) {
    }

    /** The MCP servers and their states, shown read-only with Restart. */
    public Optional<McpServersViewModel> mcp() {
        return mcp;
    }

    /** Reads the saved settings, data folder choice and language in the background and shows them. */
    public void load() {
        load(() -> { });
    }

    /** The same; {@code then} runs on the UI thread once they are shown (not when reading failed). */
    public void load(Runnable then) {
        mcp.ifPresent(McpServersViewModel::refresh);
        ui.background(() -> new Loaded(store.load(), startup.savedDataFolder(), startup.language()), loaded -> {
            show(loaded.settings());
            dataFolder.set(loaded.folder().orElse(""));
            savedFolder = loaded.folder().flatMap(SettingsViewModel::absolute);
            savedLanguage = loaded.language();
            language.set(loaded.language());
            then.run();
        }, e -> status.set(Message.verbatim(String.valueOf(e.getMessage()))));
    }

    /**
     * Validates; when every field is fine, looks at a newly chosen data folder and saves in the
     * background, then says what was saved and what waits for the next start. False when a field
     * is wrong (nothing is saved).
     */
    public boolean save() {
        SettingsForm.Result result = form().validate();
        errors.clear();
        errors.putAll(result.errors());
        if (result.settings().isEmpty()) {
            status.set(Message.of("settings.status.fix"));
            return false;
        }
        Optional<ApiKey> key = keySource.get() == KeySource.Source.STORED && !typedKey.get().isBlank()
                ? Optional.of(ApiKey.of(typedKey.get().strip())) : Optional.empty();
        Settings toSave = result.settings().get().withUnshownFrom(shown);
        Optional<Path> folder = result.dataFolder();
        boolean folderChanged = !folder.equals(savedFolder);
        String chosenLanguage = language.get();
        status.set(Message.of("settings.status.saving"));
        ui.background(() -> {
            if (folderChanged && folder.isPresent()) {
                Optional<Message> problem = startup.check(folder.get());
                if (problem.isPresent()) {
                    return new Saved(problem, Optional.empty());
                }
            }
            store.save(toSave, key);
            startup.save(folder, chosenLanguage);
            return new Saved(Optional.empty(), Optional.ofNullable(applyOnSave).map(Supplier::get));
        }, outcome -> {
            if (outcome.problem().isPresent()) {
                errors.put(Field.DATA_FOLDER, outcome.problem().get());
                status.set(Message.of("settings.status.fix"));
                return;
            }
            outcome.applied().ifPresent(applied::set);
            typedKey.set("");
            keyStored.set(keyStored.get() || key.isPresent());
            boolean languageChanged = !chosenLanguage.equals(savedLanguage);
            savedFolder = folder;
            savedLanguage = chosenLanguage;
            status.set(saved(folderChanged, folder, languageChanged));
        }, e -> status.set(Message.of("settings.status.failed", String.valueOf(e.getMessage()))));
        return true;
    }

    /**
     * Applies the saved settings while the window runs (provider, model, approval mode from the next
     * turn); runs in the background right after each save and returns the provider now in use.
     */
    public void applyOnSave(Supplier<ProviderChoice> apply) {
        applyOnSave = java.util.Objects.requireNonNull(apply, "apply");
    }

    /**
     * The provider in use since the last save that applied it (the offline model when the chosen one
     * could not be built, and why); null until one did. For the header and the offline banner.
     */
    public ReadOnlyObjectProperty<ProviderChoice> applied() {
        return applied.getReadOnlyProperty();
    }

    /** Lets the dialog test the connection of the settings in the form ({@link #testConnection}). */
    public void useConnectionTest(ConnectionTest test) {
        connection = new ConnectionCheck(test, ui);
    }

    /** "Test connection", when offered: its state and the models the endpoint offered. */
    public Optional<ConnectionCheck> connection() {
        return Optional.ofNullable(connection);
    }

    /** Tests the connection of the settings as the form holds them (nothing when a field is wrong). */
    public void testConnection() {
        SettingsForm.Result result = form().validate();
        errors.clear();
        errors.putAll(result.errors());
        if (connection != null && result.settings().isPresent()) {
            connection.test(result.settings().get().withUnshownFrom(shown));
        }
    }

    /** "Saved." and what the next start changes: the provider, the data folder, the language. */
    private Message saved(boolean folderChanged, Optional<Path> folder, boolean languageChanged) {
        Message out = Message.of(applyOnSave != null ? "settings.status.savedNow" : "settings.status.saved");
        Path next = folder.orElse(startup.withoutChoice().path());
        if (folderChanged && !next.equals(startup.inUse().path())) {
            Message moved = startup.inUse().overridesSettings()
                    ? Message.of("settings.status.folderOverridden", next.toString(), startup.inUse().source())
                    : Message.of("settings.status.folder", next.toString(), startup.inUse().path().toString());
            out = Message.of("settings.status.and", out, moved);
        }
        if (languageChanged) {
            out = Message.of("settings.status.and", out, Message.of("settings.status.language"));
        }
        return out;
    }

    /** The data folder this run uses and what chose it, with a note when an option or variable overrides Settings. */
    public Message dataFolderInUse() {
        String source = startup.inUse().source();
        boolean known = List.of("--data-dir", "RALPH_DESK_HOME", "Settings", "XDG_DATA_HOME", "default")
                .contains(source);
        Message why = known ? Message.of("settings.dataFolder.source." + source.replace("--", ""))
                : Message.verbatim(source);
        return Message.of("settings.dataFolder.inUse", startup.inUse().path().toString(), why);
    }

    /** The field's hint: the folder used when none is chosen. */
    public Message dataFolderHint() {
        return Message.of("settings.dataFolder.hint", startup.withoutChoice().path().toString());
    }

    SettingsForm form() {
        return new SettingsForm(provider.get(), baseUrl.get(), model.get(), keySource.get(), keyVariable.get(),
                typedKey.get(), keyStored.get(), approvalMode.get(), maxSteps.get(), maxGoalRounds.get(),
                maxRalphRounds.get(), dataFolder.get(), contextWindow.get());
    }

    private static Optional<Path> absolute(String text) {
        try {
            Path path = Path.of(text);
            return path.isAbsolute() ? Optional.of(path.normalize()) : Optional.empty();
        } catch (java.nio.file.InvalidPathException e) {
            return Optional.empty();
        }
    }

    private void show(Settings settings) {
        shown = settings;
        provider.set(settings.provider() == null ? ProviderPreset.OFFLINE : settings.provider());
        baseUrl.set(settings.baseUrl() == null ? "" : settings.baseUrl());
        model.set(settings.model() == null ? "" : settings.model());
        keySource.set(settings.apiKey().source());
        keyVariable.set(settings.apiKey().variable() == null ? "" : settings.apiKey().variable());
        keyStored.set(settings.apiKey().source() == KeySource.Source.STORED);
        approvalMode.set(settings.approvalModeOr(ApprovalMode.ASK));
        contextWindow.set(settings.contextWindow() == null ? "" : Integer.toString(settings.contextWindow()));
        maxSteps.set(Integer.toString(settings.caps().maxStepsPerTurn()));
        maxGoalRounds.set(Integer.toString(settings.caps().maxGoalRounds()));
        maxRalphRounds.set(Integer.toString(settings.caps().maxRalphRounds()));
    }

    public StringProperty provider() {
        return provider;
    }

    public StringProperty baseUrl() {
        return baseUrl;
    }

    public StringProperty model() {
        return model;
    }

    public ObjectProperty<KeySource.Source> keySource() {
        return keySource;
    }

    public StringProperty keyVariable() {
        return keyVariable;
    }

    public StringProperty typedKey() {
        return typedKey;
    }

    public ObjectProperty<ApprovalMode> approvalMode() {
        return approvalMode;
    }

    /** The model's context window in tokens; empty for the default. */
    public StringProperty contextWindow() {
        return contextWindow;
    }

    public StringProperty maxSteps() {
        return maxSteps;
    }

    public StringProperty maxGoalRounds() {
        return maxGoalRounds;
    }

    public StringProperty maxRalphRounds() {
        return maxRalphRounds;
    }

    /** The data folder for the next start, typed or picked; empty for the default. */
    public StringProperty dataFolder() {
        return dataFolder;
    }

    /** The language for the next start: {@code en} or {@code zh}. */
    public StringProperty language() {
        return language;
    }

    /** The validation message of each bad field after the last save attempt. */
    public ObservableMap<Field, Message> errors() {
        return errors;
    }

    public ReadOnlyObjectProperty<Message> status() {
        return status.getReadOnlyProperty();
    }
}
