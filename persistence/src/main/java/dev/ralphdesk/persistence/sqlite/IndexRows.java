package dev.ralphdesk.persistence.sqlite;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.type.TypeReference;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Map;
import java.util.TreeMap;

/** Maps rows of the {@code sessions} index to {@link SessionInfo} and summary columns to JSON. */
final class IndexRows {
    static final String COLUMNS = "id, kind, title, workspace, parent_id, fork_seq, created_at, updated_at, last_seq,"
            + " trashed_at, columns";

    private IndexRows() {
    }

    /** One row selected with {@link #COLUMNS}; throws {@link IllegalArgumentException} for a row it cannot read. */
    static SessionInfo read(ResultSet row) throws SQLException {
        String parent = row.getString(5);
        long forkSeq = row.getLong(6);
        boolean hasForkSeq = !row.wasNull();
        row.getLong(10);
        boolean trashed = !row.wasNull();
        return new SessionInfo(new SessionId(row.getString(1)), SessionKind.fromWire(row.getString(2)),
                row.getString(3), row.getString(4), parent == null ? null : new SessionId(parent),
                hasForkSeq ? forkSeq : null, Stamps.toInstant(row.getLong(7)), Stamps.toInstant(row.getLong(8)),
                row.getLong(9), trashed, columnsFrom(row.getString(11)));
    }

    /** Summary columns as stored; a damaged value reads as no columns (they are a cache of the log). */
    static Map<String, String> columnsFrom(String json) {
        if (json == null || json.isBlank()) {
            return Map.of();
        }
        TreeMap<String, String> byHand = textColumns(json);
        return byHand != null ? byHand : boundColumns(json);
    }

    /** Columns read by Jackson's binding: any JSON value it can make text of, a damaged value as none. */
    static Map<String, String> boundColumns(String json) {
        try {
            TreeMap<String, String> columns = Json.mapper().readerFor(new TypeReference<TreeMap<String, String>>() {
            }).readValue(json);
            columns.values().removeIf(v -> v == null);
            return columns;
        } catch (JsonProcessingException e) {
            return Map.of();
        }
    }

    /**
     * Columns as they are written — one object of text (or null) values — read on the mapper's kind of
     * parser ({@link Json#factory}): a reader bound to a map type is made by reflection in a cold JVM (its
     * generic type resolved, its deserializers made: 14 of the main thread's 388 samples in 8 resumes), on
     * the way of every command that reads the index, a resume first. Null for anything else (a value of another JSON
     * type, content after the object, JSON that does not parse), which the binding then reads, so the
     * result is the binding's.
     */
    static TreeMap<String, String> textColumns(String json) {
        try (JsonParser parser = Json.factory().createParser(json)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return null;
            }
            TreeMap<String, String> columns = new TreeMap<>();
            for (JsonToken token = parser.nextToken(); token != JsonToken.END_OBJECT; token = parser.nextToken()) {
                String name = parser.currentName();
                JsonToken value = parser.nextToken();
                if (value == JsonToken.VALUE_STRING) {
                    columns.put(name, parser.getText());
                } else if (value == JsonToken.VALUE_NULL) {
                    columns.remove(name);
                } else {
                    return null;
                }
            }
            return parser.nextToken() == null ? columns : null;
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * Summary columns as JSON: an object of their text values in key order, written entry by entry on the
     * mapper's kind of generator (its escaping, {@link Json#factory}), as the mapper's binding of the sorted
     * map writes them. Bound, the first one resolved the map's generic type and made its serializer by
     * reflection (~10 ms in a cold JVM), on the writer while a new chat's creation is waited for.
     */
    static String columnsJson(Map<String, String> columns) {
        StringWriter text = new StringWriter(64);
        try (JsonGenerator json = Json.factory().createGenerator(text)) {
            json.writeStartObject();
            for (Map.Entry<String, String> column : new TreeMap<>(columns).entrySet()) {
                if (column.getValue() != null) { // the mapper leaves null values out
                    json.writeStringField(column.getKey(), column.getValue());
                }
            }
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the summary columns", e);
        }
        return text.toString();
    }

    /** Binds a new row (without trashed_at) to an insert of {@link #COLUMNS} minus trashed_at. */
    static void bindNew(PreparedStatement insert, SessionInfo info) throws SQLException {
        insert.setString(1, info.id().value());
        insert.setString(2, info.kind().wire());
        insert.setString(3, info.title());
        insert.setString(4, info.workspace());
        insert.setString(5, info.parentId() == null ? null : info.parentId().value());
        if (info.forkSeq() == null) {
            insert.setNull(6, Types.INTEGER);
        } else {
            insert.setLong(6, info.forkSeq());
        }
        insert.setLong(7, Stamps.toMicros(info.createdAt()));
        insert.setLong(8, Stamps.toMicros(info.updatedAt()));
        insert.setLong(9, info.lastSeq());
        insert.setString(10, columnsJson(info.columns()));
    }
}
