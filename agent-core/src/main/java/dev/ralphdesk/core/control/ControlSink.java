package dev.ralphdesk.core.control;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;

/** Where a verb writes its answer: events (a follow) and then the one reply that ends it. */
public interface ControlSink {

    /** One event line, {@code {"v":1,"event":{…}}}. */
    void event(JsonNode event) throws IOException;

    /** The reply that ends the answer. */
    void reply(ControlReply reply) throws IOException;
}
