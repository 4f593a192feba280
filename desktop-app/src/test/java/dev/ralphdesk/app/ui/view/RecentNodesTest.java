package dev.ralphdesk.app.ui.view;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import javafx.scene.Node;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;

/** A row shown again gets the node built for it, unless a cell still holds that node. */
class RecentNodesTest {
    private final RecentNodes recent = new RecentNodes();
    private final TranscriptRow row = new TranscriptRow.NoticeRow(Message.of("transcript.stopped"));

    @Test
    void aRowShownAgainReusesItsFreeNode() {
        Node first = recent.node(row, 400, () -> new Text("first"));

        assertSame(first, recent.node(row, 400, () -> new Text("second")));
    }

    @Test
    void aNodeACellHoldsIsNotHandedOutTwice() {
        Node first = recent.node(row, 400, () -> new Text("first"));
        new StackPane(first);

        assertNotSame(first, recent.node(row, 400, () -> new Text("second")));
    }

    @Test
    void anotherWidthBuildsAnotherNode() {
        Node first = recent.node(row, 400, () -> new Text("first"));

        assertNotSame(first, recent.node(row, 600, () -> new Text("second")));
    }
}
