package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.cli.OpenAiScript;
import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.WireServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a chat turn loads and makes, started on the laid-out runtime with the commands' options (their
 * class-data archive included) against a local model: every class from the archive, and no class made at
 * run time for reflection, a JSON mapper, picocli's converters or verification. {@link AppLayoutIT} checks
 * the layout itself: the class paths, the options and the archives' making.
 */
class ChatTurnClassesIT {
    @TempDir
    Path dir;

    /**
     * A chat turn against a local OpenAI-compatible model, the way a script runs one — two {@code shell}
     * steps, the second in the sandbox started ahead for it where there is one, the second's stream ending
     * late, after its {@code [DONE]}, then text — takes every class of the application and its libraries
     * from the archive (only the main class is read from its jar), up to the check of its archive as it
     * exits: a class left out costs its parse and verification at every start. And it links no record's
     * generated {@code equals}/{@code hashCode} ({@code ObjectMethods}), whose method handles are made at run time,
     * nor a lambda per option of the command line's models (each call site is linked at every start), nor
     * a serializable comparator's lambda (the archive keeps none: its class is made with ASM at every start),
     * and its steps' records make no class for reflection (they are written field by field).
     */
    @Test
    void aChatTurnTakesEveryClassOfTheJarsFromTheArchive() throws Exception {
        // a step whose stream stays open after its [DONE]: OkHttp reads what is left of it under a
        // deadline (okio's watchdog), which a real turn does whenever a stream ends late
        List<String> lines = classesLoadedByAChatTurn(OpenAiScript.shell("call_1", "echo step 1"),
                OpenAiScript.shellThenOpen("call_2", "echo step 2"), OpenAiScript.text("Hello."));
        List<String> fromJars = lines.stream().filter(l -> l.contains(" source: file:"))
                .filter(l -> !l.contains(" " + AppLayout.MAIN + " ")).toList();
        assertEquals(List.of(), fromJars, "classes read from the jars instead of the archive");
        assertTrue(lines.stream().anyMatch(l -> l.contains(" picocli.CommandLine$Model$OptionSpec source: shared")),
                "the log records picocli's classes");
        assertFalse(lines.stream().anyMatch(l -> l.contains(" java.lang.runtime.ObjectMethods ")),
                "a record's generated equals, hashCode or toString was linked");
        assertEquals(List.of(), lines.stream().filter(l -> l.contains("$Proxy") || l.contains("GeneratedMethodAccessor"))
                .toList(), "classes made for reflection (Jackson's introspection of a step's record)");
        assertEquals(List.of(), lines.stream().filter(l -> l.contains(" java.util.Comparator$$Lambda")
                && !l.contains(" source: shared objects file")).toList(),
                "a serializable comparator (Comparator.comparingInt's), whose class is made at run time");
        assertEquals(List.of(), lines.stream().filter(l -> l.contains("app.cli.GlobalOptions$$Lambda")
                || l.contains("app.cli.ChatCommand$$Lambda") || l.contains("app.cli.Binding$$Lambda")).toList(),
                "the command line's models link a lambda per option");
    }

    /**
     * The lean archive, which a new chat maps, holds none of the JSON mapper's classes — Jackson's data binding
     * beyond the trees a turn reads and writes: fewer pages to map and relocate at every start of a command
     * that never makes the mapper. The full one, which the other commands map, holds them.
     */
    @Test
    void theLeanArchiveHoldsNoneOfTheJsonMappersClasses() throws Exception {
        List<String> mappers = List.of("com.fasterxml.jackson.databind.ObjectMapper",
                "com.fasterxml.jackson.databind.introspect.POJOPropertiesCollector",
                "com.fasterxml.jackson.databind.ser.BeanSerializerFactory",
                "com.fasterxml.jackson.databind.deser.BeanDeserializerFactory");
        String tree = "com.fasterxml.jackson.databind.node.ObjectNode";

        List<String> lean = sources(AppLayout.leanOptions(), mappers, tree);
        assertEquals(List.of(tree + " source: shared objects file"), lean.stream()
                .filter(l -> l.contains("shared objects file")).toList(), "the lean archive's classes of the list");
        List<String> full = sources(AppLayout.options(false), mappers, tree);
        assertEquals(mappers.size() + 1, full.stream().filter(l -> l.contains("shared objects file")).count(),
                "the full archive's classes of the list: " + full);
    }

    /**
     * Where a JVM with {@code options} (its archive required: {@code -Xshare:on}) reads {@code mappers} and
     * {@code tree} from: their class-loading log lines ({@code NAME source: ...}).
     */
    private List<String> sources(List<String> options, List<String> mappers, String tree) throws Exception {
        Path loaded = dir.resolve("sources.txt");
        Files.deleteIfExists(loaded);
        List<String> command = new ArrayList<>(List.of(AppLayout.java(), "-Xshare:on", "-Xlog:class+load:file="
                + loaded));
        command.addAll(AppLayout.withClassPath(options, List.of(testClasses())));
        command.add(ClassLoadMain.class.getName());
        command.addAll(mappers);
        command.add(tree);
        LauncherRun run = LauncherRun.of(dir, Map.of("HOME", dir.toString()), command);
        assertEquals(0, run.exitCode(), run.toString());
        List<String> names = new ArrayList<>(mappers);
        names.add(tree);
        return Files.readAllLines(loaded).stream().map(l -> l.substring(l.indexOf("] ") + 2))
                .filter(l -> names.contains(l.split(" ")[0])).toList();
    }

    /** The folder of the test classes (ClassLoadMain's), which the tests' own class path names. */
    private static String testClasses() {
        return List.of(System.getProperty("java.class.path").split(java.io.File.pathSeparator)).stream()
                .filter(p -> p.endsWith("test-classes")).findFirst().orElseThrow();
    }

    /**
     * An answer sent whole, with a Content-Length (a local server's short stream, any server's error
     * answer), is read with classes from the archive too: the training's closing text comes so.
     */
    @Test
    void aTurnWhoseAnswerHasALengthTakesEveryClassOfTheJarsFromTheArchive() throws Exception {
        List<String> fromJars = classesLoadedByAChatTurn(OpenAiScript.textWithLength("Hello.")).stream()
                .filter(l -> l.contains(" source: file:"))
                .filter(l -> !l.contains(" " + AppLayout.MAIN + " ")).toList();
        assertEquals(List.of(), fromJars, "classes read from the jars instead of the archive");
    }

    /**
     * A new chat's turn of no tool step binds no type by reflection, from its start to its exit: its
     * records, its session's index row and its close-time checkpoint are written field by field. Jackson's
     * introspection of a type makes a proxy class per annotation type and reflective accessors, classes no
     * archive keeps.
     */
    @Test
    void aNewChatsTurnWithoutToolsMakesNoClassByReflection() throws Exception {
        assertEquals(List.of(), classesLoadedByAChatTurn(OpenAiScript.text("Hello.")).stream()
                .filter(l -> l.contains("$Proxy") || l.contains("GeneratedMethodAccessor")).toList(),
                "classes made for reflection (Jackson's introspection of a type)");
    }

    /**
     * A new chat's turn of no tool step looks for no JSON serializer by reflection before its first
     * request: the tool specs' schemas are written and sized by hand ({@code JsonBytes}), not by the
     * mapper, whose first tree written introspected the tree's class, nor by {@code JsonNode.toString()},
     * which does it again with a mapper of Jackson's own ({@code InternalNodeMapper}).
     */
    @Test
    void aNewChatsTurnIntrospectsNoClassToWriteItsToolSpecs() throws Exception {
        assertEquals(List.of(), classesLoadedByAChatTurn(OpenAiScript.text("Hello.")).stream()
                .filter(l -> l.contains(" com.fasterxml.jackson.databind.introspect.POJOPropertiesCollector ")
                        || l.contains(" com.fasterxml.jackson.databind.node.InternalNodeMapper ")).toList(),
                "Jackson's introspection of a class for a serializer");
    }

    /**
     * A chat turn makes no JSON mapper, from its start to its exit, nor loads its class — a new chat's
     * turn with a {@code shell} step and its answer: its answers are read into trees token by token
     * ({@code Json.parse}), its records written and the index and checkpoint read and written on the
     * mapper's kind of parser and generator ({@code Json.factory}). Making the mapper is ~70 ms of CPU
     * in a cold JVM (Jackson's data binding, the JDK's first {@code Calendar} for its date format), for
     * which the main thread waited before a new chat's first request.
     */
    @Test
    void aChatTurnMakesNoJsonMapper() throws Exception {
        assertEquals(List.of(), classesLoadedByAChatTurn(OpenAiScript.shell("call_1", "echo step 1"),
                OpenAiScript.text("Hello.")).stream()
                .filter(l -> l.contains(" com.fasterxml.jackson.databind.ObjectMapper ")
                        || l.contains(" com.fasterxml.jackson.databind.util.StdDateFormat ")).toList(),
                "the JSON mapper's classes");
    }

    /**
     * A new chat's turn makes no date format of sqlite-jdbc's, whose making is the JDK's first
     * {@code Calendar} and its locale data (~25-35 ms of the start-up thread, which the composition waited
     * for before it opened the store): the laid-out driver makes it only when asked for
     * ({@link DeferredDateFormat}), and the store never asks.
     */
    @Test
    void aNewChatsTurnMakesNoDateFormatOfTheDrivers() throws Exception {
        assertEquals(List.of(), classesLoadedByAChatTurn(OpenAiScript.text("Hello.")).stream()
                .filter(l -> l.contains(" org.sqlite.date.FastDateFormat ")).toList(),
                "sqlite-jdbc's date format");
    }

    /**
     * A new chat's turn, from its start to its exit, draws nothing from the JDK's default {@code SecureRandom}:
     * its session's, turn's and tool calls' ids and the names of the data folder's write probe and the control
     * socket's folder come from the kernel ({@code RandomIds}). The generator's first draw seeded a mixing
     * generator (SHA-1) on the way to the first request. (The control socket's UNIX socket still makes the
     * JDK's non-blocking generator, which sets up the default provider, but never draws from it.)
     */
    @Test
    void aNewChatsTurnDrawsFromNoSecureRandom() throws Exception {
        assertEquals(List.of(), classesLoadedByAChatTurn(OpenAiScript.shell("call_1", "echo step 1"),
                OpenAiScript.text("Hello.")).stream()
                .filter(l -> l.contains(" sun.security.provider.SecureRandom ") || l.contains(" java.util.UUID$Holder ")
                        || l.contains(" java.nio.file.TempFileHelper "))
                .map(l -> l.split(" ")[1]).toList(), "the JDK's random generator drawn from");
    }

    /**
     * A chat turn over {@code http://}, from its start to its exit, loads none of the JDK's security providers
     * but its first, the default one: OkHttp chooses its platform without loading all twelve
     * ({@link OkHttpPlatformLookup}; ~17 ms of CPU on the model's worker).
     */
    @Test
    void aChatTurnOverHttpLoadsNoSecurityProviderButTheDefault() throws Exception {
        List<String> providers = List.of("sun.security.rsa.SunRsaSign", "sun.security.ec.SunEC",
                "sun.security.ssl.SunJSSE", "com.sun.crypto.provider.SunJCE", "sun.security.jgss.SunProvider",
                "com.sun.security.sasl.Provider", "org.jcp.xml.dsig.internal.dom.XMLDSigRI",
                "sun.security.smartcardio.SunPCSC", "sun.security.provider.certpath.ldap.JdkLDAP",
                "com.sun.security.sasl.gsskerb.JdkSASL", "sun.security.pkcs11.SunPKCS11");
        assertEquals(List.of(), classesLoadedByAChatTurn(OpenAiScript.shell("call_1", "echo step 1"),
                OpenAiScript.text("Hello.")).stream()
                .map(l -> l.split(" ")[1]).filter(providers::contains).toList(), "the JDK's security providers");
    }

    /**
     * A chat turn loads none of the JDK's locale data, from its start to its exit: the usage it prints after
     * its last answer ({@code 1,234 tokens · $0.0012}) is written by hand ({@code UsageText}), not by a
     * formatter, whose grouping and decimal point load the root locale's {@code DecimalFormatSymbols} — the
     * locale providers, CLDR's tags and a resource bundle, ~10 ms of the main thread on its way to exit.
     */
    @Test
    void aChatTurnPrintsItsUsageWithoutTheJdksLocaleData() throws Exception {
        assertEquals(List.of(), classesLoadedByAChatTurn(OpenAiScript.shell("call_1", "echo step 1"),
                OpenAiScript.text("Hello.")).stream()
                .filter(l -> l.contains(" java.text.DecimalFormatSymbols ")
                        || l.contains(" sun.util.locale.provider.LocaleResources ")).toList(),
                "the JDK's locale data");
    }

    /** Nor does a new chat's turn through Anthropic's Messages API: its request is written by hand too. */
    @Test
    void aChatTurnThroughAnthropicMakesNoJsonMapper() throws Exception {
        Reply answer = Reply.sse("event: message_start\ndata: {\"type\":\"message_start\","
                + "\"message\":{\"id\":\"msg_01\",\"type\":\"message\",\"role\":\"assistant\",\"model\":\"mock\","
                + "\"content\":[],\"stop_reason\":null,\"stop_sequence\":null,"
                + "\"usage\":{\"input_tokens\":10,\"output_tokens\":1}}}\n\n",
                "event: content_block_start\ndata: {\"type\":\"content_block_start\",\"index\":0,"
                        + "\"content_block\":{\"type\":\"text\",\"text\":\"\"}}\n\n",
                "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,"
                        + "\"delta\":{\"type\":\"text_delta\",\"text\":\"Hello.\"}}\n\n",
                "event: content_block_stop\ndata: {\"type\":\"content_block_stop\",\"index\":0}\n\n",
                "event: message_delta\ndata: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"end_turn\","
                        + "\"stop_sequence\":null},\"usage\":{\"output_tokens\":2}}\n\n",
                "event: message_stop\ndata: {\"type\":\"message_stop\"}\n\n");
        assertEquals(List.of(), classesLoadedByAChatTurn("anthropic", "", "ANTHROPIC_API_KEY", answer).stream()
                .filter(l -> l.contains(" com.fasterxml.jackson.databind.ObjectMapper ")).toList(),
                "the JSON mapper's class");
    }

    /**
     * A new chat's turn initialises none of the java.time types picocli would register a converter for by
     * reflection (each with its parser: ~60 classes on the main thread); no option of ours has such a type.
     */
    @Test
    void aNewChatsTurnMakesNoConverterForTimeTypesItsOptionsDoNotHave() throws Exception {
        assertEquals(List.of(), classesLoadedByAChatTurn(OpenAiScript.text("Hello.")).stream()
                .filter(l -> l.contains(" java.time.MonthDay ") || l.contains(" java.time.YearMonth ")
                        || l.contains(" java.time.Year ")).toList(),
                "java.time types initialised for picocli's converters");
    }

    /**
     * A new chat's turn verifies none of picocli's classes as it starts: they are Java 5 class files, which
     * Java 17 keeps unverified in the archive and verified with its old type-inferring verifier at every
     * start (~130 of them on the main thread, before the first request); the build rewrites them as Java 8
     * ones ({@link ClassFileUpgrade}), which the archive keeps verified.
     */
    @Test
    void aNewChatsTurnVerifiesNoPicocliClassAtRunTime() throws Exception {
        List<String> log = logOfAChatTurn("class+load,class+init", "openai", "/v1", "OPENAI_API_KEY",
                OpenAiScript.text("Hello."));
        assertTrue(log.stream().anyMatch(l -> l.contains(" picocli.CommandLine$Interpreter source: shared")),
                "the log records picocli's classes");
        assertEquals(List.of(), log.stream().filter(l -> l.contains("Start class verification for: picocli.")).toList(),
                "picocli's classes verified at run time");
    }

    /**
     * The class-loading log of a new chat's turn, launched with the command's options against a local
     * model that answers with {@code replies} (the last one saying "Hello.").
     */
    private List<String> classesLoadedByAChatTurn(Reply... replies) throws Exception {
        return classesLoadedByAChatTurn("openai", "/v1", "OPENAI_API_KEY", replies);
    }

    /** The same through {@code provider}, its endpoint the local model's address and {@code path}. */
    private List<String> classesLoadedByAChatTurn(String provider, String path, String keyVariable, Reply... replies)
            throws Exception {
        return logOfAChatTurn("class+load", provider, path, keyVariable, replies);
    }

    /** The JVM's log of {@code tags} ({@code -Xlog}'s) of such a turn. */
    private List<String> logOfAChatTurn(String tags, String provider, String path, String keyVariable,
            Reply... replies) throws Exception {
        Path loaded = dir.resolve("loaded.txt");
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        LauncherRun run;
        try (WireServer model = new WireServer()) {
            model.enqueue(replies);
            List<String> command = new ArrayList<>(List.of(AppLayout.java(), "-Xlog:" + tags + ":file=" + loaded));
            // a new chat's options as the launch script gives them: the lean archive mapped, the full one named
            // (which the command checks as it exits, with the lean one beside it)
            command.addAll(AppLayout.leanOptions());
            HeadlessArchive.archive(AppLayout.options(false)).ifPresent(archive -> command.add("-D"
                    + ClassDataArchive.LEFT_OUT + "=" + archive));
            command.addAll(List.of(AppLayout.MAIN, "chat", "--workspace", workspace.toString(), "--provider", provider,
                    "--base-url", model.base() + path, "--model", "mock", "--approve", "auto", "hi"));
            run = LauncherRun.of(dir, Map.of("HOME", dir.toString(), keyVariable, "sk-layout"), command);
        }
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(run.out().contains("Hello."), run.toString());
        return Files.readAllLines(loaded);
    }
}
