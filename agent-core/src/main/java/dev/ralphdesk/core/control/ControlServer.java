package dev.ralphdesk.core.control;

import dev.ralphdesk.core.cli.ExitCode;
import dev.ralphdesk.core.id.RandomIds;
import dev.ralphdesk.core.log.JulLogger;
import java.io.IOException;
import java.io.InputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import jdk.net.ExtendedSocketOptions;
import jdk.net.UnixDomainPrincipal;

/**
 * The owner of a data folder listens here for the commands of other processes ({@code goal pause},
 * {@code sessions follow}, …): a Unix domain socket in the data folder, readable and writable by its
 * user only (mode 0600; a peer of another user is refused too), removed on close. It is made while the
 * folder lock is held, so a socket file found then is stale and replaced. Each connection sends one
 * request line and gets its answer; a request line over {@value ControlProtocol#MAX_REQUEST_BYTES}
 * bytes, one that does not come within {@link #REQUEST_WAIT_SECONDS} s, an unknown verb or another
 * protocol version is refused with a code; at most {@value #MAX_CONNECTIONS} connections are served at once.
 */
public final class ControlServer implements AutoCloseable {
    static final int MAX_CONNECTIONS = 16;
    static final int REQUEST_WAIT_SECONDS = 5;
    static final long CLOSE_GRACE_MILLIS = 1_000;
    /** The refusal code of a request the server could not serve because it is closing. */
    public static final String CLOSING = "owner-closing";
    private static final System.Logger LOG = JulLogger.of(ControlServer.class);
    private final Path socket;
    private final ServerSocketChannel server;
    private final Map<String, ControlVerb> verbs;
    private final UserPrincipal user;
    private final Semaphore slots = new Semaphore(MAX_CONNECTIONS);
    /** The connections being answered, with the thread answering each. */
    private final Map<SocketChannel, Thread> open = new ConcurrentHashMap<>();
    /** Ends a connection whose request does not come in time; shut down when the server closes. */
    private final ScheduledExecutorService watchdog;
    private volatile boolean closed;

    private ControlServer(Path socket, ServerSocketChannel server, Map<String, ControlVerb> verbs, UserPrincipal user,
            ScheduledExecutorService watchdog) {
        this.socket = socket;
        this.server = server;
        this.verbs = Map.copyOf(verbs);
        this.user = user;
        this.watchdog = watchdog;
    }

    /**
     * Listens on {@code socket}; empty (and logged) when no socket can be made there — the path is too
     * long, or the file system has none: the owner then works on, only unreachable from other processes.
     */
    public static Optional<ControlServer> start(Path socket, Map<String, ControlVerb> verbs) {
        return start(socket, verbs, Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "ralph-desk-control-watchdog");
            thread.setDaemon(true);
            return thread;
        }));
    }

    /** {@link #start(Path, Map)} with the watchdog given (a test's). */
    static Optional<ControlServer> start(Path socket, Map<String, ControlVerb> verbs, ScheduledExecutorService watchdog) {
        try {
            ServerSocketChannel server = bind(socket);
            ControlServer control = new ControlServer(socket, server, verbs, Files.getOwner(socket), watchdog);
            Thread accepting = new Thread(control::accept, "ralph-desk-control");
            accepting.setDaemon(true);
            accepting.start();
            LOG.log(System.Logger.Level.INFO, "control socket " + socket);
            return Optional.of(control);
        } catch (IOException | UnsupportedOperationException e) {
            LOG.log(System.Logger.Level.WARNING, "no control socket at " + socket + " (other processes cannot "
                    + "reach this one): " + e.getMessage());
            return Optional.empty();
        }
    }

    /**
     * Makes the JDK set up its UNIX sockets now, on the caller's thread: their first use makes the JDK's
     * non-blocking random generator (for names it never draws here), which sets up the security providers'
     * list and the default provider, ~5-10 ms of CPU. A command calls this on its start-up thread while its
     * words are parsed, so that {@link #start} on the main thread finds it done. Any failure is left to
     * {@link #start}, which reports it.
     */
    public static void prepare() {
        try (SocketChannel unused = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            // opened and closed: the set-up is what was wanted
        } catch (IOException | UnsupportedOperationException e) {
            // the control socket reports it when it starts
        }
    }

    /**
     * Binds in a private folder, makes the socket the user's alone, then moves it into place. The folder is
     * new (made only where nothing has its name), named by 16 random hex digits of the kernel's
     * ({@link RandomIds}) — one length whatever the draw, as a socket's path must stay under 108 bytes — not
     * as {@code Files.createTempDirectory} names one, from the JDK's default {@code SecureRandom} (its mixing
     * generator, seeded at its first use).
     */
    private static ServerSocketChannel bind(Path socket) throws IOException {
        Files.deleteIfExists(socket);
        Path folder = Files.createDirectory(socket.resolveSibling(".ctl" + RandomIds.name()),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        Path made = folder.resolve("s");
        ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            server.bind(UnixDomainSocketAddress.of(made));
            Files.setPosixFilePermissions(made, PosixFilePermissions.fromString("rw-------"));
            Files.move(made, socket, StandardCopyOption.ATOMIC_MOVE);
            return server;
        } catch (IOException | RuntimeException e) {
            server.close();
            throw e;
        } finally {
            Files.deleteIfExists(made);
            Files.deleteIfExists(folder);
        }
    }

    public Path socket() {
        return socket;
    }

    private void accept() {
        while (!closed) {
            SocketChannel client;
            try {
                client = server.accept();
            } catch (ClosedChannelException e) {
                return;
            } catch (IOException e) {
                LOG.log(System.Logger.Level.WARNING, "the control socket failed: " + e.getMessage());
                return;
            }
            if (!slots.tryAcquire()) {
                answerAndClose(client, ControlReply.refused(ExitCode.FAILED, "busy", "Ralph Desk is serving "
                        + MAX_CONNECTIONS + " other commands; try again"));
                continue;
            }
            Thread serving = new Thread(() -> serve(client), "ralph-desk-control-request");
            serving.setDaemon(true);
            serving.start();
        }
    }

    private void serve(SocketChannel client) {
        open.put(client, Thread.currentThread());
        try (client) {
            LineSink sink = new LineSink(Channels.newOutputStream(client));
            if (!samePerson(client)) {
                sink.reply(ControlReply.refused(ExitCode.FAILED, "forbidden", "the control socket serves its own user only"));
                return;
            }
            Optional<ScheduledFuture<?>> slow = watch(client);
            String line;
            try {
                InputStream in = Channels.newInputStream(client);
                line = ControlProtocol.readLine(in, ControlProtocol.MAX_REQUEST_BYTES);
            } catch (ControlException e) {
                sink.reply(e.reply());
                return;
            } finally {
                slow.ifPresent(watch -> watch.cancel(false));
            }
            if (line == null) {
                return;
            }
            if (slow.isEmpty()) { // its request read first: closing on unread bytes would reset the reply away
                sink.reply(ControlReply.refused(ExitCode.FAILED, CLOSING, "the owner is closing"));
                return;
            }
            answer(line, sink);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "a control client went away: " + e.getMessage());
        } finally {
            open.remove(client);
            slots.release();
        }
    }

    /**
     * Ends the connection if its request does not come in time; empty for a connection accepted just as
     * the server closed, which has shut its watchdog down.
     */
    private Optional<ScheduledFuture<?>> watch(SocketChannel client) {
        try {
            return Optional.of(watchdog.schedule(() -> close(client), REQUEST_WAIT_SECONDS, TimeUnit.SECONDS));
        } catch (RejectedExecutionException e) {
            return Optional.empty();
        }
    }

    private void answer(String line, LineSink sink) throws IOException {
        try {
            ControlRequest request = ControlRequest.parse(line);
            ControlVerb verb = verbs.get(request.verb());
            if (verb == null) {
                throw new ControlException("unknown-verb", "unknown verb '" + request.verb() + "'; this Ralph Desk "
                        + "knows " + String.join(", ", new TreeSet<>(verbs.keySet())));
            }
            verb.handle(request, sink);
        } catch (ControlException e) {
            sink.reply(e.reply());
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "a control request failed", e);
            sink.reply(ControlReply.refused(ExitCode.FAILED, "internal", e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage())));
        }
    }

    /** The peer runs as the user who owns the socket. */
    private boolean samePerson(SocketChannel client) {
        try {
            UnixDomainPrincipal peer = client.getOption(ExtendedSocketOptions.SO_PEERCRED);
            return peer.user().getName().equals(user.getName());
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    private static void answerAndClose(SocketChannel client, ControlReply reply) {
        try (client) {
            new LineSink(Channels.newOutputStream(client)).reply(reply);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "a control client went away: " + e.getMessage());
        }
    }

    private static void close(SocketChannel client) {
        try {
            client.close();
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "closing a control connection: " + e.getMessage());
        }
    }

    /**
     * Stops listening, ends the answers in progress — a follow is interrupted and gets up to
     * {@value #CLOSE_GRACE_MILLIS} ms to send its reply — and removes the socket file.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            server.close();
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "closing the control socket: " + e.getMessage());
        }
        open.values().forEach(Thread::interrupt);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(CLOSE_GRACE_MILLIS);
        for (Thread serving : List.copyOf(open.values())) {
            try {
                serving.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        open.keySet().forEach(ControlServer::close);
        watchdog.shutdownNow();
        try {
            Files.deleteIfExists(socket);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "the control socket " + socket + " stays: " + e.getMessage());
        }
    }
}
