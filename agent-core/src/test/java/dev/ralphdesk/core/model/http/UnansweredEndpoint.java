package dev.ralphdesk.core.model.http;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.List;

/**
 * A listener on loopback that never accepts, its queue full: a new connection's SYN is dropped, so a
 * connect to it waits until its timeout — as it does for a slow or unreachable endpoint.
 */
public final class UnansweredEndpoint implements AutoCloseable {
    private final ServerSocket server;
    private final List<SocketChannel> queued = new ArrayList<>();

    public UnansweredEndpoint() throws IOException {
        InetAddress loopback = InetAddress.getLoopbackAddress();
        server = new ServerSocket(0, 1, loopback);
        for (int i = 0; i < 4; i++) {
            SocketChannel channel = SocketChannel.open();
            channel.configureBlocking(false);
            channel.connect(new InetSocketAddress(loopback, server.getLocalPort()));
            queued.add(channel);
        }
    }

    public URI base() {
        return URI.create("http://" + server.getInetAddress().getHostAddress() + ":" + server.getLocalPort());
    }

    /** Returns once {@code thread} waits in OkHttp's code (connecting), not before. */
    public static void untilWaitingInOkHttp(Thread thread) {
        while (thread.getState() == Thread.State.NEW || thread.getState() == Thread.State.RUNNABLE
                || !inOkHttp(thread)) {
            Thread.onSpinWait();
        }
    }

    private static boolean inOkHttp(Thread thread) {
        for (StackTraceElement frame : thread.getStackTrace()) {
            if (frame.getClassName().startsWith("okhttp3.")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void close() throws IOException {
        for (SocketChannel channel : queued) {
            channel.close();
        }
        server.close();
    }
}
