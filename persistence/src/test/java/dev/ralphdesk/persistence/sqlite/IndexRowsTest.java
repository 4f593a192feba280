package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.ralphdesk.core.json.Json;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The index's summary columns read by hand are what the binding reads, whatever is stored. */
class IndexRowsTest {

    @Test
    void columnsAsWrittenAreReadByHandAsTheBindingReadsThem() {
        Map<String, String> written = Map.of("title", "a \"title\"\n字 \uD83D\uDE00", "goal.phase", "active", "x", "");
        String json = IndexRows.columnsJson(written);
        assertNotNull(IndexRows.textColumns(json), json);
        assertEquals(new TreeMap<>(written), IndexRows.columnsFrom(json));
        assertEquals(IndexRows.boundColumns(json), IndexRows.columnsFrom(json));
    }

    @Test
    void columnsAreWrittenAsTheMappersBindingOfTheSortedMapWritesThem() {
        Map<String, String> tricky = new HashMap<>(Map.of("title", "a \"title\"\n\t\\ 字 \uD83D\uDE00 </script> \u0001\u007f",
                "goal.phase", "active", "x", "", "Z", "upper first", "é", "after ASCII"));
        tricky.put("cleared", null);
        for (Map<String, String> columns : List.of(Map.<String, String>of(), Map.of("a", "b"), tricky)) {
            assertEquals(Json.write(new TreeMap<>(columns)), IndexRows.columnsJson(columns), columns.toString());
        }
    }

    @Test
    void anyOtherStoredValueReadsAsTheBindingReadsIt() {
        for (String json : List.of("{}", "{\"a\":null,\"b\":\"x\"}", "{\"a\":\"x\",\"a\":null}", "{\"a\":null,\"a\":\"y\"}",
                "{\"a\":\"x\",\"a\":\"y\"}", "{\"a\":5,\"b\":true}", "{\"a\":{\"b\":\"c\"}}", "{\"a\":[\"b\"]}",
                "{\"a\":\"x\"} trailing", "{\"a\":\"x\"}{\"b\":\"y\"}", "[]", "{", "\"text\"", "{\"a\":1.5}")) {
            assertEquals(IndexRows.boundColumns(json), IndexRows.columnsFrom(json), json);
        }
    }
}
