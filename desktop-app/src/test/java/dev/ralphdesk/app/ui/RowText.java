package dev.ralphdesk.app.ui;

import dev.ralphdesk.app.ui.transcript.TranscriptRow;

/** A transcript row as the person reads it, in one line of a language: what tests compare and print. */
final class RowText {
    private RowText() {
    }

    static String of(TranscriptRow row, Texts texts) {
        if (row instanceof TranscriptRow.UserRow user) {
            return "you: " + user.text();
        } else if (row instanceof TranscriptRow.AssistantRow assistant) {
            return "assistant" + (assistant.complete() ? "" : " (streaming)") + (assistant.cut() ? " (cut)" : "")
                    + ": " + assistant.text() + (assistant.hasReasoning() ? " | reasoning: " + assistant.reasoning() : "");
        } else if (row instanceof TranscriptRow.ToolCard tool) {
            return "tool " + tool.name() + " " + tool.arguments() + " · " + tool.status() + " · exit " + tool.exitCode()
                    + " · " + tool.output().strip();
        } else if (row instanceof TranscriptRow.CommandRow command) {
            return command.line() + " → " + command.ok() + ": " + command.output();
        } else if (row instanceof TranscriptRow.GoalRoundRow round) {
            return "[" + texts.format(round.label()) + "] " + round.prompt().lines().findFirst().orElse("");
        } else if (row instanceof TranscriptRow.HarnessPromptRow prompt) {
            return "[" + texts.format(prompt.label()) + "] " + prompt.prompt().lines().findFirst().orElse("");
        } else if (row instanceof TranscriptRow.RalphCardRow card) {
            return "[" + texts.format(card.label()) + "] " + card.objective();
        } else if (row instanceof TranscriptRow.ErrorRow error) {
            return "error: " + texts.format(error.what()) + " / " + texts.format(error.whatToDo());
        } else if (row instanceof TranscriptRow.NoticeRow notice) {
            return "notice: " + texts.format(notice.text());
        }
        throw new IllegalStateException("unexpected row " + row.getClass().getSimpleName());
    }
}
