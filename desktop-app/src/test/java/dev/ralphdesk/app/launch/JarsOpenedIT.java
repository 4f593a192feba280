package dev.ralphdesk.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command reads the jars at the front of its class path and no other on its way to a turn's first request:
 * every other class comes from the class-data archive. Each of the JDK's searches of the class path for
 * something that no jar near the front has — a declared {@code System.LoggerFinder} at the first use of
 * {@code java.util.logging}, SLF4J's provider (sqlite-jdbc logs through it), the NIO selector provider
 * (the control socket), a resource — opened and read every jar of {@code lib/} on the thread that asked.
 */
class JarsOpenedIT {
    private static final String REPLY = "data: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"choices\":"
            + "[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"done\"},\"finish_reason\":\"stop\"}]}\n\n"
            + "data: [DONE]\n\n";
    @TempDir
    Path dir;

    @Test
    void aChatTurnsFirstRequestGoesOutWithOnlyTheJarsAtTheFrontOfItsClassPathOpened() throws Exception {
        List<String> entries = Arrays.asList(AppLayout.classPath(false).split(File.pathSeparator));
        Set<String> front = new TreeSet<>(entries.subList(0, entries.indexOf(AppLayout.dir().resolve("lib") + "/*")));
        AtomicReference<Process> child = new AtomicReference<>();
        AtomicReference<Set<String>> opened = new AtomicReference<>();
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/chat/completions", exchange -> {
            opened.compareAndSet(null, openJars(child.get().pid())); // while the command waits for the answer
            answer(exchange);
        });
        server.start();
        try {
            Path workspace = Files.createDirectories(dir.resolve("ws"));
            List<String> command = new ArrayList<>(List.of(AppLayout.java()));
            command.addAll(AppLayout.options(false));
            command.addAll(List.of(AppLayout.MAIN, "chat", "--workspace", workspace.toString(), "--provider", "openai",
                    "--base-url", "http://127.0.0.1:" + server.getAddress().getPort() + "/v1", "--model", "mock",
                    "--approve", "auto", "say done"));
            ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                    .redirectOutput(dir.resolve("out.txt").toFile()).redirectErrorStream(true)
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
            builder.environment().putAll(java.util.Map.of("HOME", dir.toString(), "XDG_CONFIG_HOME",
                    dir.resolve("config").toString(), "XDG_STATE_HOME", dir.resolve("state").toString(),
                    "RALPH_DESK_HOME", dir.resolve("data").toString(), "OPENAI_API_KEY", "sk-test"));
            child.set(builder.start());
            assertTrue(child.get().waitFor(3, TimeUnit.MINUTES), "the command did not finish");
            String out = Files.readString(dir.resolve("out.txt"));
            assertEquals(0, child.get().exitValue(), out);
        } finally {
            server.stop(0);
        }
        assertNotNull(opened.get(), "no request arrived");
        assertFalse(opened.get().isEmpty(), "no jar was open: the check reads no process's files");
        Set<String> others = new TreeSet<>(opened.get());
        others.removeAll(front);
        assertEquals(Set.of(), others, "jars opened besides the class path's first " + front);
    }

    /** The jars among a process's open files ({@code /proc/PID/fd}). */
    private static Set<String> openJars(long pid) {
        Set<String> jars = new TreeSet<>();
        try (Stream<Path> fds = Files.list(Path.of("/proc", Long.toString(pid), "fd"))) {
            for (Path fd : fds.toList()) {
                try {
                    String target = Files.readSymbolicLink(fd).toString();
                    if (target.endsWith(".jar")) {
                        jars.add(target);
                    }
                } catch (IOException closed) {
                    // closed since it was listed
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot list the open files of process " + pid, e);
        }
        return jars;
    }

    private static void answer(HttpExchange exchange) throws IOException {
        exchange.getRequestBody().readAllBytes();
        byte[] stream = REPLY.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "text/event-stream");
        exchange.sendResponseHeaders(200, stream.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(stream);
        }
    }
}
