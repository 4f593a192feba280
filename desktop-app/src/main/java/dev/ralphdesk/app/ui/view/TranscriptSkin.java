package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.skin.ListViewSkin;
import javafx.scene.control.skin.VirtualFlow;

/** The transcript list's skin: a {@link FollowingFlow} that keeps the end in view while it is there. */
final class TranscriptSkin extends ListViewSkin<TranscriptRow> {

    TranscriptSkin(ListView<TranscriptRow> list) {
        super(list);
    }

    @Override
    protected VirtualFlow<ListCell<TranscriptRow>> createVirtualFlow() {
        return new FollowingFlow<>();
    }

    @Override
    protected void updateItemCount() {
        flow().changeCount(super::updateItemCount);
    }

    @SuppressWarnings("unchecked")
    private FollowingFlow<ListCell<TranscriptRow>> flow() {
        return (FollowingFlow<ListCell<TranscriptRow>>) getVirtualFlow();
    }
}
