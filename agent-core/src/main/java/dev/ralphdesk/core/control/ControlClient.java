package dev.ralphdesk.core.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.json.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A command's line to the process that owns the data folder: one request per connection, its
 * answer read to the reply line. {@link #abort()} ends a call in progress (Ctrl+C during a follow).
 */
public final class ControlClient {
    /** The reply code of a call ended by {@link #abort()}. */
    public static final String ABORTED = "aborted";
    /** The reply code of a call whose answer stopped before its reply: the owner went away. */
    public static final String OWNER_GONE = "owner-gone";
    private final Path socket;
    private volatile SocketChannel current;
    private volatile boolean aborted;

    private ControlClient(Path socket) {
        this.socket = socket;
    }

    /** The owner listening on {@code socket}, if one answers; a socket file nobody listens on is stale. */
    public static Optional<ControlClient> find(Path socket) {
        if (!Files.exists(socket)) {
            return Optional.empty();
        }
        try (SocketChannel probe = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            return Optional.of(new ControlClient(socket));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    public Path socket() {
        return socket;
    }

    /** Sends a request and returns the owner's reply. */
    public ControlReply call(ControlRequest request) {
        return stream(request, event -> {
            throw new ControlException(ExitCode.FAILED, "unexpected", "the owner sent events for " + request.verb());
        });
    }

    /** Sends a request, hands each event line's event to {@code events} as it comes, and returns the reply. */
    public ControlReply stream(ControlRequest request, Consumer<JsonNode> events) {
        try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            current = channel;
            OutputStream out = Channels.newOutputStream(channel);
            out.write((request.toJson() + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            InputStream in = Channels.newInputStream(channel);
            for (String line = ControlProtocol.readLine(in, ControlProtocol.MAX_ANSWER_BYTES); line != null;
                    line = ControlProtocol.readLine(in, ControlProtocol.MAX_ANSWER_BYTES)) {
                JsonNode answer = Json.parse(line);
                if (answer.has("event")) {
                    events.accept(answer.get("event"));
                } else if (answer.has("ok")) {
                    return ControlReply.fromJson(answer);
                }
            }
            return ended();
        } catch (JsonProcessingException e) {
            return ControlReply.refused(ExitCode.FAILED, "bad-answer", "the owner's answer is not JSON: "
                    + e.getOriginalMessage());
        } catch (IOException e) {
            return ended();
        } finally {
            current = null;
        }
    }

    /** Ends the call in progress, if any (its answer reads as the owner gone). */
    public void abort() {
        aborted = true;
        SocketChannel channel = current;
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // closing is all that was asked
            }
        }
    }

    /** The answer stopped before its reply: this side aborted, or the owner went away. */
    private ControlReply ended() {
        if (aborted) {
            return ControlReply.refused(ExitCode.CANCELLED, ABORTED, "stopped before the owner answered");
        }
        return ControlReply.refused(ExitCode.FAILED, OWNER_GONE, "the Ralph Desk that owns the data folder stopped "
                + "answering (" + socket + ")");
    }
}
