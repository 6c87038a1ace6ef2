package dev.seqid.benchinsert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.EntropySource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.nio.ByteBuffer;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * MariaDB's {@code UUID} type against seqid's version 8 layouts (docs/layouts.md#mariadb-guard), on
 * embedded MariaDB 11.4: which values the type refuses, found by asking the server, and that it takes
 * every id of every built-in layout with version 8 or more, {@value #DEFAULT_IDS} of each by default
 * ({@code -Dseqid.mariadb.v8Ids=N} for another count).
 *
 * <p>Not skipped where the server cannot start: it fails, saying why (the rule it checks is what the
 * core's guard is built on).
 */
class MariaDbUuidRuleTest {

    static final int DEFAULT_IDS = 1_000_000;
    static final int BATCH = 10_000;

    static EmbeddedMariaDbDatabase db;
    static Connection connection;

    @BeforeAll
    static void startMariaDb() throws SQLException {
        long start = System.nanoTime();
        try {
            db = EmbeddedMariaDbDatabase.start(null);
        } catch (BenchInsertException e) {
            fail("embedded MariaDB " + EmbeddedMariaDbDatabase.version() + " did not start, so MariaDB's UUID rule and the v8 layouts "
                    + "cannot be checked against it (this test fails rather than skips):\n" + e.getMessage(), e);
        }
        connection = db.connect();
        System.out.printf(Locale.ROOT, "MariaDbUuidRuleTest: MariaDB started in %.1f s%n", (System.nanoTime() - start) / 1e9);
    }

    @AfterAll
    static void stopMariaDb() throws SQLException {
        if (connection != null) {
            connection.close();
        }
        if (db != null) {
            db.close();
        }
    }

    /** The rule as docs/layouts.md#mariadb-guard states it: byte 6 at 0x80 or more, byte 8 from 0x01 to 0x80. */
    static boolean refusedByTheRule(int byte6, int byte8) {
        return byte6 >= 0x80 && byte8 >= 0x01 && byte8 <= 0x80;
    }

    static byte[] bytes(UUID id) {
        return ByteBuffer.allocate(16).putLong(id.getMostSignificantBits()).putLong(id.getLeastSignificantBits()).array();
    }

    static UUID uuid(byte[] b) {
        ByteBuffer bb = ByteBuffer.wrap(b);
        return new UUID(bb.getLong(), bb.getLong());
    }

    /** Values as strings in a table, then one CAST of them all: the (byte 6, byte 8) pairs MariaDB refuses. */
    static Set<Integer> refusedByMariaDb(List<UUID> values, String table) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("CREATE TABLE " + table + " (i INT PRIMARY KEY, s CHAR(36) NOT NULL)");
            connection.setAutoCommit(false);
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO " + table + " VALUES (?, ?)")) {
                for (int i = 0; i < values.size(); i++) {
                    insert.setInt(1, i);
                    insert.setString(2, values.get(i).toString());
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            connection.commit();
            connection.setAutoCommit(true);
            Set<Integer> refused = new HashSet<>();
            // a text that is no UUID casts to NULL (with a warning) outside an INSERT
            try (ResultSet rs = s.executeQuery("SELECT i FROM " + table + " WHERE CAST(s AS UUID) IS NULL")) {
                while (rs.next()) {
                    refused.add(rs.getInt(1));
                }
            }
            s.execute("DROP TABLE " + table);
            return refused;
        }
    }

    @Test
    void theUuidTypeRefusesExactlyByte6From0x80WithByte8From0x01To0x80() throws SQLException {
        SplittableRandom r = new SplittableRandom(2026);
        // every (byte 6, byte 8) pair, the other bytes random
        List<UUID> pairs = new ArrayList<>();
        for (int byte6 = 0; byte6 < 256; byte6++) {
            for (int byte8 = 0; byte8 < 256; byte8++) {
                byte[] b = new byte[16];
                r.nextBytes(b);
                b[6] = (byte) byte6;
                b[8] = (byte) byte8;
                pairs.add(uuid(b));
            }
        }
        Set<Integer> refused = refusedByMariaDb(pairs, "rule_pairs");
        for (int i = 0; i < pairs.size(); i++) {
            byte[] b = bytes(pairs.get(i));
            boolean expected = refusedByTheRule(b[6] & 0xFF, b[8] & 0xFF);
            assertThat(refused.contains(i)).as("%s refused", pairs.get(i)).isEqualTo(expected);
            assertThat(MariaDbDialect.cannotStore(pairs.get(i))).isEqualTo(expected);
        }
        assertThat(refused).hasSize(128 * 128);

        // no other byte matters: each over all 256 values, byte 6 = 0x8a and byte 8 at the rule's edges
        List<UUID> others = new ArrayList<>();
        for (int byte8 : new int[] {0x00, 0x01, 0x7F, 0x80, 0x81, 0xA0}) {
            for (int position = 0; position < 16; position++) {
                if (position == 6 || position == 8) {
                    continue;
                }
                for (int value = 0; value < 256; value++) {
                    byte[] b = new byte[16];
                    r.nextBytes(b);
                    b[6] = (byte) 0x8A;
                    b[8] = (byte) byte8;
                    b[position] = (byte) value;
                    others.add(uuid(b));
                }
            }
        }
        Set<Integer> refusedOthers = refusedByMariaDb(others, "rule_other_bytes");
        for (int i = 0; i < others.size(); i++) {
            boolean expected = refusedByTheRule(0x8A, bytes(others.get(i))[8] & 0xFF);
            assertThat(refusedOthers.contains(i)).as("%s refused", others.get(i)).isEqualTo(expected);
        }
    }

    @Test
    void anInsertRefusesTheTextAndMisstoresTheBytes() throws SQLException {
        UUID refusedValue = UUID.fromString("017f22e2-79b0-8677-8099-aabbccddeeff"); // v8, byte 8 0x80
        UUID guarded = UUID.fromString("017f22e2-79b0-8677-a099-aabbccddeeff"); // the same with the guard bit
        try (Statement s = connection.createStatement()) {
            s.execute("CREATE TABLE rule_insert (id UUID NOT NULL PRIMARY KEY)");
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO rule_insert VALUES (?)")) {
                insert.setString(1, refusedValue.toString());
                assertThatThrownBy(insert::executeUpdate).as("INSERT of " + refusedValue).isInstanceOf(SQLException.class)
                        .hasMessageContaining("Incorrect uuid value: '" + refusedValue + "'");
                insert.setString(1, guarded.toString());
                assertThat(insert.executeUpdate()).isOne();
                // as 16 bytes the value is not refused: it is stored as is and read back with its groups reversed
                insert.setBytes(1, bytes(refusedValue));
                assertThat(insert.executeUpdate()).isOne();
            }
            Set<String> stored = new HashSet<>();
            try (ResultSet rs = s.executeQuery("SELECT id FROM rule_insert")) {
                while (rs.next()) {
                    stored.add(rs.getString(1));
                }
            }
            assertThat(stored).containsExactlyInAnyOrder(guarded.toString(), "ccddeeff-aabb-8099-8677-017f22e279b0");
            s.execute("DROP TABLE rule_insert");
        }
    }

    /**
     * {@code ids} ids of every built-in layout with version 8 or more, into a table of its own with a
     * {@code UUID} primary key, in batches of {@value #BATCH} (one transaction each): the first batch
     * from a generator whose entropy is all 0 (the counter seeded 0 at every millisecond, random bits
     * 0: where an unguarded v8 id is refused), the rest from the default generator on the system clock.
     * Every row must be accepted.
     */
    @Test
    void everyVersion8LayoutsIdsAreAccepted() throws SQLException {
        int ids = Integer.getInteger("seqid.mariadb.v8Ids", DEFAULT_IDS);
        assertThat(ids).as("seqid.mariadb.v8Ids").isGreaterThanOrEqualTo(2 * BATCH);
        List<String> layouts = new ArrayList<>();
        for (String name : UuidLayout.names()) {
            if (UuidLayout.named(name).version() >= 8) {
                layouts.add(name);
            }
        }
        assertThat(layouts).containsExactly("v8-sqlserver", "v8-node");
        for (String name : layouts) {
            UuidLayout layout = UuidLayout.named(name);
            assertThat(layout.mariaDbGuardBits()).isOne();
            String table = "v8_" + name.replace('-', '_');
            long start = System.nanoTime();
            try (Statement s = connection.createStatement()) {
                s.execute("CREATE TABLE " + table + " (id UUID NOT NULL PRIMARY KEY) ENGINE=InnoDB");
                SettableClockSource clock = new SettableClockSource(Instant.parse("2001-02-03T04:05:06Z"));
                UuidGenerator worstCase = UuidGenerator.builder().layout(layout).clock(clock).entropy(() -> 0L).build();
                UuidGenerator generator = UuidGenerator.builder().layout(layout).entropy(EntropySource.threadLocalRandom()).build();
                connection.setAutoCommit(false);
                long[] words = new long[2 * BATCH];
                try (PreparedStatement insert = connection.prepareStatement("INSERT INTO " + table + " VALUES (?)")) {
                    for (int done = 0; done < ids; done += BATCH) {
                        int count = Math.min(BATCH, ids - done);
                        if (done == 0) {
                            for (int i = 0; i < count; i++) {
                                if (i % 100 == 0) {
                                    clock.advance(Duration.ofMillis(1));
                                }
                                UUID id = worstCase.next();
                                words[2 * i] = id.getMostSignificantBits();
                                words[2 * i + 1] = id.getLeastSignificantBits();
                            }
                        } else {
                            generator.nextLongs(words, 0, count);
                        }
                        for (int i = 0; i < count; i++) {
                            insert.setString(1, new UUID(words[2 * i], words[2 * i + 1]).toString());
                            insert.addBatch();
                        }
                        try {
                            insert.executeBatch();
                        } catch (SQLException e) {
                            fail(name + ": MariaDB refused a row after " + done + " rows: " + e.getMessage(), e);
                        }
                        connection.commit();
                    }
                } finally {
                    connection.setAutoCommit(true);
                }
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + table)) {
                    assertThat(rs.next()).isTrue();
                    assertThat(rs.getLong(1)).as(name + " rows").isEqualTo(ids);
                }
                s.execute("DROP TABLE " + table);
            }
            System.out.printf(Locale.ROOT, "MariaDbUuidRuleTest: %,d %s ids inserted and counted in %.1f s%n", ids, name,
                    (System.nanoTime() - start) / 1e9);
        }
    }
}
