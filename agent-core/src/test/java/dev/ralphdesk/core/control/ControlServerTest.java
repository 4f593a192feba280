package dev.ralphdesk.core.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.json.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The control socket: private to its user, removed on close, and hostile or broken requests get coded refusals. */
class ControlServerTest {
    @TempDir
    Path dir;

    private ControlServer serve() {
        return ControlServer.start(dir.resolve("ralph-desk.sock"), Map.of(
                "echo", ControlVerb.answering(request -> ControlReply.ok(request.required("text"))))).orElseThrow();
    }

    @Test
    void theSocketIsTheUsersAloneAndGoesAwayOnClose() throws Exception {
        Path socket;
        try (ControlServer server = serve()) {
            socket = server.socket();
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(socket)));
            assertEquals(List.of("ralph-desk.sock"), listing(), "nothing else is left in the folder");
            ControlReply reply = ControlClient.find(socket).orElseThrow()
                    .call(ControlRequest.of("echo", Map.of("text", "hello")));
            assertEquals(ControlReply.ok("hello"), reply);
        }
        assertFalse(Files.exists(socket));
        assertTrue(ControlClient.find(socket).isEmpty(), "no owner listens any more");
    }

    @Test
    void aStaleSocketFileIsFoundUnansweredAndReplacedByTheNextOwner() throws Exception {
        Path socket = dir.resolve("ralph-desk.sock");
        try (ServerSocketChannel dead = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            dead.bind(UnixDomainSocketAddress.of(socket));
        }
        assertTrue(Files.exists(socket), "a crashed owner left its socket file");
        assertTrue(ControlClient.find(socket).isEmpty(), "nobody answers on it");
        try (ControlServer ignored = serve()) {
            assertEquals(ControlReply.ok("again"), ControlClient.find(socket).orElseThrow()
                    .call(ControlRequest.of("echo", Map.of("text", "again"))));
        }
    }

    @Test
    void badRequestsAreRefusedWithCodes() throws Exception {
        try (ControlServer server = serve()) {
            assertEquals("unknown-verb", raw(server, "{\"v\":1,\"verb\":\"rm-rf\"}").get("code").asText());
            assertEquals("bad-request", raw(server, "not json").get("code").asText());
            assertEquals("bad-request", raw(server, "[1,2]").get("code").asText());
            assertEquals("bad-request", raw(server, "{\"v\":1}").get("code").asText());
            assertEquals("bad-request", raw(server, "{\"v\":1,\"verb\":\"echo\",\"text\":{\"deep\":1}}")
                    .get("code").asText());
            assertEquals("bad-request", raw(server, "{\"v\":1,\"verb\":\"echo\"}").get("code").asText(),
                    "a missing argument");
            assertEquals("unsupported-version", raw(server, "{\"v\":2,\"verb\":\"echo\"}").get("code").asText());
            JsonNode large = raw(server, "{\"v\":1,\"verb\":\"echo\",\"text\":\"" + "x".repeat(70_000) + "\"}");
            assertEquals("too-large", large.get("code").asText());
            assertEquals(2, large.get("exit").asInt(), "bad arguments");
            assertEquals("hello", raw(server, "{\"v\":1,\"verb\":\"echo\",\"text\":\"hello\"}").get("output").asText(),
                    "the server still answers after all that");
        }
    }

    @Test
    void aRequestAcceptedAsTheServerClosesIsToldSoNotDropped() throws Exception {
        ScheduledExecutorService closedWatchdog = Executors.newSingleThreadScheduledExecutor();
        closedWatchdog.shutdownNow(); // as close() leaves it for a connection accepted meanwhile
        try (ControlServer server = ControlServer.start(dir.resolve("ralph-desk.sock"), Map.of("echo",
                ControlVerb.answering(request -> ControlReply.ok(request.required("text")))), closedWatchdog)
                .orElseThrow()) {
            ControlReply reply = ControlClient.find(server.socket()).orElseThrow()
                    .call(ControlRequest.of("echo", Map.of("text", "late")));

            assertEquals(ControlServer.CLOSING, reply.code(), reply.toString());
        }
    }

    @Test
    void connectionsBeyondTheLimitAreToldItIsBusy() throws Exception {
        try (ControlServer server = serve()) {
            List<SocketChannel> waiting = new ArrayList<>();
            try {
                for (int i = 0; i < ControlServer.MAX_CONNECTIONS; i++) {
                    SocketChannel idle = SocketChannel.open(UnixDomainSocketAddress.of(server.socket()));
                    waiting.add(idle);
                }
                assertEquals("busy", raw(server, "{\"v\":1,\"verb\":\"echo\",\"text\":\"one more\"}").get("code").asText());
            } finally {
                for (SocketChannel idle : waiting) {
                    idle.close();
                }
            }
        }
    }

    /** Sends one line as it is and returns the answer's last line. */
    private static JsonNode raw(ControlServer server, String line) throws IOException {
        try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(server.socket()))) {
            OutputStream out = Channels.newOutputStream(channel);
            out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            InputStream in = Channels.newInputStream(channel);
            // up to the reply line: a refusal before the whole request was read ends in a reset after it
            for (String answer = ControlProtocol.readLine(in, ControlProtocol.MAX_ANSWER_BYTES); answer != null;
                    answer = ControlProtocol.readLine(in, ControlProtocol.MAX_ANSWER_BYTES)) {
                JsonNode reply = Json.parse(answer);
                if (reply.has("ok")) {
                    return reply;
                }
            }
            throw new AssertionError("the server closed without a reply to " + line);
        }
    }

    private List<String> listing() throws IOException {
        try (var files = Files.list(dir)) {
            return files.map(path -> path.getFileName().toString()).sorted().toList();
        }
    }
}
