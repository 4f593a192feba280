package dev.ralphdesk.app.ui.view;

import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/**
 * A small highlighter for code blocks: comments, strings, numbers and the keywords of common
 * languages (Java, Kotlin, JavaScript/TypeScript, Python, shell, Go, Rust, C/C++), as styled runs
 * of one text flow ({@code hl-comment}, {@code hl-string}, {@code hl-number}, {@code hl-keyword}).
 * An unknown language gets strings, comments and numbers only. Pure but for building the nodes.
 */
final class CodeHighlighter {
    private static final Set<String> C_LIKE = Set.of("if", "else", "for", "while", "do", "return", "break",
            "continue", "switch", "case", "default", "new", "class", "interface", "enum", "struct", "public",
            "private", "protected", "static", "final", "const", "void", "int", "long", "double", "float", "char",
            "boolean", "bool", "true", "false", "null", "nil", "this", "super", "try", "catch", "finally", "throw",
            "throws", "import", "package", "extends", "implements", "record", "var", "let", "function", "async",
            "await", "export", "from", "typeof", "instanceof", "func", "go", "defer", "type", "fn", "mut", "impl",
            "use", "pub", "match", "mod", "crate", "self", "trait", "val", "fun", "object", "when", "sealed");
    private static final Set<String> PYTHON = Set.of("def", "class", "if", "elif", "else", "for", "while", "return",
            "import", "from", "as", "with", "try", "except", "finally", "raise", "pass", "break", "continue",
            "lambda", "yield", "in", "is", "not", "and", "or", "None", "True", "False", "self", "async", "await",
            "global", "nonlocal");
    private static final Set<String> SHELL = Set.of("if", "then", "else", "elif", "fi", "for", "while", "do",
            "done", "case", "esac", "in", "function", "return", "export", "local", "echo", "cd", "set", "exit");
    private static final Map<String, Set<String>> KEYWORDS = Map.ofEntries(Map.entry("java", C_LIKE),
            Map.entry("kotlin", C_LIKE), Map.entry("kt", C_LIKE), Map.entry("js", C_LIKE),
            Map.entry("javascript", C_LIKE), Map.entry("ts", C_LIKE), Map.entry("typescript", C_LIKE),
            Map.entry("go", C_LIKE), Map.entry("rust", C_LIKE), Map.entry("rs", C_LIKE), Map.entry("c", C_LIKE),
            Map.entry("cpp", C_LIKE), Map.entry("c++", C_LIKE), Map.entry("python", PYTHON), Map.entry("py", PYTHON),
            Map.entry("sh", SHELL), Map.entry("bash", SHELL), Map.entry("shell", SHELL), Map.entry("zsh", SHELL));
    /** Comments (//, /* *\/, #), strings ("…", '…', `…`), numbers, words. */
    private static final Pattern TOKENS = Pattern.compile(
            "(?<comment>//[^\\n]*|/\\*[\\s\\S]*?\\*/|#[^\\n]*)"
            + "|(?<string>\"(?:\\\\.|[^\"\\\\\\n])*\"|'(?:\\\\.|[^'\\\\\\n])*'|`[^`]*`)"
            + "|(?<number>\\b\\d+(?:\\.\\d+)?\\b)|(?<word>[A-Za-z_][A-Za-z0-9_]*)");

    private CodeHighlighter() {
    }

    static TextFlow flow(String code, String language) {
        String lang = language.toLowerCase(Locale.ROOT);
        Set<String> keywords = KEYWORDS.getOrDefault(lang, Set.of());
        boolean hashComments = PYTHON == keywords || SHELL == keywords || lang.isEmpty() || lang.equals("yaml")
                || lang.equals("toml") || lang.equals("ruby") || lang.equals("rb");
        TextFlow flow = new TextFlow();
        Matcher m = TOKENS.matcher(code);
        int at = 0;
        StringBuilder plain = new StringBuilder();
        while (m.find()) {
            String style = style(m, keywords, hashComments);
            if (style == null) {
                continue;
            }
            plain.append(code, at, m.start());
            if (plain.length() > 0) {
                flow.getChildren().add(run(plain.toString(), "hl-plain"));
                plain.setLength(0);
            }
            flow.getChildren().add(run(m.group(), style));
            at = m.end();
        }
        plain.append(code.substring(at));
        if (plain.length() > 0) {
            flow.getChildren().add(run(plain.toString(), "hl-plain"));
        }
        return flow;
    }

    /** The style of a match, or null for text shown plain (a word that is no keyword, a # that starts no comment). */
    private static String style(Matcher m, Set<String> keywords, boolean hashComments) {
        if (m.group("comment") != null) {
            return m.group().startsWith("#") && !hashComments ? null : "hl-comment";
        }
        if (m.group("string") != null) {
            return "hl-string";
        }
        if (m.group("number") != null) {
            return "hl-number";
        }
        return keywords.contains(m.group()) ? "hl-keyword" : null;
    }

    private static Text run(String text, String style) {
        Text run = new Text(text);
        run.getStyleClass().addAll("md-code-text", style);
        return run;
    }
}
