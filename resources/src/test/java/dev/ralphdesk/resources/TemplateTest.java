package dev.ralphdesk.resources;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The one prompt-template filler of goal and Ralph prompts. */
class TemplateTest {

    @Test
    void fillsEveryPlaceholderInOnePassSoAValueCannotInjectAnother() {
        String filled = Template.load("prompts/goal-guidance.md").fill(Map.of("blockedAfter", "{{blockedAfter}} 3"));

        assertTrue(filled.contains("{{blockedAfter}} 3"), filled);
        assertFalse(filled.replace("{{blockedAfter}} 3", "").contains("{{"), filled);
    }

    @Test
    void aPlaceholderWithoutAValueIsAnErrorNamingItAndTheTemplate() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Template.load("prompts/ralph-round-previous.md").fill(Map.of("report", "{}")));

        assertEquals("no value for {{previousRound}} in prompts/ralph-round-previous.md", e.getMessage());
    }

    @Test
    void bothModulesPromptsAreBundledHere() {
        for (String name : new String[] {"goal-round", "goal-compact", "goal-closing", "goal-guidance", "ralph-round",
                "ralph-round-first", "ralph-round-previous", "ralph-worker", "ralph-guidance"}) {
            assertTrue(Resources.exists("prompts/" + name + ".md"), name);
        }
    }

    @Test
    void aFenceIsLongerThanAnyBacktickRunInside() {
        assertEquals("```text\nplain\n```", Template.fenced("plain", "text"));
        assertEquals("`````json\n````x````\n`````", Template.fenced("````x````", "json"));
    }
}
