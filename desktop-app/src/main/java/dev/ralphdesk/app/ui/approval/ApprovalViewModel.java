package dev.ralphdesk.app.ui.approval;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.core.approval.Answer;
import dev.ralphdesk.core.approval.ApprovalRequest;
import dev.ralphdesk.core.effect.Effect;
import dev.ralphdesk.core.effect.GrantScope;
import dev.ralphdesk.core.effect.LinkedFile;
import dev.ralphdesk.core.session.SessionLineage;
import dev.ralphdesk.ralph.run.RunName;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * What the approval dialog (or an inline card) says and what the person's choice means: the
 * title, who asks (the chat, or which Ralph run and round of which chat), the exact command or the
 * unified diff of the change, the protected place it touches, and the scopes "Allow for this
 * session" can cover. The grants themselves are the core's: the policy remembers and records them.
 */
public final class ApprovalViewModel {
    private final Texts texts;

    /** The person's choice; {@code scope} matters for {@code ALLOW_FOR_SESSION} only. */
    public enum Choice {
        ALLOW_ONCE,
        ALLOW_FOR_SESSION,
        DENY
    }

    /** One answer from the dialog. */
    public record Reply(Choice choice, GrantScope scope) {
        public Reply {
            Objects.requireNonNull(choice, "choice");
        }
    }

    /** One scope "Allow for this session" can cover, with its label. */
    public record ScopeOption(GrantScope scope, String label) {
    }

    /**
     * What the dialog shows: its title, who asks (a sentence), the body (the command, the diff or an
     * explanation), whether the body is a diff, the protected place as a sentence (empty when none),
     * and the scopes to choose from, the narrowest first.
     */
    public record Prompt(String title, String asker, String body, boolean diff, String protectedNote,
            List<ScopeOption> scopes) {
        public Prompt {
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(asker, "asker");
            Objects.requireNonNull(body, "body");
            Objects.requireNonNull(protectedNote, "protectedNote");
            scopes = List.copyOf(scopes);
        }
    }

    public ApprovalViewModel(Texts texts) {
        this.texts = Objects.requireNonNull(texts, "texts");
    }

    public Prompt prompt(ApprovalRequest request) {
        Effect effect = request.effect();
        String target = effect.protectedTarget() == null || effect instanceof LinkedFile ? ""
                : texts.format("approval.protected", effect.protectedTarget());
        List<ScopeOption> scopes = List.of(
                new ScopeOption(GrantScope.THIS, texts.get(effect.kind() == Effect.Kind.SHELL ? "approval.scope.command"
                        : "approval.scope.file")),
                new ScopeOption(GrantScope.TOOL, texts.format("approval.scope.tool", effect.tool())),
                new ScopeOption(GrantScope.ALL, texts.get("approval.scope.all")));
        return new Prompt(texts.get("approval.title." + family(effect)), asker(request), body(effect),
                effect.kind() == Effect.Kind.FILE_WRITE, target, scopes);
    }

    /** The core's answer for the person's reply; a session grant without a scope covers just this one. */
    public Answer answer(Reply reply) {
        switch (reply.choice()) {
            case ALLOW_ONCE:
                return Answer.once();
            case ALLOW_FOR_SESSION:
                return Answer.forSession(reply.scope() == null ? GrantScope.THIS : reply.scope());
            case DENY:
                return Answer.deny();
            default:
                throw new IllegalStateException("unexpected choice " + reply.choice());
        }
    }

    /** Shows {@code ask} (which waits for the person) the prompt and turns the reply into an answer. */
    public Answer decide(ApprovalRequest request, Function<Prompt, Reply> ask) {
        return answer(ask.apply(prompt(request)));
    }

    private static String family(Effect effect) {
        switch (effect.kind()) {
            case SHELL:
                return "shell";
            case FILE_WRITE:
                return "write";
            case LINKED_READ:
            case LINKED_WRITE:
                return "linked";
            default:
                return "other";
        }
    }

    private String asker(ApprovalRequest request) {
        SessionLineage asker = request.asker();
        String chat = request.scopeTitle().isEmpty() ? texts.get("approval.chat.this")
                : texts.format("approval.chat.named", request.scopeTitle());
        String verb = verb(request.effect());
        if (asker.ralphChild() && asker.runId() != null && asker.round() != null) {
            return texts.format("approval.asker.ralph", RunName.shortId(asker.runId()), String.valueOf(asker.round()),
                    chat, verb);
        }
        return texts.format("approval.asker.chat", chat, verb);
    }

    private String verb(Effect effect) {
        if (effect instanceof LinkedFile linked) {
            return texts.format(linked.write() ? "approval.verb.linkedWrite" : "approval.verb.linkedRead",
                    linked.path(), String.valueOf(linked.links()));
        }
        switch (effect.kind()) {
            case SHELL:
                return texts.get("approval.verb.shell");
            case FILE_WRITE:
                return texts.format("approval.verb.write", effect.subject());
            default:
                return texts.format("approval.verb.other", effect.tool());
        }
    }

    private String body(Effect effect) {
        if (effect instanceof LinkedFile linked) {
            return texts.format(linked.write() ? "approval.linked.write" : "approval.linked.read", linked.path(),
                    String.valueOf(linked.links()));
        }
        return effect.details();
    }
}
