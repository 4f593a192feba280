package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.transcript.TranscriptRow.AssistantRow;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/**
 * The node of an assistant row while it streams, kept by its cell and updated in place: a pulse of
 * new text sets one {@link Text} instead of building, styling and measuring a new node tree. Plain
 * text while streaming, the reasoning open while it streams; the complete row is rendered as
 * Markdown by {@link RowNodes}, its reasoning folded.
 */
final class StreamingNode {
    private final VBox box = new VBox(4);
    private final Text text = new Text();
    private final TextFlow flow = new TextFlow(text);
    private final Label reasoning = new Label();
    private final TitledPane reasoningPane;
    private String turnId;

    StreamingNode(String reasoningTitle) {
        box.getStyleClass().add("row-assistant");
        text.getStyleClass().add("streaming-text");
        reasoning.getStyleClass().add("row-notice");
        reasoning.setWrapText(true);
        reasoningPane = new TitledPane(reasoningTitle, reasoning);
        reasoningPane.setExpanded(true);
        reasoningPane.setAnimated(false);
        box.getChildren().add(flow);
    }

    Node node() {
        return box;
    }

    /** True when this node shows the text of {@code row} as it is (the row completed without a change). */
    boolean shows(AssistantRow row) {
        return row.turnId().equals(turnId) && row.text().equals(text.getText())
                && row.reasoning().equals(row.hasReasoning() ? reasoning.getText() : row.reasoning());
    }

    /** Shows {@code row} (an incomplete assistant row) in this node, changing only what differs. */
    Node show(AssistantRow row, double width) {
        if (!row.turnId().equals(turnId)) {
            turnId = row.turnId();
            reasoningPane.setExpanded(true);
        }
        if (!text.getText().equals(row.text())) {
            text.setText(row.text());
        }
        if (flow.getPrefWidth() != width) {
            flow.setPrefWidth(width);
            reasoning.setMaxWidth(width - 32);
            reasoningPane.setMaxWidth(width);
        }
        boolean showsReasoning = box.getChildren().get(0) == reasoningPane;
        if (row.hasReasoning()) {
            if (!reasoning.getText().equals(row.reasoning())) {
                reasoning.setText(row.reasoning());
            }
            if (!showsReasoning) {
                box.getChildren().add(0, reasoningPane);
            }
        } else if (showsReasoning) {
            box.getChildren().remove(reasoningPane);
        }
        return box;
    }
}
