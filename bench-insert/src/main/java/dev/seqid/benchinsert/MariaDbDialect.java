package dev.seqid.benchinsert;

import dev.seqid.UuidOrder;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MariaDB (InnoDB): key type {@code UUID}, whose stored form (and so its order) depends on the
 * value: seqid's {@link UuidOrder#MARIADB}. The primary key is the clustered index, the B-tree that
 * holds the rows; its size comes from {@code information_schema.TABLES} after {@code ANALYZE TABLE},
 * the redo-log volume from {@code Innodb_lsn_current}.
 */
final class MariaDbDialect extends Dialect {

    @Override
    String product() {
        return "MariaDB";
    }

    @Override
    String uuidType() {
        return "UUID";
    }

    @Override
    UuidOrder idOrder() {
        return UuidOrder.MARIADB;
    }

    @Override
    String createUuidTable(String table) {
        return "CREATE TABLE " + table + " (id UUID NOT NULL PRIMARY KEY, payload VARCHAR(100) NOT NULL) ENGINE=InnoDB";
    }

    @Override
    String createBigintTable(String table) {
        return "CREATE TABLE " + table + " (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, payload VARCHAR(100) NOT NULL) ENGINE=InnoDB";
    }

    @Override
    void bindId(PreparedStatement insert, long msb, long lsb) throws SQLException {
        // The UUID type takes the canonical text; the server stores it in its own byte order.
        insert.setString(1, new UUID(msb, lsb).toString());
    }

    @Override
    UUID readId(ResultSet rs, int column) throws SQLException {
        return UUID.fromString(rs.getString(column));
    }

    private static final Pattern INCORRECT_UUID = Pattern.compile("Incorrect uuid value: '([0-9a-fA-F-]{36})'");

    /**
     * MariaDB's message, and for a refused UUID whether it is one the UUID type cannot hold: a value
     * with byte 6 at 0x80 or more (version 8 to 15) and byte 8 from 0x01 to 0x80 would be stored as is
     * and read back as a swapped version 1-5 value ({@code rec_need_swap} in {@code sql_type_uuid.h}:
     * {@code s[6] & -s[8] & 0x80} on signed chars), so MariaDB refuses it. An RFC 9562 v8 id is such a
     * value when byte 8 is exactly 0x80: the variant and six zero bits. seqid's version 8 layouts
     * never make one (their MariaDB guard bit, docs/layouts.md#mariadb-guard); the SequentialGuid
     * layouts, which set no version, do.
     */
    @Override
    String describeRejection(SQLException e) {
        String message = super.describeRejection(e);
        Matcher m = INCORRECT_UUID.matcher(String.valueOf(e.getMessage()));
        if (m.find()) {
            UUID id = UUID.fromString(m.group(1));
            if (cannotStore(id)) {
                return message + " (MariaDB's UUID type cannot store a value whose byte 6 is 0x80 or more, version 8-15, "
                        + "and whose byte 8 is 0x01-0x80: it would read back as a swapped version 1-5 value)";
            }
        }
        return message;
    }

    /** Whether MariaDB's UUID type refuses this value (see {@link #describeRejection}). */
    static boolean cannotStore(UUID id) {
        int byte6 = (int) (id.getMostSignificantBits() >>> 8) & 0xFF;
        int byte8 = (int) (id.getLeastSignificantBits() >>> 56) & 0xFF;
        return byte6 >= 0x80 && byte8 >= 0x01 && byte8 <= 0x80;
    }

    @Override
    Long logPosition(Connection c) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SHOW GLOBAL STATUS LIKE 'Innodb_lsn_current'");
                ResultSet rs = ps.executeQuery()) {
            return rs.next() ? Long.parseLong(rs.getString(2)) : null;
        }
    }

    @Override
    String logName() {
        return "redo log";
    }

    @Override
    Sizes sizes(Connection c, String table) throws SQLException {
        // Refreshes the persistent statistics that information_schema.TABLES reports. The clustered
        // index holds the rows, so the primary key's size is data_length; index_length counts the
        // secondary indexes (none here). InnoDB's n_leaf_pages is not used: on small tables it reads 1.
        execute(c, "ANALYZE TABLE " + table);
        Long pk = queryLong(c, "SELECT data_length FROM information_schema.TABLES WHERE table_schema = DATABASE() AND table_name = ?", table);
        Long total = queryLong(c, "SELECT data_length + index_length FROM information_schema.TABLES "
                + "WHERE table_schema = DATABASE() AND table_name = ?", table);
        return new Sizes(total, pk, null);
    }

    @Override
    Map<String, String> settings(Connection c) throws SQLException {
        Map<String, String> settings = super.settings(c);
        for (String name : new String[] {"innodb_buffer_pool_size", "innodb_flush_log_at_trx_commit", "innodb_page_size",
                "innodb_log_file_size"}) {
            settings.put(name, queryString(c, "SELECT @@" + name));
        }
        String pool = settings.get("innodb_buffer_pool_size");
        if (pool != null && pool.matches("\\d+") && Long.parseLong(pool) % (1L << 20) == 0) {
            settings.put("innodb_buffer_pool_size", (Long.parseLong(pool) >> 20) + "MB");
        }
        return settings;
    }
}
