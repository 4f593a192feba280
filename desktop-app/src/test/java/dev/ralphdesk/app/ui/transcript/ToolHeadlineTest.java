package dev.ralphdesk.app.ui.transcript;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.ToolCard;
import dev.ralphdesk.app.ui.transcript.TranscriptRow.ToolStatus;
import org.junit.jupiter.api.Test;

/** A tool card's folded line: {@code $ command} for the shell, status and exit in the UI's language. */
class ToolHeadlineTest {
    private static ToolCard card(String name, String arguments, ToolStatus status, Integer exit) {
        return new ToolCard("t1", "c1", name, arguments, status, exit, "", 0, null, 0);
    }

    @Test
    void aShellCallShowsItsCommandAndExitStatusNotItsJson() {
        ToolCard shell = card("shell", "{\"command\":\"sh greet.sh Ada\"}", ToolStatus.OK, 0);
        assertEquals("$ sh greet.sh Ada · ok · exit 0", Texts.of("en").format(shell.headline()));
        assertEquals("$ sh greet.sh Ada · 成功 · 退出码 0", Texts.of("zh").format(shell.headline()));
        assertEquals("sh greet.sh Ada", shell.command());
    }

    @Test
    void longArgumentsOfAnUnknownToolAreCutWithAnEllipsisOnOneLine() {
        String path = "a/".repeat(80) + "file.txt";
        String line = Texts.of("en").format(card("docs__fetch", "{\"path\":\n\"" + path + "\"}", ToolStatus.RUNNING,
                null).headline());
        assertTrue(line.startsWith("docs__fetch  {\"path\": \"a/a/"), line);
        assertTrue(line.endsWith("… · running"), line);
        assertFalse(line.contains("\n"));
    }

    @Test
    void fileToolsSayWhatTheyDoAsShellCardsDo() {
        Texts en = Texts.of("en");
        ToolCard write = card("write_file", "{\"path\":\"greet.sh\",\"content\":\"#!/usr/bin/env bash\\n"
                + "echo \\\"Hello, $1\\\"\\n\"}", ToolStatus.OK, null);
        assertEquals("write_file greet.sh · 2 lines · ok", en.format(write.headline()));
        assertEquals("write_file greet.sh · 2 行 · 成功", Texts.of("zh").format(write.headline()));
        assertEquals("write_file empty.txt · 0 lines · ok", en.format(card("write_file",
                "{\"path\":\"empty.txt\",\"content\":\"\"}", ToolStatus.OK, null).headline()));
        assertEquals("write_file one.txt · 1 line · running", en.format(card("write_file",
                "{\"path\":\"one.txt\",\"content\":\"no newline\"}", ToolStatus.RUNNING, null).headline()));
        assertEquals("edit_file x.txt · ok", en.format(card("edit_file",
                "{\"path\":\"x.txt\",\"old_text\":\"a\",\"new_text\":\"b\"}", ToolStatus.OK, null).headline()));
        assertEquals("read_file a/b.md · failed", en.format(card("read_file", "{\"path\":\"a/b.md\",\"offset\":3}",
                ToolStatus.FAILED, null).headline()));
        assertEquals("list_files . · ok", en.format(card("list_files", "{\"path\":\".\"}", ToolStatus.OK, null)
                .headline()));
        assertEquals("list_files . · ok", en.format(card("list_files", "{}", ToolStatus.OK, null).headline()),
                "the root when no folder is named");
        assertEquals("search_files \"TODO\" src *.java · ok", en.format(card("search_files",
                "{\"pattern\":\"TODO\",\"path\":\"src\",\"glob\":\"*.java\"}", ToolStatus.OK, null).headline()));
        assertEquals("search_files \"(?i)todo\" · ok", en.format(card("search_files", "{\"pattern\":\"(?i)todo\"}",
                ToolStatus.OK, null).headline()));
    }

    @Test
    void aLongPathIsCutWithAnEllipsisAndTheArgumentsStayWhole() {
        String path = "a/".repeat(80) + "file.txt";
        ToolCard read = card("read_file", "{\"path\":\"" + path + "\"}", ToolStatus.OK, null);
        String line = Texts.of("en").format(read.headline());
        assertTrue(line.startsWith("read_file a/a/") && line.endsWith("… · ok"), line);
        assertTrue(read.arguments().contains(path), "the expanded card shows the arguments whole");
    }

    @Test
    void argumentsAFileToolWouldRefuseAndOtherToolsKeepTheirCompactJson() {
        Texts en = Texts.of("en");
        assertEquals("write_file  {\"path\":\"a.txt\"} · failed", en.format(card("write_file", "{\"path\":\"a.txt\"}",
                ToolStatus.FAILED, null).headline()), "no content");
        assertEquals("read_file  {\"path\":7} · failed", en.format(card("read_file", "{\"path\":7}",
                ToolStatus.FAILED, null).headline()), "a path that is no string");
        assertEquals("read_file  [\"a.txt\"] · failed", en.format(card("read_file", "[\"a.txt\"]",
                ToolStatus.FAILED, null).headline()), "no object");
        assertEquals("docs__read_file  {\"path\":\"a.md\"} · ok", en.format(card("docs__read_file",
                "{\"path\":\"a.md\"}", ToolStatus.OK, null).headline()), "an MCP server's tool of a similar name");
    }

    @Test
    void aCancelledCallReadsCancelledAndAnUnparsableOneShowsItsText() {
        assertEquals("shell  {not json · cancelled", Texts.of("en").format(card("shell", "{not json",
                ToolStatus.CANCELLED, null).headline()));
    }

    @Test
    void onlyWebAndMailLinksAreOpened() {
        assertTrue(LinkOpener.opens("https://example.com/a?b=c"));
        assertTrue(LinkOpener.opens("mailto:ada@example.com"));
        assertFalse(LinkOpener.opens("file:///etc/passwd"));
        assertFalse(LinkOpener.opens("javascript:alert(1)"));
        assertFalse(LinkOpener.opens("relative/path"));
        assertFalse(LinkOpener.opens("http://bad host"));
        assertFalse(new LinkOpener(LinkOpener.XDG_OPEN, Runnable::run).open("file:///etc/passwd"));
    }
}
