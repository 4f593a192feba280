package dev.ralphdesk.app.ui.view;

import java.util.function.Consumer;
import javafx.scene.Cursor;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.commonmark.ext.gfm.strikethrough.Strikethrough;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.CustomNode;
import org.commonmark.node.Emphasis;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Link;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;

/**
 * The inline part of {@link MarkdownNode}: a block's text as styled runs of one text flow (emphasis,
 * code spans, strikethrough), neighbouring runs of one style sharing a text node; links are runs of
 * their own that open their destination when clicked.
 */
final class MarkdownInlines {
    private MarkdownInlines() {
    }

    /** Inline content of one block as styled runs. */
    static final class Inlines extends AbstractVisitor {
        private final Runs out;
        private final String block;
        private int strong;
        private int emphasis;
        private int link;
        private int strike;

        private String href;

        Inlines(Runs out, String block) {
            this.out = out;
            this.block = block;
        }

        @Override
        public void visit(org.commonmark.node.Text text) {
            if (link > 0) {
                out.link(text.getLiteral(), style("md-link"), href);
            } else {
                out.add(text.getLiteral(), style("md-text"));
            }
        }

        @Override
        public void visit(CustomNode node) {
            if (node instanceof Strikethrough) {
                strike++;
                visitChildren(node);
                strike--;
            } else {
                visitChildren(node);
            }
        }

        @Override
        public void visit(Code code) {
            out.add(code.getLiteral(), style("md-code"));
        }

        @Override
        public void visit(StrongEmphasis node) {
            strong++;
            visitChildren(node);
            strong--;
        }

        @Override
        public void visit(Emphasis node) {
            emphasis++;
            visitChildren(node);
            emphasis--;
        }

        @Override
        public void visit(Link node) {
            link++;
            href = node.getDestination();
            visitChildren(node);
            link--;
        }

        @Override
        public void visit(SoftLineBreak softLineBreak) {
            out.add(" ", style("md-text"));
        }

        @Override
        public void visit(HardLineBreak hardLineBreak) {
            out.add("\n", style("md-text"));
        }

        private String style(String kind) {
            return kind + (block.isEmpty() ? "" : " " + block) + (strong > 0 ? " md-strong" : "")
                    + (emphasis > 0 ? " md-em" : "") + (strike > 0 ? " md-strike" : "");
        }
    }

    /** One text flow being filled: a run of the same style as the last one extends it. */
    static final class Runs {
        private final TextFlow flow = new TextFlow();
        private final StringBuilder text = new StringBuilder();
        private String style;

        private final Consumer<String> opener;

        Runs(double width, Consumer<String> opener) {
            this.opener = opener;
            flow.setMaxWidth(width);
            flow.setPrefWidth(width);
        }

        void add(String value, String runStyle) {
            if (!runStyle.equals(style)) {
                flush();
                style = runStyle;
            }
            text.append(value);
        }

        /** A link: its own run, opened with {@code opener} when clicked (plain text without one). */
        void link(String value, String runStyle, String destination) {
            flush();
            Text run = new Text(value);
            run.getStyleClass().addAll(runStyle.split(" "));
            if (opener != null && destination != null) {
                run.setCursor(Cursor.HAND);
                run.setOnMouseClicked(e -> opener.accept(destination));
                Tooltip.install(run, new Tooltip(destination));
            }
            flow.getChildren().add(run);
            style = null;
        }

        TextFlow node() {
            flush();
            return flow;
        }

        private void flush() {
            if (text.length() > 0) {
                Text run = new Text(text.toString());
                run.getStyleClass().addAll(style.split(" "));
                flow.getChildren().add(run);
                text.setLength(0);
            }
        }
    }
}
