package dev.ralphdesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cli.CliException;
import dev.ralphdesk.core.model.ModelProvider;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.ProviderCapabilities;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

/**
 * A headless command waits for its model's choice (an unusable one stops it before a session is made), not
 * for the model's preparation (an HTTP model's client): the choice is handed over first, then the provider
 * is prepared on the same worker, while the command goes on.
 */
class ChooseTheModelTest {

    @Test
    void theChoiceIsHandedOverBeforeTheModelIsPrepared() {
        List<Runnable> worker = new ArrayList<>();
        PreparedModel model = new PreparedModel();
        CompletableFuture<ModelProvider> chosen = HeadlessComposition.chooseTheModel(() -> model, worker::add);
        model.chosen = chosen;

        worker.forEach(Runnable::run);

        assertSame(model, chosen.join());
        assertEquals(List.of(true), model.preparedAfterTheChoice);
    }

    @Test
    void anUnusableChoiceFailsTheWaitAndPreparesNothing() {
        List<Runnable> worker = new ArrayList<>();
        CompletableFuture<ModelProvider> chosen = HeadlessComposition.chooseTheModel(() -> {
            throw CliException.environment("No model is configured");
        }, worker::add);

        worker.forEach(Runnable::run);

        CompletionException failure = assertThrows(CompletionException.class, chosen::join);
        assertTrue(failure.getCause() instanceof CliException, failure.getCause().toString());
    }

    /** Records, each time it is prepared, whether its choice had been handed over by then. */
    private static final class PreparedModel implements ModelProvider {
        final List<Boolean> preparedAfterTheChoice = new ArrayList<>();
        CompletableFuture<ModelProvider> chosen;

        @Override
        public void prepare() {
            preparedAfterTheChoice.add(chosen.isDone());
        }

        @Override
        public String name() {
            return "prepared";
        }

        @Override
        public String model() {
            return "m";
        }

        @Override
        public ProviderCapabilities capabilities() {
            return ProviderCapabilities.FULL;
        }

        @Override
        public ModelResponse stream(ModelRequest request, ModelStreamListener listener, CancellationToken cancel) {
            throw new UnsupportedOperationException("not asked in this test");
        }
    }
}
