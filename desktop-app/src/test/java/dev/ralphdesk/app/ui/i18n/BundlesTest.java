package dev.ralphdesk.app.ui.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.goal.BlockReasons;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.gate.CertifiedBy;
import dev.ralphdesk.core.sandbox.SandboxStatus;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.ralph.replay.RoundState;
import dev.ralphdesk.ralph.replay.RunState;
import dev.ralphdesk.ralph.report.ReportStatus;
import dev.ralphdesk.ralph.run.RalphOutcome;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The English and Chinese bundles say the same things: the same keys, the same arguments in each
 * pattern, no apostrophe that would swallow an argument, and every key the code names exists.
 */
class BundlesTest {
    private static final String FOLDER = "/dev/ralphdesk/resources/i18n/";
    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)");

    private static Properties bundle(String name) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = BundlesTest.class.getResourceAsStream(FOLDER + name)) {
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return properties;
    }

    private static Set<String> keys(Properties properties) {
        return new TreeSet<>(properties.stringPropertyNames());
    }

    @Test
    void everyKeyIsInBothLanguages() throws IOException {
        Set<String> english = keys(bundle("messages.properties"));
        Set<String> chinese = keys(bundle("messages_zh.properties"));
        Set<String> onlyEnglish = new TreeSet<>(english);
        onlyEnglish.removeAll(chinese);
        Set<String> onlyChinese = new TreeSet<>(chinese);
        onlyChinese.removeAll(english);
        assertEquals(Set.of(), onlyEnglish, "keys missing from messages_zh.properties");
        assertEquals(Set.of(), onlyChinese, "keys missing from messages.properties");
    }

    @Test
    void bothLanguagesFillInTheSameArguments() throws IOException {
        Properties english = bundle("messages.properties");
        Properties chinese = bundle("messages_zh.properties");
        List<String> differing = new ArrayList<>();
        for (String key : keys(english)) {
            if (chinese.containsKey(key) && !arguments(english.getProperty(key))
                    .equals(arguments(chinese.getProperty(key)))) {
                differing.add(key);
            }
        }
        assertEquals(List.of(), differing);
    }

    @Test
    void noPatternHasALoneApostrophe() throws IOException {
        List<String> bad = new ArrayList<>();
        for (String name : List.of("messages.properties", "messages_zh.properties")) {
            Properties properties = bundle(name);
            for (String key : keys(properties)) {
                String value = properties.getProperty(key);
                if (!arguments(value).isEmpty() && value.replace("''", "").contains("'")) {
                    bad.add(name + ": " + key);
                }
            }
        }
        assertEquals(List.of(), bad, "in a MessageFormat pattern an apostrophe is written ''");
    }

    @Test
    void everyKeyTheCodeNamesExists() throws IOException {
        // keys the code builds from a prefix ("ralph.state." + state) are checked by the next test
        Set<String> english = keys(bundle("messages.properties"));
        Pattern named = Pattern.compile("(?:Message\\.of|texts\\.get|texts\\.format|NO_SESSION = Message\\.of)"
                + "\\(\"([A-Za-z0-9_.-]+)\"");
        Set<String> missing = new TreeSet<>();
        int found = 0;
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher matcher = named.matcher(Files.readString(file));
                while (matcher.find()) {
                    found++;
                    if (!matcher.group(1).endsWith(".") && !english.contains(matcher.group(1))) {
                        missing.add(matcher.group(1) + " (" + file.getFileName() + ")");
                    }
                }
            }
        }
        assertTrue(found > 150, "the scan finds the keys the code names: " + found);
        assertEquals(Set.of(), missing);
    }

    @Test
    void everyKeyBuiltFromAStateWordExists() throws IOException {
        Set<String> english = keys(bundle("messages.properties"));
        Set<String> needed = new TreeSet<>();
        Stream.of(RunState.Open.values()).forEach(s -> needed.add("ralph.state." + s.label()));
        Stream.of(RalphOutcome.values()).forEach(o -> needed.add("ralph.state." + o.wire()));
        Stream.of(RoundState.values()).forEach(s -> needed.add("ralph.state." + s.label()));
        Stream.of(ReportStatus.values()).forEach(s -> needed.add("ralph.state." + s.wire()));
        Stream.of(RalphOutcome.values()).forEach(s -> needed.add("ralph.state." + s.wire()));
        Stream.of(GoalPhase.values()).forEach(p -> needed.add("sessions.goal." + p.wire()));
        Stream.of(CertifiedBy.values()).forEach(c -> needed.add("certified." + c.label().replace(' ', '-')));
        BlockReasons.KNOWN.forEach(code -> needed.add("goal.reason." + code));
        Stream.of("data-dir", "RALPH_DESK_HOME", "Settings", "XDG_DATA_HOME", "default")
                .forEach(source -> needed.add("settings.dataFolder.source." + source));
        Stream.of(ApprovalMode.values()).forEach(mode -> needed.add("settings.approval." + mode.id()));
        Stream.of(SandboxStatus.State.values()).forEach(state -> needed.add("status.sandbox."
                + state.name().toLowerCase(java.util.Locale.ROOT)));
        needed.removeAll(english);
        assertEquals(Set.of(), needed);
    }

    @Test
    void chineseIsChineseAndEnglishTheFallback() {
        assertEquals("设置", Texts.of("zh").get("settings.title"));
        assertEquals("Settings", Texts.of("fr").get("settings.title"));
        assertEquals("3 / 5 rounds", Texts.of("en").format("ralph.rounds", 3, 5));
        assertEquals("1 turn running", Texts.of("en").format("status.turnsRunning", 1));
        assertEquals("2 turns running", Texts.of("en").format("status.turnsRunning", 2));
        assertEquals("2 个回合运行中", Texts.of("zh").format("status.turnsRunning", 2));
    }

    private static Set<String> arguments(String pattern) {
        Set<String> found = new TreeSet<>();
        Matcher matcher = ARGUMENT.matcher(pattern);
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }
}
