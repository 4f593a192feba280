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
 * Complete assistant text as Markdown: commonmark parses it, this turns the tree into JavaFX text
 * (paragraphs, headings, lists, emphasis, code spans and blocks, links as text). Text blocks that
 * follow each other share one text flow, separated by blank lines, and neighbouring runs of the same
 * style share one text node: a long answer is a few nodes to style and lay out, not hundreds.
 */
final class MarkdownNode {
    private static final Parser PARSER = Parser.builder().build();

    private MarkdownNode() {
    }

    static Node render(String markdown, double width) {
        Blocks blocks = new Blocks(width);
        PARSER.parse(markdown).accept(blocks);
        List<Node> nodes = blocks.finish();
        if (nodes.size() == 1) {
            return nodes.get(0);
        }
        VBox box = new VBox(6);
        box.setMaxWidth(width);
        box.getChildren().setAll(nodes);
        return box;
    }

    /** Block-level structure: text blocks go into the current text flow, code blocks get their own box. */
    private static final class Blocks extends AbstractVisitor {
        private final List<Node> out = new ArrayList<>();
        private final double width;
        private final List<String> listPrefix = new ArrayList<>();
        private Runs flow;

        Blocks(double width) {
            this.width = width;
        }

        List<Node> finish() {
            closeFlow();
            if (out.isEmpty()) {
                out.add(new Runs(width).node());
            }
            return out;
        }

        @Override
        public void visit(Paragraph paragraph) {
            Runs runs = startBlock();
            String prefix = prefix();
            if (!prefix.isEmpty()) {
                runs.add(prefix, "md-text");
            }
            paragraph.accept(new Inlines(runs, ""));
        }

        @Override
        public void visit(Heading heading) {
            heading.accept(new Inlines(startBlock(), "md-heading"));
        }

        @Override
        public void visit(FencedCodeBlock block) {
            code(block.getLiteral());
        }

        @Override
        public void visit(IndentedCodeBlock block) {
            code(block.getLiteral());
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

        /** The flow a new text block goes into, a line apart from the block before (a blank line outside lists). */
        private Runs startBlock() {
            if (flow == null) {
                flow = new Runs(width);
            } else {
                flow.add(listPrefix.isEmpty() ? "\n\n" : "\n", "md-text");
            }
            return flow;
        }

        private String prefix() {
            if (listPrefix.isEmpty()) {
                return "";
            }
            String marker = listPrefix.get(listPrefix.size() - 1);
            String indent = "    ".repeat(listPrefix.size() - 1);
            return indent + (marker.startsWith("#") ? marker.substring(1) + ". " : marker + " ");
        }

        private void code(String literal) {
            closeFlow();
            Label label = new Label(literal.stripTrailing());
            label.getStyleClass().addAll("md-code-block", "tool-output");
            label.setMaxWidth(width);
            label.setWrapText(true);
            out.add(label);
        }

        private void closeFlow() {
            if (flow != null) {
                out.add(flow.node());
                flow = null;
            }
        }
    }

    /** Inline content of one block as styled runs. */
    private static final class Inlines extends AbstractVisitor {
        private final Runs out;
        private final String block;
        private int strong;
        private int emphasis;
        private int link;

        Inlines(Runs out, String block) {
            this.out = out;
            this.block = block;
        }

        @Override
        public void visit(org.commonmark.node.Text text) {
            out.add(text.getLiteral(), style(link > 0 ? "md-link" : "md-text"));
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
                    + (emphasis > 0 ? " md-em" : "");
        }
    }

    /** One text flow being filled: a run of the same style as the last one extends it. */
    private static final class Runs {
        private final TextFlow flow = new TextFlow();
        private final StringBuilder text = new StringBuilder();
        private String style;

        Runs(double width) {
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
