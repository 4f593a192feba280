package dev.ralphdesk.core.model.http;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A raw HTTP/1.1 server on 127.0.0.1 (ephemeral port) that replays scripted {@link Reply}s in order
 * (the last one repeats), records every request exactly as received, and notices when a client
 * closes a connection it is stalling on.
 */
public final class WireServer implements AutoCloseable {
    private final ServerSocket server;
    private final Deque<Reply> replies = new ArrayDeque<>();
    private final List<Recorded> requests = new CopyOnWriteArrayList<>();
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private final CountDownLatch clientClosedStall = new CountDownLatch(1);
    private final CountDownLatch stalling = new CountDownLatch(1);
    private final Thread acceptor;
    private Reply last;

    public WireServer() throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        acceptor = new Thread(this::acceptLoop, "wire-server-accept");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** A request as the server received it; header names are lower-case. */
    public record Recorded(String method, String target, Map<String, String> headers, String body) {
        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    public URI base() {
        return URI.create("http://127.0.0.1:" + server.getLocalPort());
    }

    public synchronized WireServer enqueue(Reply... next) {
        replies.addAll(List.of(next));
        return this;
    }

    public List<Recorded> requests() {
        return List.copyOf(requests);
    }

    public Recorded lastRequest() {
        return requests.get(requests.size() - 1);
    }

    /** Waits until the server has started stalling a reply. */
    public boolean awaitStall(long timeout, TimeUnit unit) throws InterruptedException {
        return stalling.await(timeout, unit);
    }

    /** Waits until a client closed a connection the server was stalling on. */
    public boolean awaitClientClose(long timeout, TimeUnit unit) throws InterruptedException {
        return clientClosedStall.await(timeout, unit);
    }

    private synchronized Reply nextReply() {
        Reply next = replies.poll();
        if (next != null) {
            last = next;
        }
        return last;
    }

    private void acceptLoop() {
        while (!server.isClosed()) {
            try {
                Socket socket = server.accept();
                if (server.isClosed()) {
                    // accepted in the moment close() ran: the server is gone, so refuse it
                    socket.close();
                    return;
                }
                sockets.add(socket);
                Thread handler = new Thread(() -> serve(socket), "wire-server-conn");
                handler.setDaemon(true);
                handler.start();
            } catch (IOException e) {
                return;
            }
        }
    }

    private void serve(Socket socket) {
        try (socket) {
            InputStream in = new BufferedInputStream(socket.getInputStream());
            OutputStream out = socket.getOutputStream();
            while (true) {
                Recorded request = readRequest(in);
                if (request == null) {
                    return;
                }
                requests.add(request);
                Reply reply = nextReply();
                if (reply == null) {
                    reply = Reply.json(500, "{\"error\":{\"message\":\"no reply scripted\"}}");
                }
                if (!write(reply, in, out, socket)) {
                    return;
                }
            }
        } catch (IOException e) {
            // the client went away
        }
    }

    /** Writes one reply; false when the connection is finished. */
    private boolean write(Reply reply, InputStream in, OutputStream out, Socket socket) throws IOException {
        if (reply.silent) {
            awaitClose(in);
            return false;
        }
        StringBuilder head = new StringBuilder("HTTP/1.1 " + reply.status + " Status\r\n");
        reply.headers.forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
        if (reply.chunked) {
            head.append("Transfer-Encoding: chunked\r\n");
        } else {
            int length = reply.parts.stream().filter(p -> p instanceof Reply.Part.Chunk)
                    .mapToInt(p -> ((Reply.Part.Chunk) p).text().getBytes(StandardCharsets.UTF_8).length).sum();
            head.append("Content-Length: ").append(length).append("\r\n");
        }
        out.write(head.append("\r\n").toString().getBytes(StandardCharsets.UTF_8));
        out.flush();
        for (Reply.Part part : reply.parts) {
            if (part instanceof Reply.Part.Chunk chunk) {
                byte[] bytes = chunk.text().getBytes(StandardCharsets.UTF_8);
                if (reply.chunked) {
                    out.write((Integer.toHexString(bytes.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
                    out.write(bytes);
                    out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
                } else {
                    out.write(bytes);
                }
                out.flush();
            } else if (part instanceof Reply.Part.Pause pause) {
                sleep(pause.millis());
            } else if (part instanceof Reply.Part.Stall) {
                awaitClose(in);
                return false;
            } else if (part instanceof Reply.Part.Cut cut) {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
                while (!cut.ready().getAsBoolean() && System.nanoTime() < deadline) {
                    sleep(5);
                }
                socket.close();
                return false;
            }
        }
        if (reply.chunked) {
            out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
        }
        return true;
    }

    private void awaitClose(InputStream in) throws IOException {
        stalling.countDown();
        while (in.read() >= 0) {
            // wait for the client to close
        }
        clientClosedStall.countDown();
    }

    private static Recorded readRequest(InputStream in) throws IOException {
        String requestLine = readLine(in);
        if (requestLine == null) {
            return null;
        }
        Map<String, String> headers = new TreeMap<>();
        String line;
        while ((line = readLine(in)) != null && !line.isEmpty()) {
            int colon = line.indexOf(':');
            headers.merge(line.substring(0, colon).trim().toLowerCase(Locale.ROOT), line.substring(colon + 1).trim(),
                    (a, b) -> a + ", " + b);
        }
        int length = Integer.parseInt(headers.getOrDefault("content-length", "0"));
        String body = new String(in.readNBytes(length), StandardCharsets.UTF_8);
        String[] words = requestLine.split(" ");
        return new Recorded(words[0], words.length > 1 ? words[1] : "", headers, body);
    }

    private static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) >= 0) {
            if (b == '\n') {
                String text = line.toString(StandardCharsets.UTF_8);
                return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
            }
            line.write(b);
        }
        return line.size() == 0 ? null : line.toString(StandardCharsets.UTF_8);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Closes the server; once this returns, the port refuses connections. Closing a ServerSocket that
     * another thread is blocked accepting on only signals that thread: the listening socket stays open
     * (and may even hand out one more connection) until the accept returns, so wait for the acceptor.
     */
    @Override
    public void close() throws IOException {
        server.close();
        try {
            acceptor.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (Socket socket : sockets) {
            socket.close();
        }
    }
}
