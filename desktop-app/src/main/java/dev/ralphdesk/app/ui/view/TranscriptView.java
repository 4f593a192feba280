package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.bridge.FrameClock;
import dev.ralphdesk.app.ui.bridge.PulseFrameClock;
import dev.ralphdesk.app.ui.transcript.LinkOpener;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.app.ui.transcript.TranscriptViewModel;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.geometry.Pos;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import org.controlsfx.control.MaskerPane;

/**
 * The transcript: a virtualized list of rows that keeps the end in view while it is there (see
 * {@link FollowingFlow}), masked with a progress indicator while a session's log is being read (from the
 * second frame of a read: a log read sooner, such as a first start's demo session, makes no mask); below
 * it the session's open approvals as cards ({@link ApprovalCardsPane}).
 */
public final class TranscriptView {
    private final ListView<TranscriptRow> list;
    private final StackPane stack;
    private final BorderPane root;

    public TranscriptView(TranscriptViewModel model, Texts texts) {
        this(model, texts, runId -> { });
    }

    /** @param showRun called with a run id when its Ralph card is clicked */
    public TranscriptView(TranscriptViewModel model, Texts texts, Consumer<String> showRun) {
        this(model, texts, showRun, new PulseFrameClock());
    }

    /** As above; {@code frames} counts the frames a log's read takes before the mask is put in. */
    public TranscriptView(TranscriptViewModel model, Texts texts, Consumer<String> showRun, FrameClock frames) {
        list = new ListView<>(model.rows());
        list.setId("transcript");
        list.getStyleClass().add("transcript");
        list.setFocusTraversable(false);
        Label empty = new Label(texts.get("transcript.empty"));
        empty.getStyleClass().add("empty-state");
        list.setPlaceholder(empty);
        // read while rows are built in the background too
        Set<String> expanded = ConcurrentHashMap.newKeySet();
        Executor builder = ForkJoinPool.commonPool();
        LinkOpener links = new LinkOpener(LinkOpener.XDG_OPEN, builder);
        RowNodes nodes = new RowNodes(texts, expanded, showRun, links::open);
        RecentNodes recent = new RecentNodes();
        PulseFrameClock clock = new PulseFrameClock();
        RowHeights heights = new RowHeights();
        // completed replies are parsed and built off the FX thread (builder): pure work on nodes not yet shown
        list.setCellFactory(view -> new TranscriptCell(nodes, recent, heights, () -> Math.max(200, list.getWidth() - 48),
                clock, builder));
        list.setSkin(new TranscriptSkin(list));
        list.widthProperty().addListener((obs, old, now) -> {
            if (Math.abs(old.doubleValue() - now.doubleValue()) > 8) {
                list.refresh();
            }
        });
        stack = new StackPane(list);
        root = new BorderPane(stack);
        FindBar find = new FindBar(list, texts);
        FirstShown.attach(find.visibleProperty(), () -> root.setTop(find)); // when first opened
        // Ctrl+F opens the find bar wherever the focus is in the window that shows this transcript
        root.sceneProperty().addListener((obs, old, scene) -> {
            if (old != null) {
                old.getAccelerators().remove(FindBar.SHORTCUT);
            }
            if (scene != null) {
                scene.getAccelerators().put(FindBar.SHORTCUT, find::open);
            }
        });
        VBox bottom = new VBox();
        root.setBottom(bottom);
        HBox working = working(texts);
        // in the scene only while waiting: a hidden spinner would still animate
        model.working().addListener((obs, was, now) -> {
            if (now) {
                bottom.getChildren().add(0, working);
            } else {
                bottom.getChildren().remove(working);
            }
        });
        model.approvals().ifPresent(cards -> bottom.getChildren().add(new ApprovalCardsPane(cards, texts, list)));
        MaskerPane masker = new MaskerPane();
        masker.setId("transcript-loading");
        masker.setText(texts.get("transcript.loading"));
        // in the scene only while loading: a hidden spinner would still animate
        model.loading().addListener((obs, was, now) -> showMasker(masker, empty, model.loading(), frames));
        showMasker(masker, empty, model.loading(), frames);
    }

    /** "Waiting for the model…" with a small spinner. */
    private static HBox working(Texts texts) {
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(14, 14);
        Label label = new Label(texts.get("transcript.working"));
        label.getStyleClass().add("row-notice");
        HBox box = new HBox(8, spinner, label);
        box.setId("transcript-working");
        box.getStyleClass().add("transcript-working");
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    /** The transcript list, under its loading mask. */
    public Node node() {
        return root;
    }

    /**
     * While loading, "nothing here yet" goes at once, and the mask covers the list from the second frame on:
     * the next frame is drawn without it, so a read that ends by then never makes the mask's skin, spinner
     * and stylesheet (a first start's window shows its demo session so: README, "Performance").
     */
    private void showMasker(MaskerPane masker, Label empty, ReadOnlyBooleanProperty loading, FrameClock frames) {
        if (loading.get()) {
            list.setPlaceholder(new Region());
            frames.nextFrame(() -> frames.nextFrame(() -> {
                if (loading.get() && !stack.getChildren().contains(masker)) {
                    stack.getChildren().add(masker);
                }
            }));
        } else {
            list.setPlaceholder(empty);
            stack.getChildren().remove(masker);
        }
    }
}
