package dev.ralphdesk.persistence.sqlite;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.session.SessionId;
import dev.ralphdesk.core.session.SessionInfo;
import dev.ralphdesk.core.session.SessionKind;
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
        try {
            TreeMap<String, String> columns = ColumnsReader.MAP.readValue(json);
            columns.values().removeIf(v -> v == null);
            return columns;
        } catch (JsonProcessingException e) {
            return Map.of();
        }
    }

    /**
     * The reader of summary columns, made when a row is first read: making it binds its type by
     * reflection, which creating a session (the writer's first row, a new chat's) does not need.
     */
    private static final class ColumnsReader {
        static final ObjectReader MAP = Json.mapper().readerFor(new TypeReference<TreeMap<String, String>>() {
        });
    }

    static String columnsJson(Map<String, String> columns) {
        return Json.write(new TreeMap<>(columns));
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
