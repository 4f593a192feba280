package dev.ralphdesk.app.ui.view;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextFlow;
import dev.ralphdesk.app.ui.view.MarkdownInlines.Inlines;
import dev.ralphdesk.app.ui.view.MarkdownInlines.Runs;
import java.util.function.Consumer;
import javafx.scene.layout.GridPane;
import org.commonmark.ext.autolink.AutolinkExtension;
import org.commonmark.ext.gfm.strikethrough.StrikethroughExtension;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.CustomBlock;
import org.commonmark.node.BulletList;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.ListItem;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.parser.Parser;

/**
 * Complete assistant text as Markdown: commonmark parses it (with the GFM tables, strikethrough and
 * autolink extensions), this turns the tree into JavaFX text: paragraphs, headings, lists, emphasis,
 * code spans, highlighted code blocks with a Copy button, tables as grids, clickable links. Text blocks that
 * follow each other share one text flow, separated by blank lines, and neighbouring runs of the same
 * style share one text node: a long answer is a few nodes to style and lay out, not hundreds.
 */
final class MarkdownNode {
    private static final Parser PARSER = Parser.builder().extensions(List.of(TablesExtension.create(),
            StrikethroughExtension.create(), AutolinkExtension.create())).build();

    private MarkdownNode() {
    }

    static Node render(String markdown, double width) {
        return render(markdown, width, null, null);
    }

    /**
     * The same; each code block gets a button labelled {@code copyLabel} copying it, and a clicked link
     * goes to {@code opener} (neither when null).
     */
    static Node render(String markdown, double width, String copyLabel, Consumer<String> opener) {
        Blocks blocks = new Blocks(width, copyLabel, opener);
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
        private final String copyLabel;
        private final Consumer<String> opener;
        private final List<String> listPrefix = new ArrayList<>();
        private Runs flow;

        Blocks(double width, String copyLabel, Consumer<String> opener) {
            this.width = width;
            this.copyLabel = copyLabel;
            this.opener = opener;
        }

        @Override
        public void visit(CustomBlock block) {
            if (block instanceof TableBlock) {
                closeFlow();
                out.add(table(block));
            } else {
                visitChildren(block);
            }
        }

        /** A GFM table as a grid: one cell per column and row, the head row in bold. */
        private Node table(CustomBlock table) {
            GridPane grid = new GridPane();
            grid.getStyleClass().add("md-table");
            grid.setMaxWidth(width);
            int row = 0;
            for (org.commonmark.node.Node part = table.getFirstChild(); part != null; part = part.getNext()) {
                for (org.commonmark.node.Node line = part.getFirstChild(); line != null; line = line.getNext()) {
                    int column = 0;
                    for (org.commonmark.node.Node cell = line.getFirstChild(); cell != null; cell = cell.getNext()) {
                        boolean head = cell instanceof TableCell tableCell && tableCell.isHeader();
                        Runs runs = new Runs(Region.USE_COMPUTED_SIZE, opener);
                        cell.accept(new Inlines(runs, head ? "md-strong" : ""));
                        TextFlow text = runs.node();
                        text.getStyleClass().add(head ? "md-table-head" : "md-table-cell");
                        grid.add(text, column++, row);
                    }
                    row++;
                }
            }
            return grid;
        }

        List<Node> finish() {
            closeFlow();
            if (out.isEmpty()) {
                out.add(new Runs(width, opener).node());
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
            code(block.getLiteral(), block.getInfo());
        }

        @Override
        public void visit(IndentedCodeBlock block) {
            code(block.getLiteral(), "");
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
                flow = new Runs(width, opener);
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

        /** A code block: monospace, highlighted for its language, with a Copy button. */
        private void code(String literal, String info) {
            closeFlow();
            String code = literal.stripTrailing();
            String language = info == null ? "" : info.strip().split("\\s+")[0];
            TextFlow text = CodeHighlighter.flow(code, language);
            text.getStyleClass().add("md-code-block");
            text.setMaxWidth(width - 16);
            VBox block = new VBox(2);
            block.getStyleClass().add("code-block");
            block.setMaxWidth(width);
            if (copyLabel != null) {
                Label name = new Label(language);
                name.getStyleClass().add("code-language");
                Region gap = new Region();
                HBox.setHgrow(gap, Priority.ALWAYS);
                block.getChildren().add(new HBox(4, name, gap, CopyButtons.copy(copyLabel, "code-copy", () -> code)));
            }
            block.getChildren().add(text);
            out.add(block);
        }

        private void closeFlow() {
            if (flow != null) {
                out.add(flow.node());
                flow = null;
            }
        }
    }
}
