package dev.ralphdesk.app.ui.view;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.goal.GoalRoundsViewModel;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The goal's rounds under the goal panel, latest first: "Round 3 · 2 files changed, +12 −4 ·
 * Changes…" (the diff window, with "Restore workspace to before round 3"), or why a round has no
 * checkpoint (long paths cut in the middle, the whole line in a tooltip), each row's label beside its
 * first line.
 */
final class GoalRoundsView {
    private final VBox root;

    GoalRoundsView(GoalRoundsViewModel model, Texts texts, Consumer<GoalRoundsViewModel.Row> showChanges) {
        Label heading = new Label(texts.get("goal.rounds"));
        heading.getStyleClass().add("round-title");
        VBox list = new VBox(2);
        list.setId("goal-round-changes-list");
        Runnable render = () -> list.getChildren().setAll(model.rows().stream().map(row -> {
            Label title = new Label(texts.format(row.title()));
            title.getStyleClass().add("round-title");
            title.setMinWidth(Region.USE_PREF_SIZE);
            Label figures = new Label(texts.format(row.changesLine()));
            figures.getStyleClass().add(row.diffable() ? "round-figures" : "session-detail");
            figures.setWrapText(true);
            if (!row.changesDetail().isEmpty()) {
                figures.setTooltip(new Tooltip(texts.format(row.changesDetail())));
            }
            HBox line = new HBox(6, title, figures);
            // the first lines side by side, however many lines a long "why not" wraps to
            line.setAlignment(Pos.BASELINE_LEFT);
            line.getStyleClass().add("goal-round");
            if (row.diffable()) {
                Hyperlink link = new Hyperlink(texts.get("changes.button"));
                link.getStyleClass().add("round-changes");
                link.setOnAction(e -> showChanges.accept(row));
                line.getChildren().add(link);
            }
            return line;
        }).toList());
        model.rows().addListener((ListChangeListener<GoalRoundsViewModel.Row>) change -> render.run());
        render.run();
        root = new VBox(2, heading, list);
        root.setId("goal-round-changes");
        root.getStyleClass().add("goal-rounds");
        GoalPanelView.showIf(root, Bindings.isNotEmpty(model.rows()));
    }

    Region node() {
        return root;
    }
}
