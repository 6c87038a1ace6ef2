package dev.seqid.benchinsert;

import dev.seqid.UuidCodec;
import dev.seqid.UuidOrder;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * SQLite: key type {@code BLOB} holding the 16 bytes in string order, compared with {@code memcmp}
 * (seqid's {@link UuidOrder#UNSIGNED}); an ordinary rowid table, so the primary key is an index of
 * its own ({@code sqlite_autoindex_...}); the baseline's {@code INTEGER PRIMARY KEY} is the rowid, the
 * B-tree that holds the rows. Sizes and leaf fill from the {@code dbstat} virtual table.
 */
final class SqliteDialect extends Dialect {

    private final CacheSize cache;
    private boolean dbstat;

    SqliteDialect() {
        this(null);
    }

    SqliteDialect(CacheSize cache) {
        this.cache = cache;
    }

    @Override
    String product() {
        return "SQLite";
    }

    @Override
    String uuidType() {
        return "BLOB (16 bytes)";
    }

    @Override
    UuidOrder idOrder() {
        return UuidOrder.UNSIGNED;
    }

    @Override
    String createUuidTable(String table) {
        return "CREATE TABLE " + table + " (id BLOB NOT NULL PRIMARY KEY, payload TEXT NOT NULL)";
    }

    @Override
    String createBigintTable(String table) {
        return "CREATE TABLE " + table + " (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)";
    }

    @Override
    void bindId(PreparedStatement insert, long msb, long lsb) throws SQLException {
        insert.setBytes(1, bytesOf(msb, lsb));
    }

    @Override
    UUID readId(ResultSet rs, int column) throws SQLException {
        return UuidCodec.fromBytes(rs.getBytes(column), 0);
    }

    @Override
    void prepare(Connection c) throws SQLException {
        if (cache != null) {
            execute(c, "PRAGMA cache_size = -" + cache.kibibytes());
        }
        try {
            queryLong(c, "SELECT count(*) FROM dbstat WHERE name = 'sqlite_schema'");
            dbstat = true;
        } catch (SQLException e) {
            notes.add("this SQLite has no dbstat table (" + PostgresDialect.firstLine(e) + "): sizes are not measured");
        }
    }

    @Override
    Sizes sizes(Connection c, String table) throws SQLException {
        if (!dbstat) {
            return new Sizes(null, null, null);
        }
        List<String> indexes = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = ?")) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    indexes.add(rs.getString(1));
                }
            }
        }
        long total = pageBytes(c, table);
        for (String index : indexes) {
            total += pageBytes(c, index);
        }
        // The key's B-tree: the automatic index of the BLOB primary key, or the rowid table itself.
        String pk = indexes.stream().filter(n -> n.startsWith("sqlite_autoindex_")).findFirst().orElse(table);
        long pkBytes = pageBytes(c, pk);
        Report.IndexStats stats = null;
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT count(*), sum(pgsize - unused) * 100.0 / sum(pgsize) FROM dbstat WHERE name = ? AND pagetype = 'leaf'")) {
            ps.setString(1, pk);
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    stats = new Report.IndexStats(rs.getLong(1), rs.getDouble(2), null);
                }
            }
        }
        return new Sizes(total, pkBytes, stats);
    }

    private static long pageBytes(Connection c, String name) throws SQLException {
        Long bytes = queryLong(c, "SELECT sum(pgsize) FROM dbstat WHERE name = ?", name);
        return bytes == null ? 0 : bytes;
    }

    @Override
    Map<String, String> settings(Connection c) throws SQLException {
        Map<String, String> settings = super.settings(c);
        for (String pragma : new String[] {"cache_size", "page_size", "journal_mode", "synchronous"}) {
            settings.put(pragma, queryString(c, "PRAGMA " + pragma));
        }
        String cacheSize = settings.get("cache_size");
        if (cacheSize != null && cacheSize.startsWith("-")) {
            settings.put("cache_size", cacheSize.substring(1) + "KiB"); // a negative cache_size counts KiB, a positive one pages
        }
        return settings;
    }
}
