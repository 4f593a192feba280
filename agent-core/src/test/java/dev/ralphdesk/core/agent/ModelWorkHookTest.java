package dev.ralphdesk.core.agent;

import static dev.ralphdesk.core.model.scripted.ScriptedResponse.text;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.harness.HarnessOptions;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.ModelRequest;
import dev.ralphdesk.core.model.ModelResponse;
import dev.ralphdesk.core.model.ModelStreamListener;
import dev.ralphdesk.core.model.scripted.ScriptedProvider;
import dev.ralphdesk.core.model.scripted.ScriptedScenario;
import dev.ralphdesk.core.plugin.TurnContext;
import dev.ralphdesk.core.plugin.TurnHook;
import dev.ralphdesk.core.plugin.TurnInput;
import dev.ralphdesk.core.testing.ForwardingModelProvider;
import dev.ralphdesk.core.testing.TestHarness;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hooks hear once per model call that the model works on the request: when the provider says the
 * request goes out, before its answer is back — or, from a provider that does not say, when it returns.
 */
class ModelWorkHookTest {
    @TempDir
    Path workspace;

    /** How a provider tells its listener that the request goes out. */
    private enum Says { ONCE, TWICE, NEVER }

    /** The scripted model, telling of its request as {@code says} and noting when its answer is back. */
    private static final class Telling extends ForwardingModelProvider {
        private final Says says;
        private final List<String> seen;

        Telling(Says says, List<String> seen) {
            super(new ScriptedProvider(ScriptedScenario.of(List.of(text("done")))));
            this.says = says;
            this.seen = seen;
        }

        @Override
        public ModelResponse stream(ModelRequest request, ModelStreamListener listener, CancellationToken cancel)
                throws ModelException {
            if (says == Says.TWICE) {
                listener.onSending();
            }
            ModelResponse response = super.stream(request, says == Says.NEVER ? ModelStreamListener.NONE : listener,
                    cancel);
            seen.add("answer");
            return response;
        }
    }

    private List<String> seenInATurn(Says says) throws Exception {
        List<String> seen = new CopyOnWriteArrayList<>();
        TurnHook hook = new TurnHook() {
            @Override
            public void whileModelAnswers(TurnContext turn) {
                seen.add("model works on step " + turn.step());
            }
        };
        try (TestHarness t = new TestHarness(new Telling(says, seen), HarnessOptions.defaults(), List.of(TestHarness.hook(hook)))) {
            t.harness.createChat("probe", workspace).submit(TurnInput.human("go")).get(30, TimeUnit.SECONDS);
        }
        return seen;
    }

    @Test
    void theHooksHearItWhenTheRequestGoesOutBeforeTheAnswer() throws Exception {
        assertEquals(List.of("model works on step 1", "answer"), seenInATurn(Says.ONCE));
    }

    @Test
    void theHooksHearItOnceWhateverTheProviderSays() throws Exception {
        assertEquals(List.of("model works on step 1", "answer"), seenInATurn(Says.TWICE));
    }

    @Test
    void fromAProviderThatDoesNotSayTheHooksHearItWhenItsAnswerIsBack() throws Exception {
        assertEquals(List.of("answer", "model works on step 1"), seenInATurn(Says.NEVER));
    }
}
