package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.bridge.PulseFrameClock;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;

/** The transcript: a virtualized list of rows that keeps the end in view while it is there (see {@link FollowingFlow}). */
public final class TranscriptView {
    private final ListView<TranscriptRow> list;

    public TranscriptView(TranscriptViewModel model, Texts texts) {
        this(model, texts, runId -> { });
    }

    /** @param showRun called with a run id when its Ralph card is clicked */
    public TranscriptView(TranscriptViewModel model, Texts texts, Consumer<String> showRun) {
        list = new ListView<>(model.rows());
        list.setId("transcript");
        list.getStyleClass().add("transcript");
        list.setFocusTraversable(false);
        Label empty = new Label(texts.get("transcript.empty"));
        empty.getStyleClass().add("empty-state");
        list.setPlaceholder(empty);
        Set<String> expanded = new HashSet<>();
        RowNodes nodes = new RowNodes(texts, expanded, showRun);
        RecentNodes recent = new RecentNodes();
        PulseFrameClock clock = new PulseFrameClock();
        RowHeights heights = new RowHeights();
        list.setCellFactory(view -> new TranscriptCell(nodes, recent, heights, () -> Math.max(200, list.getWidth() - 48), clock));
        list.setSkin(new TranscriptSkin(list));
        list.widthProperty().addListener((obs, old, now) -> {
            if (Math.abs(old.doubleValue() - now.doubleValue()) > 8) {
                list.refresh();
            }
        });
    }

    public ListView<TranscriptRow> node() {
        return list;
    }
}
