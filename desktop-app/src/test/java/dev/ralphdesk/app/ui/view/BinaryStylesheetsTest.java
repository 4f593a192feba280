package dev.ralphdesk.app.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.resources.Resources;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.List;
import javafx.css.CssParser;
import javafx.css.Rule;
import javafx.css.Stylesheet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each theme's stylesheet has its binary form beside it, made by the build from the same text: JavaFX's
 * StyleManager, given a {@code .css} URL, loads the {@code .bss} at the same URL in its place, so the
 * window parses no CSS text of ours as it starts — and the binary form must say exactly what the text says.
 */
class BinaryStylesheetsTest {

    @ParameterizedTest
    @ValueSource(strings = {"css/base.css", "css/light.css", "css/dark.css"})
    void theBinaryBesideEachSheetHasItsRules(String sheet) throws IOException {
        URL text = Resources.class.getResource(sheet);
        // StyleManager's own rule: the .css URL with .bss for its ending
        URL binary = new URL(text.toExternalForm().replaceFirst("\\.css$", ".bss"));
        try (InputStream present = binary.openStream()) {
            assertTrue(present.read() >= 0, binary + " is empty");
        }

        List<String> parsed = rules(new CssParser().parse(text));
        List<String> loaded = rules(Stylesheet.loadBinary(binary));

        assertTrue(parsed.size() > 0, sheet + " has no rules");
        assertEquals(parsed, loaded, binary + " differs from " + sheet + ": run the build again");
    }

    /**
     * Each rule as text: its selectors and its declarations with their parsed values, in order (asked for
     * by {@code getDeclarations}: a binary sheet's rule decodes them only then, and its toString omits them).
     */
    private static List<String> rules(Stylesheet sheet) {
        return sheet.getRules().stream().map(BinaryStylesheetsTest::text).toList();
    }

    private static String text(Rule rule) {
        return rule.getSelectors() + " " + rule.getDeclarations();
    }
}
