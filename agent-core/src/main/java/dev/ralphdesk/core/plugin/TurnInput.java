package dev.ralphdesk.core.plugin;

import dev.ralphdesk.core.session.InputOrigin;
import java.util.Objects;

/** Input to admit into a turn. */
public record TurnInput(String text, InputOrigin origin) {
    public TurnInput {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(origin, "origin");
    }

    public static TurnInput human(String text) {
        return new TurnInput(text, InputOrigin.human());
    }
}
