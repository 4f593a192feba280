package dev.ralphdesk.app.ui.view;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.BulletList;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.ListItem;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.parser.Parser;

/**
 * Complete assistant text as Markdown: commonmark parses it, this turns the tree into JavaFX
 * text flows (paragraphs, headings, lists, emphasis, code spans and blocks, links as text).
 */
final class MarkdownNode {
    private static final Parser PARSER = Parser.builder().build();

    private MarkdownNode() {
    }

    static Node render(String markdown, double width) {
        VBox blocks = new VBox(6);
        blocks.setMaxWidth(width);
        PARSER.parse(markdown).accept(new Blocks(blocks.getChildren(), width));
        return blocks;
    }

    /** Block-level nodes; inline content goes into one text flow per block. */
    private static final class Blocks extends AbstractVisitor {
        private final List<Node> out;
        private final double width;
        private final List<String> listPrefix = new ArrayList<>();

        Blocks(List<Node> out, double width) {
            this.out = out;
            this.width = width;
        }

        @Override
        public void visit(Paragraph paragraph) {
            out.add(flow(paragraph, prefix()));
        }

        @Override
        public void visit(Heading heading) {
            TextFlow flow = flow(heading, "");
            flow.getChildren().forEach(n -> n.getStyleClass().add("md-heading"));
            out.add(flow);
        }

        @Override
        public void visit(FencedCodeBlock block) {
            out.add(code(block.getLiteral()));
        }

        @Override
        public void visit(IndentedCodeBlock block) {
            out.add(code(block.getLiteral()));
        }

        @Override
        public void visit(BulletList list) {
            listPrefix.add("•");
            visitChildren(list);
            listPrefix.remove(listPrefix.size() - 1);
        }

        @Override
        public void visit(OrderedList list) {
            listPrefix.add("#" + list.getStartNumber());
            visitChildren(list);
            listPrefix.remove(listPrefix.size() - 1);
        }

        @Override
        public void visit(ListItem item) {
            visitChildren(item);
            int last = listPrefix.size() - 1;
            if (last >= 0 && listPrefix.get(last).startsWith("#")) {
                listPrefix.set(last, "#" + (Integer.parseInt(listPrefix.get(last).substring(1)) + 1));
            }
        }

        private String prefix() {
            if (listPrefix.isEmpty()) {
                return "";
            }
            String marker = listPrefix.get(listPrefix.size() - 1);
            String indent = "    ".repeat(listPrefix.size() - 1);
            return indent + (marker.startsWith("#") ? marker.substring(1) + ". " : marker + " ");
        }

        private TextFlow flow(org.commonmark.node.Node block, String prefix) {
            TextFlow flow = new TextFlow();
            flow.setMaxWidth(width);
            flow.setPrefWidth(width);
            if (!prefix.isEmpty()) {
                flow.getChildren().add(text(prefix, "md-text"));
            }
            block.accept(new Inlines(flow.getChildren()));
            return flow;
        }

        private Node code(String literal) {
            Label label = new Label(literal.stripTrailing());
            label.getStyleClass().addAll("md-code-block", "tool-output");
            label.setMaxWidth(width);
            label.setWrapText(true);
            return label;
        }
    }

    /** Inline content of one block as styled text runs. */
    private static final class Inlines extends AbstractVisitor {
        private final List<Node> out;
        private int strong;
        private int emphasis;
        private int link;

        Inlines(List<Node> out) {
            this.out = out;
        }

        @Override
        public void visit(org.commonmark.node.Text text) {
            Text run = text(text.getLiteral(), link > 0 ? "md-link" : "md-text");
            run.setStyle((strong > 0 ? "-fx-font-weight: bold;" : "") + (emphasis > 0 ? "-fx-font-style: italic;" : ""));
            out.add(run);
        }

        @Override
        public void visit(Code code) {
            out.add(text(code.getLiteral(), "md-code"));
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
            visitChildren(node);
            link--;
        }

        @Override
        public void visit(SoftLineBreak softLineBreak) {
            out.add(text(" ", "md-text"));
        }

        @Override
        public void visit(HardLineBreak hardLineBreak) {
            out.add(text("\n", "md-text"));
        }
    }

    private static Text text(String value, String style) {
        Text text = new Text(value);
        text.getStyleClass().add(style);
        return text;
    }
}
