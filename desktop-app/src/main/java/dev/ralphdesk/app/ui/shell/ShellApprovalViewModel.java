package dev.ralphdesk.app.ui.shell;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.core.tool.ShellApproval;
import dev.ralphdesk.core.tool.ShellRequest;
import dev.ralphdesk.ralph.run.RunName;
import java.text.MessageFormat;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Approval mode {@code ask}: what the dialog says (who asks, the exact command), and "Allow for this
 * session" remembered per approval scope for this run of the app — a Ralph round's child asks in the
 * name of the chat that started the run, so one such answer, given in the chat or in any round,
 * covers the chat and every later round of its runs. Asking itself is the view's job.
 */
public final class ShellApprovalViewModel {
    private final Texts texts;
    private final Set<SessionId> allowedScopes = ConcurrentHashMap.newKeySet();

    /** The answers of the approval dialog. */
    public enum Answer {
        ALLOW_ONCE,
        ALLOW_FOR_SESSION,
        DENY
    }

    /** What the dialog shows: its title, who asks (a sentence), and the exact command. */
    public record Prompt(String title, String asker, String command) {
        public Prompt {
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(asker, "asker");
            Objects.requireNonNull(command, "command");
        }
    }

    public ShellApprovalViewModel(Texts texts) {
        this.texts = Objects.requireNonNull(texts, "texts");
    }

    public Prompt prompt(ShellRequest request) {
        SessionLineage asker = request.asker();
        String who = asker.ralphChild() && asker.runId() != null && asker.round() != null
                ? MessageFormat.format(texts.get("approval.asker.ralph"), RunName.shortId(asker.runId()),
                        String.valueOf(asker.round()))
                : texts.get("approval.asker.chat");
        return new Prompt(texts.get("approval.title"), who, request.command());
    }

    /** Whether the person already allowed every command in this request's scope. */
    public boolean preapproved(ShellRequest request) {
        return allowedScopes.contains(request.asker().approvalScope());
    }

    public ShellApproval.Decision answer(ShellRequest request, Answer answer) {
        switch (answer) {
            case ALLOW_FOR_SESSION:
                allowedScopes.add(request.asker().approvalScope());
                return ShellApproval.Decision.ALLOW;
            case ALLOW_ONCE:
                return ShellApproval.Decision.ALLOW;
            case DENY:
                return ShellApproval.Decision.DENY;
            default:
                throw new IllegalStateException("unexpected answer " + answer);
        }
    }

    /**
     * Decides a request: allowed at once when its scope was allowed for the session, otherwise
     * {@code ask} (which waits for the person) is shown the prompt and the answer is applied.
     */
    public ShellApproval.Decision decide(ShellRequest request, Function<Prompt, Answer> ask) {
        if (preapproved(request)) {
            return ShellApproval.Decision.ALLOW;
        }
        return answer(request, ask.apply(prompt(request)));
    }
}
