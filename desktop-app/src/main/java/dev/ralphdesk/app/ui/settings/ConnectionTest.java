package dev.ralphdesk.app.ui.settings;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.model.ModelException;
import dev.ralphdesk.core.model.http.StreamingHttpProvider;
import dev.ralphdesk.core.settings.ProviderChoice;
import dev.ralphdesk.core.settings.Settings;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * Settings' "Test connection": builds the provider of the form's settings and asks its endpoint for
 * the models it offers — one small real request that proves the URL, the key and the server — and
 * says what came of it; the list feeds the model field. Blocking: run it in the background.
 */
public final class ConnectionTest {
    private final Function<Settings, ProviderChoice> choose;

    /** What the test found: a sentence, the models offered (sorted; empty when none or failed). */
    public record Result(Message message, List<String> models, boolean connected) {
        public Result {
            Objects.requireNonNull(message, "message");
            models = List.copyOf(models);
        }
    }

    /** @param choose builds the provider of some settings (the window's provider factory) */
    public ConnectionTest(Function<Settings, ProviderChoice> choose) {
        this.choose = Objects.requireNonNull(choose, "choose");
    }

    public Result run(Settings settings, CancellationToken cancel) {
        ProviderChoice choice = choose.apply(settings);
        if (choice.problem() != null) {
            return new Result(Message.of("settings.test.failed", "setup", choice.problem()), List.of(), false);
        }
        if (!(choice.provider() instanceof StreamingHttpProvider http)) {
            return new Result(Message.of("settings.test.offline"), List.of(), false);
        }
        try {
            List<String> models = http.listModels(cancel);
            String model = http.model();
            Message said = models.isEmpty() ? Message.of("settings.test.okEmpty")
                    : models.contains(model) ? Message.of("settings.test.ok", models.size(), model)
                    : Message.of("settings.test.okMissing", models.size(), model);
            return new Result(said, models, true);
        } catch (ModelException e) {
            return new Result(Message.of("settings.test.failed", e.kind().code(), e.getMessage()), List.of(), false);
        }
    }
}
