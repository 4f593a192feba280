package dev.ralphdesk.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.goal.GoalPanelState;
import dev.ralphdesk.app.ui.ralph.TimelineRow;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;

/**
 * The Chinese window says nothing in English: every string the window computes for the rows of a
 * transcript, the Ralph timeline and the goal panel is put into words with the zh bundle, and none
 * may contain a phrase of the en bundle (each English pattern's literal parts of two words or more
 * that its Chinese pattern does not keep as they are). Bundle-based: a new English string is covered
 * as soon as it is in the bundle. What a person or a model wrote (messages, objectives, reports,
 * tool output) is data and is not checked.
 */
final class ChineseRows {
    private static final String BUNDLE = "dev.ralphdesk.resources.i18n.messages";
    private static final Set<String> ENGLISH = englishPhrases();

    private ChineseRows() {
    }

    static void assertNoEnglish(List<TranscriptRow> rows, List<TimelineRow> timeline, GoalPanelState goal) {
        Texts zh = Texts.of("zh");
        List<String> said = new ArrayList<>();
        rows.forEach(row -> computed(row).forEach(m -> said.add(zh.format(m))));
        timeline.forEach(row -> computed(row).forEach(m -> said.add(zh.format(m))));
        List.of(goal.badge(), goal.rounds(), goal.progress().label(), goal.activation(), goal.blockReason(),
                goal.usage(), goal.certified()).forEach(m -> said.add(zh.format(m)));
        List<String> english = new ArrayList<>();
        for (String text : said) {
            for (String phrase : ENGLISH) {
                if (text.contains(phrase)) {
                    english.add("\"" + phrase + "\" in: " + text);
                }
            }
        }
        assertEquals(List.of(), english, "English in the Chinese window");
    }

    /** The messages the window computes for a transcript row (not the text people and models wrote). */
    private static List<Message> computed(TranscriptRow row) {
        if (row instanceof TranscriptRow.GoalRoundRow round) {
            return List.of(round.label());
        } else if (row instanceof TranscriptRow.HarnessPromptRow prompt) {
            return List.of(prompt.label());
        } else if (row instanceof TranscriptRow.RalphCardRow card) {
            return List.of(card.label());
        } else if (row instanceof TranscriptRow.ErrorRow error) {
            return List.of(error.what(), error.whatToDo());
        } else if (row instanceof TranscriptRow.NoticeRow notice) {
            return List.of(notice.text());
        } else if (row instanceof TranscriptRow.ToolCard card) {
            return List.of(card.headline(), card.fullSizeNote());
        }
        return List.of();
    }

    private static List<Message> computed(TimelineRow row) {
        if (row instanceof TimelineRow.RunRow run) {
            return List.of(run.chip(), run.rounds(), run.outcome());
        } else if (row instanceof TimelineRow.RoundRow round) {
            return List.of(round.chip(), round.title(), round.verifier(), round.figures());
        }
        return Collections.emptyList();
    }

    private static Set<String> englishPhrases() {
        ResourceBundle en = ResourceBundle.getBundle(BUNDLE, Locale.ROOT,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        ResourceBundle zh = ResourceBundle.getBundle(BUNDLE, Locale.CHINESE,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        Set<String> phrases = new TreeSet<>();
        for (String key : en.keySet()) {
            String chinese = zh.containsKey(key) ? zh.getString(key) : "";
            for (String part : en.getString(key).split("\\{[^}]*\\}")) {
                String phrase = part.strip();
                if (phrase.split("\\s+").length >= 2 && phrase.length() >= 8 && !chinese.contains(phrase)) {
                    phrases.add(phrase);
                }
            }
        }
        return phrases;
    }
}
