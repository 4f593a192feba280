package dev.ralphdesk.core.model.openai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.TestRuntime;
import dev.ralphdesk.core.model.http.WireServer;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * At exit the JVM waits up to about 0.3 s for every thread that is in native code — a thread blocked
 * in a selector or a socket read is. So once the last reply has been read, no thread the HTTP client
 * started may stay runnable: the client reads on the caller's thread and its own threads only wait.
 */
class QuietAfterTheReplyTest {
    private static final Reply OK = Reply.sse(OpenAiWire.text("fine"), OpenAiWire.finish("stop"), OpenAiWire.DONE);
    private final WireServer server;

    QuietAfterTheReplyTest() throws Exception {
        server = new WireServer();
    }

    @AfterEach
    void stop() throws Exception {
        server.close();
    }

    @Test
    void noThreadOfTheClientIsLeftRunningAfterTheLastReply() throws Exception {
        Set<Thread> before = Thread.getAllStackTraces().keySet();
        server.enqueue(OK, OK);
        OpenAiProvider provider = OpenAiSetup.provider(server, new TestRuntime());
        for (int i = 0; i < 2; i++) {
            assertEquals("fine", provider.stream(OpenAiSetup.hello(), new OpenAiSetup.Recorder(),
                    CancellationToken.none()).text());
        }
        // the client's threads may still be finishing a task (pool upkeep): wait until they all wait
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        List<String> running = runningSince(before);
        while (!running.isEmpty() && System.nanoTime() < deadline) {
            TimeUnit.MILLISECONDS.sleep(5);
            running = runningSince(before);
        }
        assertTrue(running.isEmpty(), "still running after the last reply: " + running);
    }

    /** Threads started since {@code before} (not by the test's server) that are runnable, with where they are. */
    private static List<String> runningSince(Set<Thread> before) {
        return Thread.getAllStackTraces().entrySet().stream()
                .filter(e -> !before.contains(e.getKey()) && e.getKey() != Thread.currentThread())
                .filter(e -> !e.getKey().getName().startsWith("wire-server"))
                .filter(e -> e.getKey().getState() == Thread.State.RUNNABLE)
                .map(e -> e.getKey().getName() + " at " + (e.getValue().length == 0 ? "?" : e.getValue()[0]))
                .collect(Collectors.toList());
    }
}
