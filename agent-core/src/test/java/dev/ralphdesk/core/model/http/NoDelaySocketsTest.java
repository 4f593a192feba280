package dev.ralphdesk.core.model.http;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import org.junit.jupiter.api.Test;

class NoDelaySocketsTest {

    @Test
    void everySocketItMakesSendsWithoutWaitingForAcknowledgements() throws Exception {
        NoDelaySockets sockets = new NoDelaySockets();
        InetAddress loopback = InetAddress.getLoopbackAddress();
        try (ServerSocket server = new ServerSocket(0, 50, loopback)) {
            int port = server.getLocalPort();
            Socket unconnected = sockets.createSocket();
            unconnected.connect(new InetSocketAddress(loopback, port));
            for (Socket socket : List.of(unconnected, sockets.createSocket(loopback, port),
                    sockets.createSocket(loopback.getHostAddress(), port),
                    sockets.createSocket(loopback, port, loopback, 0),
                    sockets.createSocket(loopback.getHostAddress(), port, loopback, 0))) {
                try (socket) {
                    assertTrue(socket.getTcpNoDelay(), socket.toString());
                }
            }
        }
    }
}
