package dev.ralphdesk.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.model.ChatMessage;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.ProviderCapabilities;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedResponse;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class DeferredModelProviderTest {

    @Test
    void nameModelAndCapabilitiesNeedNoBuild() {
        AtomicInteger builds = new AtomicInteger();
        DeferredModelProvider deferred = new DeferredModelProvider("scripted", "offline-demo",
                ProviderCapabilities.FULL, () -> {
                    builds.incrementAndGet();
                    return new ScriptedProvider(ScriptedScenario.of(List.of()));
                });

        assertEquals("scripted", deferred.name());
        assertEquals("offline-demo", deferred.model());
        assertEquals(ProviderCapabilities.FULL, deferred.capabilities());
        assertEquals(0, builds.get());
    }

    @Test
    void aProviderChosenOnUseIsNotBuiltUntilAskedAndThenNamesItself() {
        AtomicInteger builds = new AtomicInteger();
        DeferredModelProvider deferred = new DeferredModelProvider(() -> {
            builds.incrementAndGet();
            return new ScriptedProvider(ScriptedScenario.of(List.of()));
        });
        assertEquals(0, builds.get());

        assertEquals(ScriptedProvider.NAME, deferred.name());
        assertEquals(deferred.provider().model(), deferred.model());
        assertEquals(1, builds.get());
    }

    @Test
    void theProviderIsBuiltOnceOnFirstUse() {
        AtomicInteger builds = new AtomicInteger();
        DeferredModelProvider deferred = new DeferredModelProvider("scripted", "m", ProviderCapabilities.FULL, () -> {
            builds.incrementAndGet();
            return new ScriptedProvider(ScriptedScenario.of(List.of(ScriptedResponse.text("hi"))));
        });

        assertSame(deferred.provider(), deferred.provider());
        assertEquals(1, builds.get());
    }

    @Test
    void requestsStreamThroughTheBuiltProvider() throws Exception {
        ScriptedProvider scripted = new ScriptedProvider(ScriptedScenario.of(List.of(ScriptedResponse.text("hi"))));
        DeferredModelProvider deferred = new DeferredModelProvider("scripted", "m", ProviderCapabilities.FULL,
                () -> scripted);
        ModelRequest request = new ModelRequest("system", List.of(new ChatMessage.User("hello")), List.of(), 100);

        ModelResponse response = deferred.stream(request, ModelStreamListener.NONE, CancellationToken.none());

        assertEquals("hi", response.text());
        assertEquals(List.of(request), scripted.requests());
    }

    @Test
    void aFailedBuildIsThrownByEachUseAndTriedAgain() {
        AtomicInteger builds = new AtomicInteger();
        DeferredModelProvider deferred = new DeferredModelProvider("scripted", "m", ProviderCapabilities.FULL, () -> {
            builds.incrementAndGet();
            throw new ScriptedScenario.ScenarioException("Invalid scenario");
        });

        assertThrows(ScriptedScenario.ScenarioException.class, deferred::provider);
        assertThrows(ScriptedScenario.ScenarioException.class, deferred::provider);
        assertEquals(2, builds.get());
    }

    @Test
    void theDeferredDemoModelNamesWhatTheBundledScenarioDoes() {
        ScriptedProvider parsed = DemoModel.provider();
        DeferredModelProvider deferred = DemoModel.deferred();

        assertEquals(parsed.name(), deferred.name());
        assertEquals(parsed.model(), deferred.model());
        assertEquals(parsed.capabilities(), deferred.capabilities());
        assertEquals(ScriptedProvider.class, deferred.provider().getClass());
    }
}
