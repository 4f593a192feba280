package dev.ralphdesk.core.model.openai;

import static dev.ralphdesk.core.model.openai.OpenAiSetup.hello;
import static dev.ralphdesk.core.model.openai.OpenAiSetup.provider;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.http.Reply;
import dev.ralphdesk.core.model.http.TestRuntime;
import dev.ralphdesk.core.model.http.WireServer;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A provider says its request goes out ({@code onSending}) once the request has been sent, once a call:
 * a request that could not be sent says nothing (what a turn starts then, the next command's sandbox,
 * waits for a request that reached the model).
 */
class SayingItsRequestWentOutTest {
    private static final Reply OK = Reply.sse(OpenAiWire.role(), OpenAiWire.text("fine"), OpenAiWire.finish("stop"),
            OpenAiWire.usage(3, 1, 0), OpenAiWire.DONE);
    private final WireServer server;

    SayingItsRequestWentOutTest() throws Exception {
        server = new WireServer();
    }

    @AfterEach
    void close() throws Exception {
        server.close();
    }

    @Test
    void aRequestThatNeverWentOutSaysNothingOfSending() throws Exception {
        OpenAiProvider provider = provider(server, new TestRuntime());
        server.close();
        Heard heard = new Heard();
        assertThrows(ModelException.class, () -> provider.stream(hello(), heard, CancellationToken.none()));
        assertEquals(List.of("retry:1:500", "retry:2:1000"), heard.events);
    }

    @Test
    void aRequestSentAgainAfterACutStreamSaysItWentOutOnceBeforeAnyText() throws Exception {
        server.enqueue(Reply.sse(OpenAiWire.role()).cut(), OK);
        Heard heard = new Heard();
        provider(server, new TestRuntime()).stream(hello(), heard, CancellationToken.none());
        assertEquals(List.of("sending", "retry:1:500", "text:fine"), heard.events);
    }

    /** What the provider said, in order. */
    private static final class Heard extends OpenAiSetup.Recorder {
        @Override
        public void onSending() {
            events.add("sending");
        }
    }
}
