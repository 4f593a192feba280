package dev.ralphdesk.app.bench;

import dev.ralphdesk.app.launch.AppLayout;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

/**
 * TLS for a local mock of a hosted provider, made by the JDK's {@code keytool}: a key and a self-signed
 * certificate for {@code 127.0.0.1} (RSA 2048, as many public endpoints serve), and a trust store for the
 * command — a copy of the JDK's own with that certificate added, named to the child JVM by
 * {@code -Djavax.net.ssl.trustStore}. The command then reads and parses a trust store of the same kind and
 * size as a person's (145 certificates here) where a store of the one certificate would leave out most of
 * what TLS's set-up costs.
 *
 * @param trustStoreOption the child JVM's option naming the trust store
 */
record LocalTls(SSLContext serverContext, String trustStoreOption) {
    private static final String PASSWORD = "changeit";

    static LocalTls make(Path dir) throws IOException, InterruptedException, GeneralSecurityException {
        Path keys = dir.resolve("mock-server.p12");
        Path certificate = dir.resolve("mock-server.pem");
        Path trust = dir.resolve("trust-store");
        keytool(dir, "-genkeypair", "-alias", "mock", "-keyalg", "RSA", "-keysize", "2048", "-dname", "CN=127.0.0.1",
                "-ext", "SAN=ip:127.0.0.1", "-validity", "2", "-storetype", "PKCS12", "-keystore", keys.toString(),
                "-storepass", PASSWORD);
        keytool(dir, "-exportcert", "-rfc", "-alias", "mock", "-keystore", keys.toString(), "-storepass", PASSWORD,
                "-file", certificate.toString());
        // the store the JDK trusts by default (a link to the system's on some distributions), copied in its format
        Files.copy(Path.of(System.getProperty("java.home"), "lib", "security", "cacerts").toRealPath(), trust);
        trust.toFile().setWritable(true);
        keytool(dir, "-importcert", "-noprompt", "-alias", "ralph-desk-mock", "-file", certificate.toString(),
                "-keystore", trust.toString(), "-storepass", PASSWORD);
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(keys)) {
            store.load(in, PASSWORD.toCharArray());
        }
        KeyManagerFactory managers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        managers.init(store, PASSWORD.toCharArray());
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(managers.getKeyManagers(), null, null);
        return new LocalTls(context, "-Djavax.net.ssl.trustStore=" + trust);
    }

    private static void keytool(Path dir, String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(AppLayout.java()).resolveSibling("keytool").toString()));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(1, TimeUnit.MINUTES) || process.exitValue() != 0) {
            throw new IllegalStateException("keytool " + String.join(" ", arguments) + " failed:\n" + output);
        }
    }
}
