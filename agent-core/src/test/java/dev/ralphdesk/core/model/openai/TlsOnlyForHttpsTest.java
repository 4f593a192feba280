package dev.ralphdesk.core.model.openai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Setting up TLS loads and parses the JDK's trust store (a fifth of a second of a cold start), so a
 * provider of a plain-http endpoint — a local model — must never do it. Observed in a fresh JVM by
 * the classes it loads: the TLS context and its trust-store manager.
 */
class TlsOnlyForHttpsTest {
    private static final List<String> TLS_SET_UP = List.of("sun.security.ssl.SSLContextImpl ",
            "sun.security.ssl.TrustStoreManager ");
    @TempDir
    Path dir;

    @Test
    void aRequestToAPlainHttpEndpointSetsUpNoTls() throws Exception {
        Child child = run("http");
        assertEquals("answer: fine", child.out(), child.out());
        assertTrue(child.classes().contains("dev.ralphdesk.core.model.openai.OpenAiProvider "));
        for (String tls : TLS_SET_UP) {
            assertFalse(child.classes().contains(tls), tls + "was loaded for an http:// endpoint");
        }
    }

    @Test
    void anHttpsEndpointSetsUpTls() throws Exception {
        Child child = run("https");
        assertEquals("error: NETWORK", child.out(), child.out());
        for (String tls : TLS_SET_UP) {
            assertTrue(child.classes().contains(tls), tls + "was not loaded for an https:// endpoint");
        }
    }

    private record Child(String out, String classes) {
    }

    private Child run(String scheme) throws IOException, InterruptedException {
        Path classes = dir.resolve("classes-" + scheme + ".txt");
        Path out = dir.resolve("out-" + scheme + ".txt");
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xlog:class+load=info:file=" + classes, "-cp", classPath, OneRequestMain.class.getName(), scheme)
                .redirectErrorStream(true).redirectOutput(out.toFile()).start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the child JVM did not finish");
        assertEquals(0, process.exitValue(), Files.readString(out));
        return new Child(Files.readString(out, StandardCharsets.UTF_8).strip(),
                Files.readString(classes, StandardCharsets.UTF_8));
    }
}
