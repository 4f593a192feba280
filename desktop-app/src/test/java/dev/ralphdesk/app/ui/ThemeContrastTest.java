package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.resources.Resources;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * WCAG AA for the themes, computed from the CSS: every text/background pair a theme declares
 * ({@code AA: -fg on -bg …} lines) has a contrast ratio of at least 4.5:1, and every colour token
 * the shared sheet uses is defined by the theme.
 */
class ThemeContrastTest {
    private static final Pattern TOKEN = Pattern.compile("(-rd-[a-z-]+)\\s*:\\s*(#[0-9a-fA-F]{6})\\s*;");
    private static final Pattern PAIRS = Pattern.compile("AA:\\s*(-rd-[a-z-]+)\\s+on\\s+([-a-z\\s]+)");
    private static final Pattern USED = Pattern.compile("-rd-[a-z-]+[a-z]");

    @ParameterizedTest
    @ValueSource(strings = {"css/light.css", "css/dark.css"})
    void everyDeclaredTextAndBackgroundPairMeetsAa(String sheet) throws IOException {
        String css = read(sheet);
        Map<String, String> colours = colours(css);
        List<String> failures = new ArrayList<>();
        int pairs = 0;
        Matcher declared = PAIRS.matcher(css);
        while (declared.find()) {
            String text = declared.group(1);
            for (String background : declared.group(2).trim().split("\\s+")) {
                pairs++;
                double ratio = contrast(colour(colours, text), colour(colours, background));
                if (ratio < 4.5) {
                    failures.add(String.format("%s on %s: %.2f:1", text, background, ratio));
                }
            }
        }
        assertTrue(pairs >= 30, sheet + " declares only " + pairs + " pairs");
        assertEquals(List.of(), failures, sheet + ": pairs below 4.5:1");
    }

    @ParameterizedTest
    @ValueSource(strings = {"css/light.css", "css/dark.css"})
    void everyTokenTheSharedSheetUsesIsDefined(String sheet) throws IOException {
        Set<String> defined = new TreeSet<>(colours(read(sheet)).keySet());
        defined.add("-rd-shadow");
        Set<String> missing = new TreeSet<>();
        Matcher used = USED.matcher(read("css/base.css"));
        while (used.find()) {
            if (!defined.contains(used.group())) {
                missing.add(used.group());
            }
        }
        assertEquals(Set.of(), missing, sheet + " misses tokens base.css uses");
    }

    @ParameterizedTest
    @ValueSource(strings = {"#000000/#ffffff/21.0", "#777777/#ffffff/4.48", "#1f2328/#1f2328/1.0"})
    void theRatioIsTheWcagOne(String example) {
        String[] parts = example.split("/");
        assertEquals(Double.parseDouble(parts[2]), contrast(parts[0], parts[1]), 0.01);
    }

    static double contrast(String foreground, String background) {
        double a = luminance(foreground);
        double b = luminance(background);
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    }

    private static double luminance(String hex) {
        int rgb = Integer.parseInt(hex.substring(1), 16);
        return 0.2126 * channel(rgb >> 16) + 0.7152 * channel(rgb >> 8) + 0.0722 * channel(rgb);
    }

    private static double channel(int value) {
        double c = (value & 0xff) / 255.0;
        return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    private static String colour(Map<String, String> colours, String token) {
        String value = colours.get(token);
        assertTrue(value != null, "the theme does not define " + token);
        return value;
    }

    private static Map<String, String> colours(String css) {
        Map<String, String> colours = new LinkedHashMap<>();
        Matcher matcher = TOKEN.matcher(css);
        while (matcher.find()) {
            colours.put(matcher.group(1), matcher.group(2));
        }
        return colours;
    }

    private static String read(String sheet) throws IOException {
        try (InputStream in = Resources.class.getResourceAsStream(sheet)) {
            assertTrue(in != null, "missing " + sheet);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
