package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

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
    void anyOtherStoredValueReadsAsTheBindingReadsIt() {
        for (String json : List.of("{}", "{\"a\":null,\"b\":\"x\"}", "{\"a\":\"x\",\"a\":null}", "{\"a\":null,\"a\":\"y\"}",
                "{\"a\":\"x\",\"a\":\"y\"}", "{\"a\":5,\"b\":true}", "{\"a\":{\"b\":\"c\"}}", "{\"a\":[\"b\"]}",
                "{\"a\":\"x\"} trailing", "{\"a\":\"x\"}{\"b\":\"y\"}", "[]", "{", "\"text\"", "{\"a\":1.5}")) {
            assertEquals(IndexRows.boundColumns(json), IndexRows.columnsFrom(json), json);
        }
    }
}
