package dev.ralphdesk.core.model.openai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ToolCall;
import java.util.List;
import org.junit.jupiter.api.Test;

class ToolCallAssemblerTest {

    @Test
    void fragmentsWithoutAnIndexStartANewCallWithEachNewId() throws Exception {
        ToolCallAssembler assembler = new ToolCallAssembler("call_x_");
        assembler.accept(Json.parse("{\"id\":\"a\",\"function\":{\"name\":\"read_file\",\"arguments\":\"{\\\"pa\"}}"));
        assembler.accept(Json.parse("{\"function\":{\"arguments\":\"th\\\":1}\"}}"));
        assembler.accept(Json.parse("{\"id\":\"b\",\"function\":{\"name\":\"list_files\",\"arguments\":{}}}"));
        assertEquals(List.of(new ToolCall("a", "read_file", "{\"path\":1}"), new ToolCall("b", "list_files", "{}")),
                assembler.calls());
    }

    @Test
    void aMissingIdIsMadeUpAndRepeatedIdsAreIgnored() throws Exception {
        ToolCallAssembler assembler = new ToolCallAssembler("call_x_");
        assembler.accept(Json.parse("{\"index\":0,\"function\":{\"name\":\"echo\",\"arguments\":\"{\"}}"));
        assembler.accept(Json.parse("{\"index\":0,\"id\":\"late\",\"function\":{\"arguments\":\"}\"}}"));
        assembler.accept(Json.parse("{\"index\":1,\"id\":\"c\",\"function\":{\"name\":\"echo\"}}"));
        assembler.accept(Json.parse("{\"index\":1,\"id\":\"c\",\"function\":{\"arguments\":\"{}\"}}"));
        assertEquals(List.of(new ToolCall("late", "echo", "{}"), new ToolCall("c", "echo", "{}")), assembler.calls());
    }
}
