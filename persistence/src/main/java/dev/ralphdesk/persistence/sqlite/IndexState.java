package dev.ralphdesk.persistence.sqlite;

import java.util.Map;
import java.util.TreeMap;

/** The title and summary columns of one index row while events are applied to it. */
final class IndexState {
    private String title;
    private final Map<String, String> columns;

    IndexState(String title, Map<String, String> columns) {
        this.title = title;
        this.columns = new TreeMap<>(columns);
    }

    /** Applies an event's index columns: {@code title} goes to its own column, a null value clears. */
    void apply(Map<String, String> indexColumns) {
        for (Map.Entry<String, String> column : indexColumns.entrySet()) {
            if (column.getKey().equals("title")) {
                if (column.getValue() != null) {
                    title = column.getValue();
                }
            } else if (column.getValue() == null) {
                columns.remove(column.getKey());
            } else {
                columns.put(column.getKey(), column.getValue());
            }
        }
    }

    String title() {
        return title;
    }

    Map<String, String> columns() {
        return Map.copyOf(columns);
    }
}
