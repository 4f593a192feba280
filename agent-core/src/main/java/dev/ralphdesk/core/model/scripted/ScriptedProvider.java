package dev.ralphdesk.core.model.scripted;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ModelErrorKind;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.ProviderCapabilities;
import dev.ralphdesk.core.model.StopReason;
import dev.ralphdesk.core.model.ToolCall;
import dev.ralphdesk.core.model.Usage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The offline model: answers from a {@link ScriptedScenario} and records every request it gets.
 * Streaming, delays and stalls honour cancellation within milliseconds.
 */
public final class ScriptedProvider implements ModelProvider {
    public static final String NAME = "scripted";
    private static final String NO_ANSWER = "The offline demo model has no scripted answer for this message. "
            + "Configure a real model in Settings to chat freely.";

    private final ScriptedScenario scenario;
    private final Map<ScriptedRule, Integer> used = new HashMap<>();
    private final List<ModelRequest> requests = new ArrayList<>();
    private int nextInSequence;
    private int nextCallId;

    public ScriptedProvider(ScriptedScenario scenario) {
        this.scenario = scenario;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String model() {
        return scenario.model();
    }

    @Override
    public ProviderCapabilities capabilities() {
        return ProviderCapabilities.FULL;
    }

    /** Every request received so far, oldest first. */
    public synchronized List<ModelRequest> requests() {
        return List.copyOf(requests);
    }

    @Override
    public ModelResponse stream(ModelRequest request, ModelStreamListener listener, CancellationToken cancel)
            throws ModelException {
        Selection selection = select(request);
        ScriptedResponse response = selection.response();
        Map<String, String> captures = selection.captures();
        cancel.throwIfCancelled();
        listener.onSending();
        if (response.stallMs() != null) {
            pause(response.stallMs(), cancel);
        }
        if (response.fail() != null) {
            throw new ModelException(response.fail().errorKind(), Placeholders.fill(response.fail().message(), captures));
        }
        String reasoning = Placeholders.fill(response.reasoning(), captures);
        String text = Placeholders.fill(response.text(), captures);
        int chunk = response.chunkSize() == null ? 16 : response.chunkSize();
        int delay = response.chunkDelayMs() == null ? 0 : response.chunkDelayMs();
        if (reasoning != null) {
            streamChunks(reasoning, chunk, delay, cancel, listener::onReasoningDelta, Integer.MAX_VALUE);
        }
        int limit = response.dropAfterChars() == null ? Integer.MAX_VALUE : response.dropAfterChars();
        streamChunks(text, chunk, delay, cancel, listener::onTextDelta, limit);
        if (text.length() > limit) {
            throw new ModelException(ModelErrorKind.NETWORK, "The scripted stream was dropped after " + limit
                    + " characters.");
        }
        List<ToolCall> calls = new ArrayList<>();
        for (ScriptedToolCall call : response.toolCalls()) {
            String arguments = call.rawArguments() != null ? call.rawArguments()
                    : Json.write(Placeholders.fill(call.arguments() == null ? Json.object() : call.arguments(), captures));
            calls.add(new ToolCall(nextCallId(), call.name(), arguments));
        }
        return new ModelResponse(text, reasoning, calls, stopReason(response, calls), usage(response, request, text));
    }

    private record Selection(ScriptedResponse response, Map<String, String> captures) {
    }

    private synchronized Selection select(ModelRequest request) {
        requests.add(request);
        for (ScriptedRule rule : scenario.rules()) {
            int count = used.getOrDefault(rule, 0);
            if (rule.times() != null && count >= rule.times()) {
                continue;
            }
            Optional<Map<String, String>> captures = rule.when().match(request);
            if (captures.isPresent()) {
                used.put(rule, count + 1);
                return new Selection(rule.respond(), captures.get());
            }
        }
        if (nextInSequence < scenario.sequence().size()) {
            return new Selection(scenario.sequence().get(nextInSequence++), Map.of());
        }
        return new Selection(scenario.fallback() != null ? scenario.fallback() : ScriptedResponse.text(NO_ANSWER),
                Map.of());
    }

    private synchronized String nextCallId() {
        return "call_" + (++nextCallId);
    }

    private static void streamChunks(String text, int chunk, int delayMs, CancellationToken cancel,
            java.util.function.Consumer<String> sink, int limit) {
        int end = Math.min(text.length(), limit);
        for (int i = 0; i < end; i += chunk) {
            cancel.throwIfCancelled();
            if (i > 0 && delayMs > 0) {
                pause(delayMs, cancel);
            }
            sink.accept(text.substring(i, Math.min(end, i + chunk)));
        }
    }

    /** Waits, returning early (by throwing) as soon as the token is cancelled. */
    private static void pause(long millis, CancellationToken cancel) {
        CountDownLatch latch = new CountDownLatch(1);
        try (CancellationToken.Registration ignored = cancel.onCancel(latch::countDown)) {
            latch.await(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancelledException();
        }
        cancel.throwIfCancelled();
    }

    private static StopReason stopReason(ScriptedResponse response, List<ToolCall> calls) {
        if ("max_tokens".equals(response.stop())) {
            return StopReason.MAX_TOKENS;
        }
        if ("refused".equals(response.stop())) {
            return StopReason.REFUSED;
        }
        return calls.isEmpty() ? StopReason.END_TURN : StopReason.TOOL_CALLS;
    }

    private static Usage usage(ScriptedResponse response, ModelRequest request, String text) {
        ScriptedResponse.ScriptedUsage given = response.usage();
        long input = given != null && given.input() != null ? given.input()
                : Math.max(1, RequestMatch.render(request).length() / 4);
        long output = given != null && given.output() != null ? given.output() : Math.max(1, text.length() / 4);
        long cached = given != null && given.cached() != null ? given.cached() : 0;
        return new Usage(input, output, cached);
    }
}
