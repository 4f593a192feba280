package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.AssistantRow;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.CommandRow;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.ToolCard;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/** The node of one transcript row. Collapsible parts remember being open across cell reuse. */
final class RowNodes {
    private final Texts texts;
    private final Set<String> expanded;
    private final Consumer<String> showRun;
    private final Consumer<String> openLink;

    /** @param openLink opens a link clicked in a message */
    RowNodes(Texts texts, Set<String> expanded, Consumer<String> showRun, Consumer<String> openLink) {
        this.texts = texts;
        this.expanded = expanded;
        this.showRun = showRun;
        this.openLink = openLink;
    }

    Node node(TranscriptRow row, double width) {
        if (row instanceof TranscriptRow.UserRow user) {
            return selectableOr("user:" + user.turnId() + user.text().hashCode(), user.text(), width, () -> {
                Text text = new Text(user.text());
                text.getStyleClass().add("row-user-text");
                TextFlow bubble = new TextFlow(text);
                bubble.getStyleClass().add("row-user");
                bubble.setMaxWidth(width);
                return bubble;
            });
        } else if (row instanceof AssistantRow assistant) {
            return assistant(assistant, width);
        } else if (row instanceof ToolCard card) {
            return tool(card, width);
        } else if (row instanceof CommandRow command) {
            return command(command, width);
        } else if (row instanceof TranscriptRow.RalphCardRow card) {
            return ralphCard(card, width);
        } else if (row instanceof TranscriptRow.GoalRoundRow round) {
            return promptSeparator(texts.format(round.label()), round.turnId(), round.prompt(), width);
        } else if (row instanceof TranscriptRow.HarnessPromptRow prompt) {
            return promptSeparator(texts.format(prompt.label()), prompt.turnId(), prompt.prompt(), width);
        } else if (row instanceof TranscriptRow.ErrorRow error) {
            Label what = wrapped(texts.format(error.what()), width - 24);
            what.getStyleClass().add("error-what");
            Label todo = wrapped(texts.format(error.whatToDo()), width - 24);
            todo.getStyleClass().add("error-todo");
            VBox box = new VBox(2, what, todo);
            box.getStyleClass().add("row-error");
            box.setMaxWidth(width);
            return box;
        } else if (row instanceof TranscriptRow.NoticeRow notice) {
            // Markdown, as the goal panel's evidence: "verifier `sh test.sh` passed" shows the command as code
            Node text = MarkdownNode.render(texts.format(notice.text()), width);
            VBox box = new VBox(text);
            box.getStyleClass().add("row-notice");
            box.setMaxWidth(width);
            return box;
        }
        throw new IllegalStateException("unexpected transcript row " + row.getClass().getSimpleName());
    }

    /** A node for streaming rows that its cell keeps and updates. */
    StreamingNode streamingNode() {
        return new StreamingNode(texts.get("transcript.reasoning"));
    }

    private Node assistant(AssistantRow row, double width) {
        VBox box = new VBox(4);
        box.getStyleClass().add("row-assistant");
        box.setMaxWidth(width);
        if (row.hasReasoning()) {
            Label reasoning = wrapped(row.reasoning(), width - 32);
            reasoning.getStyleClass().add("row-notice");
            box.getChildren().add(collapsible("reasoning:" + row.turnId() + row.text().hashCode(),
                    texts.get("transcript.reasoning"), reasoning, width));
        }
        if (row.complete()) {
            box.getChildren().add(selectableOr("assistant:" + row.turnId() + row.text().hashCode(), row.text(), width,
                    () -> MarkdownNode.render(row.text(), width, texts.get("transcript.copy"), openLink)));
            if (row.cut()) {
                Label cut = new Label(texts.get("transcript.cut"));
                cut.getStyleClass().add("row-notice");
                box.getChildren().add(cut);
            }
        } else {
            Text text = new Text(row.text());
            text.getStyleClass().add("streaming-text");
            TextFlow flow = new TextFlow(text);
            flow.setPrefWidth(width);
            box.getChildren().add(flow);
        }
        return box;
    }

    private Node tool(ToolCard card, double width) {
        String title = texts.format(card.headline());
        String command = card.command();
        Label arguments = wrapped(command != null ? "$ " + command : card.arguments(), width - 32);
        arguments.getStyleClass().add("tool-output");
        Label output = wrapped(card.output().stripTrailing(), width - 32);
        output.getStyleClass().add("tool-output");
        VBox body = new VBox(4, small(texts.get("transcript.arguments")), arguments,
                small(texts.get("transcript.output")), output);
        if (!card.fullSizeNote().isEmpty()) {
            Label note = wrapped(texts.format(card.fullSizeNote()), width - 32);
            note.getStyleClass().add("full-size-note");
            body.getChildren().add(note);
        }
        TitledPane pane = collapsible("tool:" + card.turnId() + card.callId(), title, body, width);
        pane.getStyleClass().addAll("tool-card", "tool-status-" + card.status().name().toLowerCase(java.util.Locale.ROOT));
        return pane;
    }

    private Node ralphCard(TranscriptRow.RalphCardRow card, double width) {
        Label head = new Label(texts.format(card.label()));
        head.getStyleClass().add("ralph-card-title");
        Label objective = wrapped(card.objective(), width - 24);
        Hyperlink open = new Hyperlink(texts.get("ralph.card.show"));
        open.setOnAction(e -> showRun.accept(card.runId()));
        VBox box = new VBox(2, head, objective, open);
        box.getStyleClass().addAll("ralph-card", "state-" + card.state());
        box.setMaxWidth(width);
        box.setOnMouseClicked(e -> showRun.accept(card.runId()));
        return box;
    }

    private Node command(CommandRow row, double width) {
        Label line = new Label(row.line());
        line.getStyleClass().add("command-line");
        VBox box = new VBox(4, line);
        if (row.output() != null) {
            Label output = wrapped(row.output().stripTrailing(), width - 24);
            output.getStyleClass().add(Boolean.TRUE.equals(row.ok()) ? "tool-output" : "problem");
            box.getChildren().add(output);
        }
        box.getStyleClass().add("command-row");
        box.setMaxWidth(width);
        return box;
    }

    /**
     * A message's node with its tools under it: Copy (the words as written) and Select text, which
     * shows the words in a selectable area instead (remembered across cell reuse) until Done.
     */
    private Node selectableOr(String key, String text, double width, Supplier<Node> rendered) {
        boolean selecting = expanded.contains(key);
        Node body = selecting ? CopyButtons.selectable(text, width) : rendered.get();
        Button select = new Button(texts.get(selecting ? "transcript.selectDone" : "transcript.select"));
        select.setId("select-message");
        select.getStyleClass().addAll("icon-button", "select-button");
        select.setFocusTraversable(false);
        HBox tools = new HBox(4, CopyButtons.copy(texts.get("transcript.copy"), "copy-message", () -> text), select);
        tools.getStyleClass().add("message-tools");
        VBox box = new VBox(2, body, tools);
        box.setMaxWidth(width);
        select.setOnAction(e -> {
            if (!expanded.remove(key)) {
                expanded.add(key);
            }
            Node next = expanded.contains(key) ? CopyButtons.selectable(text, width) : rendered.get();
            box.getChildren().set(0, next);
            select.setText(texts.get(expanded.contains(key) ? "transcript.selectDone" : "transcript.select"));
        });
        return box;
    }

    private TitledPane collapsible(String key, String title, Node body, double width) {
        TitledPane pane = new TitledPane(title, body);
        pane.setExpanded(expanded.contains(key));
        pane.setAnimated(false);
        pane.setMaxWidth(width);
        pane.setMinWidth(0); // a long title is cut with an ellipsis, never drawn past the column
        pane.expandedProperty().addListener((obs, old, open) -> {
            if (open) {
                expanded.add(key);
            } else {
                expanded.remove(key);
            }
        });
        return pane;
    }

    /** A separator line with its label, and under it the prompt no person typed, collapsed, as system text. */
    private Node promptSeparator(String label, String turnId, String prompt, double width) {
        Label text = wrapped(prompt.strip(), width - 32);
        text.getStyleClass().add("prompt-text");
        TitledPane pane = collapsible("prompt:" + turnId, texts.get("transcript.prompt"), text, width);
        pane.getStyleClass().add("harness-prompt");
        VBox box = new VBox(2, separator(label), pane);
        box.setMaxWidth(width);
        return box;
    }

    private static Node separator(String label) {
        Separator left = new Separator();
        Separator right = new Separator();
        HBox.setHgrow(left, Priority.ALWAYS);
        HBox.setHgrow(right, Priority.ALWAYS);
        HBox box = new HBox(8, left, new Label(label), right);
        box.setAlignment(Pos.CENTER);
        box.getStyleClass().add("goal-separator");
        return box;
    }

    private static Label small(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("session-detail");
        return label;
    }

    private static Label wrapped(String text, double width) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.setMaxWidth(width);
        return label;
    }

}
