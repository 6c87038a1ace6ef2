package dev.seqid.benchinsert;

import dev.seqid.UuidOrder;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

/**
 * H2 (MVStore): key type {@code UUID}, compared as two unsigned 64-bit halves (seqid's
 * {@link UuidOrder#UNSIGNED}); sizes from {@code DB_OBJECT_TOTAL_SIZE} and {@code DB_OBJECT_SIZE}.
 */
final class H2Dialect extends Dialect {

    @Override
    String product() {
        return "H2";
    }

    @Override
    String uuidType() {
        return "UUID";
    }

    @Override
    UuidOrder idOrder() {
        return UuidOrder.UNSIGNED;
    }

    @Override
    void bindId(PreparedStatement insert, long msb, long lsb) throws SQLException {
        insert.setObject(1, new UUID(msb, lsb));
    }

    @Override
    UUID readId(ResultSet rs, int column) throws SQLException {
        return rs.getObject(column, UUID.class);
    }

    @Override
    Sizes sizes(Connection c, String table) throws SQLException {
        String name = table.toUpperCase(Locale.ROOT);
        execute(c, "CHECKPOINT"); // sizes count the pages written to the file
        Long total = queryLong(c, "SELECT DB_OBJECT_TOTAL_SIZE('TABLE', 'PUBLIC', ?)", name);
        String pk = queryString(c, "SELECT INDEX_NAME FROM INFORMATION_SCHEMA.INDEXES WHERE TABLE_SCHEMA = 'PUBLIC' "
                + "AND TABLE_NAME = ? AND INDEX_TYPE_NAME = 'PRIMARY KEY'", name);
        Long pkBytes = pk == null ? null : queryLong(c, "SELECT DB_OBJECT_SIZE('INDEX', 'PUBLIC', ?)", pk);
        if (pkBytes != null && pkBytes == 0) {
            // A BIGINT primary key is the row key of the table's own map: no index of its own.
            pkBytes = queryLong(c, "SELECT DB_OBJECT_SIZE('TABLE', 'PUBLIC', ?)", name);
        }
        return new Sizes(total, pkBytes, null);
    }

    @Override
    Map<String, String> settings(Connection c) throws SQLException {
        Map<String, String> settings = super.settings(c);
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'info.CACHE_MAX_SIZE'");
                ResultSet rs = ps.executeQuery()) {
            if (rs.next()) {
                settings.put("cache_size", rs.getString(1) + "MB");
            }
        }
        return settings;
    }
}
