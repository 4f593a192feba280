package dev.ralphdesk.app.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javafx.css.CssParser;
import javafx.css.Rule;
import javafx.css.Selector;
import javafx.css.Stylesheet;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Control;

/**
 * Counts what a scene's CSS pass works on, deterministically: its nodes (and those under a hidden
 * node), the nodes that are controls, and per stylesheet the (node, rule) pairs whose selectors
 * apply to a node (by type, id and style classes; pseudo-classes aside), which is the matching
 * {@code StyleManager.findMatchingStyles} does for every node whose styles it looks up.
 */
final class SceneCensus {
    private static final String MODENA = "com/sun/javafx/scene/control/skin/modena/modena.css";

    private SceneCensus() {
    }

    /** One line of figures for {@code scene} on the FX thread. */
    static String of(Scene scene) {
        List<Node> nodes = new ArrayList<>();
        int[] hidden = {0};
        Map<String, Integer> hiddenRoots = new LinkedHashMap<>();
        walk(scene.getRoot(), true, nodes, hidden, hiddenRoots);
        Map<String, Integer> byType = new TreeMap<>();
        nodes.forEach(n -> byType.merge(type(n), 1, Integer::sum));
        Map<String, Stylesheet> sheets = new LinkedHashMap<>();
        sheets.put("modena", parse(StartupProbe.class.getClassLoader().getResource(MODENA)));
        for (String url : scene.getStylesheets()) {
            try {
                sheets.put(url.substring(url.lastIndexOf('/') + 1), parse(new URL(url)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        StringBuilder line = new StringBuilder(String.format("nodes=%d hiddenSubtree=%d controls=%d",
                nodes.size(), hidden[0], nodes.stream().filter(n -> n instanceof Control).count()));
        for (Map.Entry<String, Stylesheet> sheet : sheets.entrySet()) {
            List<Rule> rules = sheet.getValue().getRules();
            long matched = 0;
            for (Node node : nodes) {
                for (Rule rule : rules) {
                    for (Selector selector : rule.getSelectors()) {
                        if (selector.applies(node)) {
                            matched++;
                            break;
                        }
                    }
                }
            }
            line.append(String.format(" %s:rules=%d,matched=%d", sheet.getKey(), rules.size(), matched));
        }
        line.append(" hiddenRoots=").append(hiddenRoots);
        line.append(" types=");
        byType.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).limit(12)
                .forEach(e -> line.append(e.getKey()).append(':').append(e.getValue()).append(','));
        return line.toString();
    }

    private static void walk(Node node, boolean visible, List<Node> nodes, int[] hidden,
            Map<String, Integer> hiddenRoots) {
        nodes.add(node);
        boolean shown = visible && node.isVisible();
        if (!shown) {
            hidden[0]++;
        }
        int before = nodes.size();
        if (node instanceof Parent) {
            for (Node child : ((Parent) node).getChildrenUnmodifiable()) {
                walk(child, shown, nodes, hidden, hiddenRoots);
            }
        }
        if (visible && !shown) {
            hiddenRoots.put(name(node), nodes.size() - before + 1);
        }
    }

    /** The node's class without its package (an anonymous class as {@code Outer$1}). */
    private static String type(Node node) {
        String type = node.getClass().getName();
        return type.substring(type.lastIndexOf('.') + 1);
    }

    private static String name(Node node) {
        return type(node) + (node.getId() == null ? "" : "#" + node.getId())
                + node.getStyleClass().stream().map(c -> "." + c).reduce("", String::concat);
    }

    private static Stylesheet parse(URL url) {
        try {
            return new CssParser().parse(url);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
