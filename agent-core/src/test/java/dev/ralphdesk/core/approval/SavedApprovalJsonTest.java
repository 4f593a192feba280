package dev.ralphdesk.core.approval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.effect.ApprovalGrant;
import dev.ralphdesk.core.effect.GrantScope;
import dev.ralphdesk.core.json.Json;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The grants' and the approval mode's saved states, written field by field, are the mapper's text. */
class SavedApprovalJsonTest {
    @Test
    void savedGrantsAreWrittenExactlyAsTheMapperWritesThem() {
        for (GrantsFold.Saved saved : List.of(new GrantsFold.Saved(List.of()), new GrantsFold.Saved(List.of(
                new ApprovalGrant(GrantScope.THIS, "shell", "mvn -q \"test\"\n", null),
                new ApprovalGrant(GrantScope.TOOL, "write_file", null, ".git/"),
                new ApprovalGrant(GrantScope.ALL, null, null, null))))) {
            assertEquals(Json.write(saved), GrantsFold.write(saved));
        }
    }

    @Test
    void savedModesAreWrittenExactlyAsTheMapperWritesThem() {
        for (ModeFold.Saved saved : List.of(new ModeFold.Saved(null),
                new ModeFold.Saved("record 3 (approval/mode): unknown approval mode 'yolo' ü"))) {
            assertEquals(Json.write(saved), ModeFold.write(saved));
        }
    }
}
