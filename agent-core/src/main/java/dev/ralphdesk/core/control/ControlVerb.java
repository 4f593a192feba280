package dev.ralphdesk.core.control;

import java.io.IOException;
import java.util.function.Function;

/**
 * What the owner of a data folder does for a verb of the control socket ({@code goal.pause},
 * {@code follow}, …), registered through {@code PluginContext.addControlVerb}. A verb answers with one
 * reply; a streaming one (follow) may send events first. Bad arguments are a {@link ControlException}.
 */
@FunctionalInterface
public interface ControlVerb {

    void handle(ControlRequest request, ControlSink sink) throws IOException;

    /** A verb that only answers. */
    static ControlVerb answering(Function<ControlRequest, ControlReply> answer) {
        return (request, sink) -> sink.reply(answer.apply(request));
    }
}
