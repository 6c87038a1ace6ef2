package dev.seqid.benchinsert;

import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

/**
 * What differs between databases: the key's native type and how an id is bound and read back, the
 * size and log queries, and how {@code ORDER BY id} compares that type (as a seqid {@link UuidOrder}).
 * One subclass per supported product; {@link #forProduct} picks it from the JDBC metadata.
 */
abstract class Dialect {

    /** Sizes of one table after its inserts; null fields were not measurable on this database. */
    record Sizes(Long tableBytes, Long pkIndexBytes, Report.IndexStats pkIndex) {
    }

    /** Remarks collected while preparing, for the report's notes (e.g. an extension that is missing). */
    final List<String> notes = new java.util.ArrayList<>();

    /** The product as the report names it: PostgreSQL, MariaDB, SQLite, H2. */
    abstract String product();

    /** The key column's type as the report names it: {@code uuid}, {@code UUID}, {@code BLOB(16)}. */
    abstract String uuidType();

    /** How {@code ORDER BY id} compares this database's UUID type, or null if seqid has no model of it. */
    abstract UuidOrder idOrder();

    /** The UUID-keyed table, in standard SQL with the key column of {@link #uuidType()}; products that differ override it. */
    String createUuidTable(String table) {
        return "CREATE TABLE " + table + " (id " + uuidType() + " PRIMARY KEY, payload VARCHAR(100) NOT NULL)";
    }

    /** The table keyed by an identity column, in standard SQL; products that differ override it. */
    String createBigintTable(String table) {
        return "CREATE TABLE " + table + " (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, payload VARCHAR(100) NOT NULL)";
    }

    String insertUuid(String table) {
        return "INSERT INTO " + table + " (id, payload) VALUES (?, ?)";
    }

    String insertBigint(String table) {
        return "INSERT INTO " + table + " (payload) VALUES (?)";
    }

    /** Binds the id (msb, lsb) as parameter 1 in the form the key column takes. */
    abstract void bindId(PreparedStatement insert, long msb, long lsb) throws SQLException;

    /** Reads column {@code column} of a row as the UUID it stores. */
    abstract UUID readId(ResultSet rs, int column) throws SQLException;

    /** Called once on the benchmark's connection before anything is created: extensions, session settings. */
    void prepare(Connection c) throws SQLException {
    }

    /** Undoes what {@link #prepare} added to a user's database (an extension it created). Never throws. */
    void cleanUp(Connection c) {
    }

    /** Called before each key's inserts (PostgreSQL: {@code CHECKPOINT}, so full-page images count alike). */
    void beforeKey(Connection c) throws SQLException {
    }

    /** The position of the write-ahead (or redo) log, in bytes; null where not available. */
    Long logPosition(Connection c) throws SQLException {
        return null;
    }

    /** What {@link #logPosition} measures, for the report: {@code WAL}, {@code redo log}; null if nothing. */
    String logName() {
        return null;
    }

    abstract Sizes sizes(Connection c, String table) throws SQLException;

    /**
     * SQL for the database's own reading of a v7 timestamp, as an expression over {@code id} that JDBC
     * reads as an {@link java.time.OffsetDateTime}, or null where the database has none.
     */
    String v7TimestampExpression() {
        return null;
    }

    /** Whether {@link #v7TimestampExpression()} applies to ids of this layout (RFC 9562 v7 with a 1 ms timestamp). */
    static boolean hasV7Timestamp(UuidLayout layout) {
        return layout != null && layout.version() == 7 && layout.rfcVariant()
                && layout.timestamp().equals(UuidLayout.v7().timestamp());
    }

    /** Server settings that shape the figures (version, cache, durability), in the order to report them. */
    Map<String, String> settings(Connection c) throws SQLException {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("version", c.getMetaData().getDatabaseProductVersion());
        return settings;
    }

    /** Whether the table exists (to refuse overwriting one in a user's database). */
    boolean tableExists(Connection c, String table) throws SQLException {
        for (String name : new String[] {table, table.toUpperCase(Locale.ROOT)}) {
            try (ResultSet rs = c.getMetaData().getTables(null, null, name, new String[] {"TABLE"})) {
                if (rs.next()) {
                    return true;
                }
            }
        }
        return false;
    }

    void dropTable(Connection c, String table) throws SQLException {
        execute(c, "DROP TABLE IF EXISTS " + table);
    }

    /** Why the database refused a row, for the report: its message, explained where the dialect knows why. */
    String describeRejection(SQLException e) {
        return product() + " refused a row: " + PostgresDialect.firstLine(e);
    }

    /** The rows per fetch when reading a table back in key order. */
    int fetchSize() {
        return 10_000;
    }

    // --- helpers ---

    static void execute(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
        if (!c.getAutoCommit()) {
            c.commit();
        }
    }

    static Long queryLong(Connection c, String sql, Object... params) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                ps.setObject(i + 1, params[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return null;
                }
                long v = rs.getLong(1);
                return rs.wasNull() ? null : v;
            }
        }
    }

    static String queryString(Connection c, String sql, Object... params) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                ps.setObject(i + 1, params[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    /** The bytes of the id (msb, lsb) in string order. */
    static byte[] bytesOf(long msb, long lsb) {
        byte[] b = new byte[16];
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (msb >>> (56 - 8 * i));
            b[8 + i] = (byte) (lsb >>> (56 - 8 * i));
        }
        return b;
    }

    /** The dialect for a connection's product, or a usage error naming the supported ones. */
    static Dialect forProduct(String productName) {
        String p = productName.toLowerCase(Locale.ROOT);
        if (p.contains("postgresql")) {
            return new PostgresDialect();
        }
        if (p.contains("mariadb")) {
            return new MariaDbDialect();
        }
        if (p.contains("sqlite")) {
            return new SqliteDialect();
        }
        if (p.equals("h2")) {
            return new H2Dialect();
        }
        throw BenchInsertException.usage("the database at --db is " + productName + ", which bench-insert does not support; "
                + "it supports PostgreSQL, MariaDB, SQLite and H2 (their JDBC drivers are bundled)");
    }

    /** An instant as the database's timestamp type holds it: microseconds (PostgreSQL). */
    static Instant truncatedToMicros(Instant instant) {
        return instant.truncatedTo(java.time.temporal.ChronoUnit.MICROS);
    }
}
