package dev.ralphdesk.core.session.event;

import dev.ralphdesk.core.session.SessionEvent;
import java.util.List;
import java.util.Objects;

/**
 * Something the person was told that is not a message: what a policy decided (a goal completed,
 * blocked or paused, a completion claim refused), a model call being retried, a warning. Recorded so
 * a reopened session says the same. {@code kind} groups it ({@code goal}, {@code retry},
 * {@code warning}); {@code code} and {@code args} let a view say it in the person's language
 * (the bundle key {@code transcript.notice.CODE}); {@code text} is the English, shown where the code
 * is unknown. Built with {@code Notices}.
 */
public record NoticePosted(String kind, String code, List<String> args, String text) implements SessionEvent {
    public static final String TYPE = "notice/posted";

    public NoticePosted {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(code, "code");
        args = args == null ? List.of() : List.copyOf(args);
        Objects.requireNonNull(text, "text");
    }

    @Override
    public String type() {
        return TYPE;
    }
}
