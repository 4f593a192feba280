package dev.ralphdesk.core.model.http;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import javax.net.SocketFactory;

/**
 * Plain sockets with Nagle's algorithm off ({@code TCP_NODELAY}), as the JDK's HTTP client makes
 * them. A request larger than one write buffer leaves in two writes; with Nagle on, the second waits
 * for the server's acknowledgement of the first, which a server delays by up to 40 ms.
 */
final class NoDelaySockets extends SocketFactory {
    private final SocketFactory sockets = SocketFactory.getDefault();

    @Override
    public Socket createSocket() throws IOException {
        return noDelay(sockets.createSocket());
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return noDelay(sockets.createSocket(host, port));
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        return noDelay(sockets.createSocket(host, port, localHost, localPort));
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return noDelay(sockets.createSocket(host, port));
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort)
            throws IOException {
        return noDelay(sockets.createSocket(address, port, localAddress, localPort));
    }

    private static Socket noDelay(Socket socket) throws SocketException {
        socket.setTcpNoDelay(true);
        return socket;
    }
}
