package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.bridge.CurrentThreadUiExecutor;
import dev.ralphdesk.app.DemoModel;
import dev.ralphdesk.app.ui.settings.ModelPicker;
import dev.ralphdesk.app.ui.settings.SettingsForm.Field;
import dev.ralphdesk.app.ui.settings.SettingsStore;
import dev.ralphdesk.app.ui.settings.SettingsViewModel;
import dev.ralphdesk.app.ui.settings.StartupSettings;
import dev.ralphdesk.core.agent.AgentConfig;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.sandbox.SandboxMode;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.NewSession;
import dev.ralphdesk.core.settings.KeySource;
import dev.ralphdesk.core.settings.ProviderChoice;
import dev.ralphdesk.core.settings.Settings;
import dev.ralphdesk.persistence.location.DataFolder;
import dev.ralphdesk.persistence.location.DataFolderPointer;
import dev.ralphdesk.persistence.schema.Migrations;
import dev.ralphdesk.persistence.sqlite.SqliteSessionStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Settings' fields, their messages in both languages, and the data folder and language saved for the next start. */
class SettingsViewModelTest {
    private static final Texts EN = Texts.of("en");
    private static final Texts ZH = Texts.of("zh");
    @TempDir
    Path dir;
    private final List<Settings> saved = new ArrayList<>();
    private Settings stored = Settings.defaults();
    private final List<Optional<ApiKey>> keys = new ArrayList<>();
    private Path config;
    private Path workspace;
    private DataFolder inUse;
    private SettingsViewModel settings;

    @BeforeEach
    void setUp() throws Exception {
        config = dir.resolve("config");
        workspace = Files.createDirectories(dir.resolve("project"));
        inUse = new DataFolder(dir.resolve("data-now"), DataFolder.DEFAULT);
        settings = settings(inUse);
    }

    private SettingsViewModel settings(DataFolder folder) {
        StartupSettings startup = new StartupSettings(folder, new DataFolder(dir.resolve("data-now"), "default"),
                DataFolderPointer.in(config), new UiPreferences(config.resolve("window.properties")).load(),
                () -> List.of(workspace));
        return new SettingsViewModel(new SettingsStore() {
            @Override
            public Settings load() {
                return stored;
            }

            @Override
            public void save(Settings value, Optional<ApiKey> typedKey) {
                saved.add(value);
                keys.add(typedKey);
            }
        }, startup, new CurrentThreadUiExecutor());
    }

    private String error(Field field) {
        return EN.format(settings.errors().get(field));
    }

    @Test
    void aBadBaseUrlIsRefusedWithAClearMessageAndNothingIsSaved() {
        settings.provider().set("custom");
        settings.baseUrl().set("localhost:8000");
        settings.model().set("qwen");

        assertFalse(settings.save());
        assertEquals("The base URL must start with http:// or https:// and name a host.", error(Field.BASE_URL));
        assertEquals("Fix the marked fields; nothing was saved.", EN.format(settings.status().get()));
        assertEquals(List.of(), saved);
    }

    @Test
    void validationMessagesAreInChineseWhenTheUiIs() {
        settings.provider().set("custom");
        settings.baseUrl().set("localhost:8000");
        settings.keyVariable().set("MY-KEY");
        settings.save();

        assertEquals("基础 URL 必须以 http:// 或 https:// 开头，并包含主机名。",
                ZH.format(settings.errors().get(Field.BASE_URL)));
        assertEquals("此提供方需要填写模型名称。", ZH.format(settings.errors().get(Field.MODEL)));
        assertEquals("“MY-KEY”不是有效的环境变量名（只能包含字母、数字和 _）。", ZH.format(settings.errors().get(Field.KEY)));
        assertEquals("'MY-KEY' is not an environment variable name (letters, digits, _).", error(Field.KEY));
        assertEquals("请修正标出的字段；没有保存任何内容。", ZH.format(settings.status().get()));
    }

    @Test
    void theCustomEndpointNeedsABaseUrlAndAModel() {
        settings.provider().set("custom");
        settings.save();
        assertTrue(settings.errors().containsKey(Field.BASE_URL));
        assertEquals("This provider needs a model name.", error(Field.MODEL));
    }

    @Test
    void capsMustBeWholeNumbers() {
        settings.maxGoalRounds().set("many");
        settings.save();
        assertEquals("Goal rounds must be a whole number from 1 to 100,000.", error(Field.MAX_GOAL_ROUNDS));
    }

    @Test
    void roundCapsAreAtMostTheGoalCeiling() {
        settings.maxGoalRounds().set("100000");
        settings.maxRalphRounds().set("100001");
        settings.save();
        assertTrue(!settings.errors().containsKey(Field.MAX_GOAL_ROUNDS), settings.errors().toString());
        assertEquals("Ralph rounds must be a whole number from 1 to 100,000.", error(Field.MAX_RALPH_ROUNDS));
    }

    @Test
    void aContextWindowBelowTheMinimumIsRefusedInBothLanguages() {
        settings.contextWindow().set("2000");
        settings.save();
        assertEquals("The context window must be a whole number of tokens, at least 4,096 (not \"2000\"); leave it "
                + "empty for the default.", error(Field.CONTEXT_WINDOW));
        assertEquals("上下文窗口必须是不小于 4,096 的整数 token 数（而不是“2000”）；留空则使用默认值。",
                ZH.format(settings.errors().get(Field.CONTEXT_WINDOW)));
        assertEquals(List.of(), saved);
    }

    @Test
    void aContextWindowIsSavedAndAnEmptyFieldMeansTheDefault() {
        settings.contextWindow().set("32,768");
        assertTrue(settings.save());
        assertEquals(32_768, saved.get(0).contextWindowTokens());
        settings.contextWindow().set("");
        assertTrue(settings.save());
        assertEquals(null, saved.get(1).contextWindow());
        assertEquals(AgentConfig.DEFAULT_CONTEXT_WINDOW, saved.get(1).contextWindowTokens());
    }

    @Test
    void savingKeepsWhatTheWindowDoesNotShow() {
        stored = new Settings(null, null, null, null, null, null,
                new dev.ralphdesk.core.settings.NetworkSettings(10, 120, 5), null, null, false, null,
                List.of("just\\s+ci\\b"));
        settings.load();
        settings.maxSteps().set("12");

        assertTrue(settings.save());
        assertEquals(List.of("just\\s+ci\\b"), saved.get(0).verifierPatterns());
        assertEquals(stored.network(), saved.get(0).network());
        assertEquals(12, saved.get(0).caps().maxStepsPerTurn());
    }

    @Test
    void aStoredKeyMustBeTyped() {
        settings.provider().set("deepseek");
        settings.keySource().set(KeySource.Source.STORED);
        settings.save();
        assertEquals("Type the API key, or choose an environment variable instead.", error(Field.KEY));
    }

    @Test
    void validFieldsAreSavedWithTheTypedKey() {
        settings.provider().set("deepseek");
        settings.keySource().set(KeySource.Source.STORED);
        settings.typedKey().set("sk-test-123456");

        assertTrue(settings.save());
        assertEquals("deepseek", saved.get(0).provider());
        assertEquals(KeySource.stored(), saved.get(0).apiKey());
        assertEquals("sk-test-123456", keys.get(0).orElseThrow().reveal());
        assertEquals("", settings.typedKey().get());
        assertTrue(settings.errors().isEmpty());
    }

    @Test
    void aProviderPickedInTheHeaderTakesItsOwnDefaultsAndNeverAnotherProvidersKey() {
        stored = new Settings("deepseek", "https://proxy.example/v1", "deepseek-reasoner", KeySource.stored(),
                ApprovalMode.AUTO, null, null, 200_000);
        ModelPicker picker = new ModelPicker(settings);
        picker.open();
        assertTrue(picker.ready().get());
        assertEquals("deepseek-reasoner", picker.model());
        assertFalse(picker.providers().contains("custom"), "the custom endpoint needs a URL typed in Settings");

        assertTrue(picker.pickProvider("openai"));
        Settings written = saved.get(0);
        assertEquals(List.of("openai", "", "", KeySource.env(null)), java.util.Arrays.asList(written.provider(),
                String.valueOf(written.baseUrl() == null ? "" : written.baseUrl()),
                String.valueOf(written.model() == null ? "" : written.model()), written.apiKey()));
        assertEquals(Optional.empty(), keys.get(0));
        assertEquals(ApprovalMode.AUTO, written.approvalModeOr(ApprovalMode.ASK), "the rest is kept");
        assertEquals("gpt-5-mini", picker.model(), "the preset's default model");
    }

    @Test
    void aSaveThatAppliesSaysWhichProviderAndModelAreNowInUse() {
        settings.applyOnSave(() -> new ProviderChoice(DemoModel.deferred(), true, null, Settings.defaults()));
        assertEquals(null, settings.applied().get());

        assertTrue(settings.save());
        assertEquals("scripted · " + DemoModel.deferred().model(), settings.applied().get().summary());
        assertTrue(EN.format(settings.status().get()).startsWith("Saved. The provider, model and approval mode "
                + "apply from the next turn"), EN.format(settings.status().get()));
    }

    @Test
    void theFourApprovalModesAreOfferedAndWhatTheDialogDoesNotShowIsKept() {
        stored = new Settings(null, null, null, null, ApprovalMode.AUTO_EDIT, null, null, null, SandboxMode.OFF, true,
                List.of("JAVA_HOME"));
        settings.load();
        assertEquals(ApprovalMode.AUTO_EDIT, settings.approvalMode().get());

        settings.approvalMode().set(ApprovalMode.READ_ONLY);
        assertTrue(settings.save());

        Settings written = saved.get(0);
        assertEquals(ApprovalMode.READ_ONLY, written.approvalMode());
        assertEquals(List.of(SandboxMode.OFF, true, List.of("JAVA_HOME")),
                List.of(written.sandbox(), written.shellNetwork(), written.shellEnv()));
        assertEquals(List.of("Read only: no file changes, no commands", "Ask before every file change and command",
                "Change files without asking; commands ask", "Run everything without asking"),
                java.util.stream.Stream.of(ApprovalMode.values()).map(m -> EN.get("settings.approval." + m.id()))
                        .toList());
    }

    @Test
    void aRelativeDataFolderIsRefused() {
        settings.dataFolder().set("data/here");
        assertFalse(settings.save());
        assertEquals("The data folder must be an absolute path (starting with /), not \"data/here\".",
                error(Field.DATA_FOLDER));
        assertEquals("数据文件夹必须是绝对路径（以 / 开头），而不是“data/here”。",
                ZH.format(settings.errors().get(Field.DATA_FOLDER)));
        assertEquals(List.of(), saved);
    }

    @Test
    void aRegularFileIsNotADataFolder() throws Exception {
        Path file = Files.writeString(dir.resolve("notes.txt"), "x");
        settings.dataFolder().set(file.toString());
        settings.save();
        assertEquals(file + " is a file, not a folder. Choose a folder.", error(Field.DATA_FOLDER));
        assertEquals(List.of(), saved, "a folder refused on disk saves nothing either");
        assertFalse(Files.exists(config.resolve("data-folder")));
    }

    @Test
    void aFolderAnotherRalphDeskUsesIsReported() throws Exception {
        Path other = dir.resolve("other-data");
        try (SqliteSessionStore store = SqliteSessionStore.open(new DataFolder(other, "test"),
                EventCatalog.withCoreTypes())) {
            store.create(NewSession.chat("theirs", workspace));
            settings.dataFolder().set(other.toString());
            settings.save();
        }
        assertTrue(error(Field.DATA_FOLDER).matches("Another Ralph Desk \\(process [0-9]+\\) is using this folder\\. "
                + "Close it, or choose another folder\\."), error(Field.DATA_FOLDER));
        assertFalse(Files.exists(config.resolve("data-folder")));
    }

    @Test
    void aFolderWithANewerDatabaseIsReported() throws Exception {
        Path newer = Files.createDirectories(dir.resolve("newer"));
        try (Connection db = DriverManager.getConnection("jdbc:sqlite:" + newer.resolve("ralph-desk.db"));
                Statement sql = db.createStatement()) {
            sql.execute("CREATE TABLE schema_version (version INTEGER, description TEXT, applied_at INTEGER)");
            sql.execute("INSERT INTO schema_version VALUES (42, 'from the future', 0)");
        }
        settings.dataFolder().set(newer.toString());
        settings.save();
        assertEquals("This folder holds the database of a newer Ralph Desk (schema version 42; this one knows up to "
                + Migrations.latest(Migrations.ALL) + "). Update Ralph Desk, or choose another folder.",
                error(Field.DATA_FOLDER));
    }

    @Test
    void aFolderInsideASessionsWorkspaceIsRefused() {
        settings.dataFolder().set(workspace.resolve(".ralph").toString());
        settings.save();
        assertEquals("This folder is inside the workspace " + workspace + ", where the agent's tools could change or "
                + "delete the database. Choose a folder outside every workspace.", error(Field.DATA_FOLDER));
    }

    @Test
    void savingWritesThePointerThatTheNextStartResolves() throws Exception {
        Path chosen = dir.resolve("chosen");
        settings.dataFolder().set(chosen.toString());

        assertTrue(settings.save());

        assertEquals(chosen + "\n", Files.readString(config.resolve("data-folder")));
        assertEquals(new DataFolder(chosen, "Settings"),
                DataFolder.resolve(null, Map.of(), dir.resolve("home"), config));
        assertEquals("Saved. A new provider, model, approval mode or cap is used from the next start. From the next "
                + "start the data folder is " + chosen + "; the sessions in " + inUse.path()
                + " stay there, untouched.", EN.format(settings.status().get()));
        assertFalse(Files.exists(chosen), "nothing is created or moved before the next start");
    }

    @Test
    void clearingTheFieldForgetsTheChoice() throws Exception {
        DataFolderPointer.in(config).write(dir.resolve("chosen"));
        settings.load();
        assertEquals(dir.resolve("chosen").toString(), settings.dataFolder().get());

        settings.dataFolder().set("");
        assertTrue(settings.save());

        assertFalse(Files.exists(config.resolve("data-folder")));
    }

    @Test
    void theFolderInUseSaysWhereItCameFromAndWhatOverridesTheChoice() {
        assertEquals("In use now: " + inUse.path() + " (the default; no folder is chosen here)",
                EN.format(settings.dataFolderInUse()));
        DataFolder fromEnv = new DataFolder(dir.resolve("env-data"), DataFolder.ENV_HOME);
        SettingsViewModel overridden = settings(fromEnv);
        assertEquals("当前使用：" + fromEnv.path() + "（来自环境变量 RALPH_DESK_HOME，优先于这里选择的文件夹）",
                ZH.format(overridden.dataFolderInUse()));

        overridden.dataFolder().set(dir.resolve("chosen").toString());
        assertTrue(overridden.save());
        assertTrue(EN.format(overridden.status().get()).endsWith("The folder chosen here is " + dir.resolve("chosen")
                + ", but RALPH_DESK_HOME is set and still wins over it."), EN.format(overridden.status().get()));
    }

    @Test
    void theLanguageIsSavedForTheNextStartAndSaysSo() {
        settings.language().set("zh");
        assertTrue(settings.save());

        assertEquals("zh", new UiPreferences(config.resolve("window.properties")).load().language());
        assertTrue(EN.format(settings.status().get()).endsWith("The language changes at the next start."),
                EN.format(settings.status().get()));
    }
}
