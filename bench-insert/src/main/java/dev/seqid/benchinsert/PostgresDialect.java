package dev.seqid.benchinsert;

import dev.seqid.UuidOrder;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.UUID;

/**
 * PostgreSQL: key type {@code uuid} (16 bytes, compared byte by byte: seqid's
 * {@link UuidOrder#UNSIGNED}), sizes from {@code pg_relation_size}, the primary key's B-tree from
 * {@code pgstattuple}'s {@code pgstatindex} where the extension can be created, WAL from
 * {@code pg_current_wal_lsn()}.
 */
final class PostgresDialect extends Dialect {

    private boolean pgstattuple;
    private boolean createdPgstattuple;
    private boolean checkpoint = true;
    private int serverVersion;

    @Override
    String product() {
        return "PostgreSQL";
    }

    @Override
    String uuidType() {
        return "uuid";
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
    void prepare(Connection c) throws SQLException {
        Long version = queryLong(c, "SELECT current_setting('server_version_num')::int");
        serverVersion = version == null ? 0 : version.intValue();
        try {
            boolean existed = queryLong(c, "SELECT count(*) FROM pg_extension WHERE extname = 'pgstattuple'") > 0;
            if (!existed) {
                execute(c, "CREATE EXTENSION pgstattuple");
                createdPgstattuple = true;
            }
            pgstattuple = true;
        } catch (SQLException e) {
            rollbackQuietly(c);
            notes.add("pgstattuple is not available (" + firstLine(e) + "): the primary key's leaf density and fragmentation "
                    + "are not measured, only relation sizes");
        }
    }

    /** Drops pgstattuple if this run created it (in a user's database; an embedded one is removed whole). */
    @Override
    void cleanUp(Connection c) {
        if (createdPgstattuple) {
            createdPgstattuple = false;
            try {
                execute(c, "DROP EXTENSION IF EXISTS pgstattuple");
            } catch (SQLException e) {
                rollbackQuietly(c);
                notes.add("could not drop the pgstattuple extension this run created: " + firstLine(e));
            }
        }
    }

    @Override
    void beforeKey(Connection c) throws SQLException {
        if (!checkpoint) {
            return;
        }
        try {
            execute(c, "CHECKPOINT");
        } catch (SQLException e) {
            rollbackQuietly(c);
            checkpoint = false;
            notes.add("CHECKPOINT is not permitted here (" + firstLine(e) + "): WAL volumes include full-page images "
                    + "depending on when the server last checkpointed");
        }
    }

    @Override
    Long logPosition(Connection c) throws SQLException {
        String lsn = queryString(c, "SELECT pg_current_wal_lsn()::text");
        if (lsn == null) {
            return null;
        }
        int slash = lsn.indexOf('/');
        return (Long.parseLong(lsn.substring(0, slash), 16) << 32) | Long.parseLong(lsn.substring(slash + 1), 16);
    }

    @Override
    String logName() {
        return "WAL";
    }

    @Override
    Sizes sizes(Connection c, String table) throws SQLException {
        Long total = queryLong(c, "SELECT pg_total_relation_size(?::regclass)", table);
        String index = queryString(c, "SELECT i.indexrelid::regclass::text FROM pg_index i WHERE i.indrelid = ?::regclass AND i.indisprimary", table);
        Long indexBytes = index == null ? null : queryLong(c, "SELECT pg_relation_size(?::regclass)", index);
        Report.IndexStats stats = null;
        if (pgstattuple && index != null) {
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT leaf_pages, avg_leaf_density, leaf_fragmentation FROM pgstatindex(?)")) {
                ps.setString(1, index);
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) {
                        stats = new Report.IndexStats(rs.getLong(1), rs.getDouble(2), rs.getDouble(3));
                    }
                }
            }
        }
        return new Sizes(total, indexBytes, stats);
    }

    @Override
    String v7TimestampExpression() {
        // uuid_extract_timestamp came with PostgreSQL 17; 18 also makes v7 ids (uuidv7()).
        return serverVersion >= 170000 ? "uuid_extract_timestamp(id)" : null;
    }

    @Override
    Map<String, String> settings(Connection c) throws SQLException {
        Map<String, String> settings = super.settings(c);
        for (String name : new String[] {"shared_buffers", "synchronous_commit", "fsync", "max_wal_size", "checkpoint_timeout",
                "full_page_writes", "wal_compression"}) {
            settings.put(name, queryString(c, "SELECT current_setting(?)", name));
        }
        return settings;
    }

    private static void rollbackQuietly(Connection c) {
        try {
            if (!c.getAutoCommit()) {
                c.rollback();
            }
        } catch (SQLException ignored) {
            // the connection is checked again by the next statement
        }
    }

    static String firstLine(Throwable e) {
        String m = String.valueOf(e.getMessage());
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
