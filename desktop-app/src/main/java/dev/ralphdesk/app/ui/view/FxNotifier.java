package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.notify.EndNotice;
import dev.ralphdesk.app.ui.notify.Notifier;
import java.util.Locale;
import javafx.animation.PauseTransition;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

/**
 * End notices as toasts in the transcript's top-right corner: a card at most 360 px wide and a few
 * lines high (never spanning the window, never over the composer's Send and Stop), at most two at
 * a time, each closing itself after a while or with its × button.
 */
public final class FxNotifier implements Notifier {
    static final double WIDTH = 360;
    static final int SHOWN = 2;
    private static final Duration SHOWN_FOR = Duration.seconds(8);
    private final VBox stack = new VBox(8);
    private final Texts texts;

    public FxNotifier(Texts texts) {
        this.texts = texts;
        stack.setId("toasts");
        stack.setPickOnBounds(false);
        stack.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        stack.setAlignment(Pos.TOP_RIGHT);
    }

    public Region node() {
        return stack;
    }

    @Override
    public void show(EndNotice notice) {
        Label title = new Label(texts.format(notice.title()));
        title.getStyleClass().add("toast-title");
        title.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(title, Priority.ALWAYS);
        Label text = new Label(texts.format(notice.text()));
        text.getStyleClass().add("toast-text");
        text.setWrapText(true);
        text.setMaxHeight(80);
        VBox toast = new VBox(4);
        Button close = Icons.CLOSE.button("toast-close", texts.get("toast.close"));
        close.setOnAction(e -> stack.getChildren().remove(toast));
        HBox head = new HBox(8, title, close);
        head.setAlignment(Pos.CENTER_LEFT);
        toast.getChildren().addAll(head, text);
        toast.getStyleClass().addAll("toast", "toast-" + notice.kind().name().toLowerCase(Locale.ROOT));
        toast.setPrefWidth(WIDTH);
        toast.setMaxWidth(WIDTH);
        toast.setMaxHeight(Region.USE_PREF_SIZE);
        stack.getChildren().add(0, toast);
        if (stack.getChildren().size() > SHOWN) {
            stack.getChildren().remove(SHOWN, stack.getChildren().size());
        }
        PauseTransition later = new PauseTransition(SHOWN_FOR);
        later.setOnFinished(e -> stack.getChildren().remove(toast));
        later.play();
    }
}
