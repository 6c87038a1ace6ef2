package dev.seqid.benchinsert;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.UUID;

/**
 * The measurement of one key in one round: a fresh table, {@code rows} rows inserted in batches of
 * {@code batch} (one transaction each), timed per tenth; then the table's sizes, the log volume, the
 * cross-checks, and the table is dropped. A warm-up (a uuid and a bigint table of
 * {@link #warmupRows(int)} rows, dropped) runs first, so the first key does not pay for the JIT.
 * The command runs the keys in several rounds of alternating order ({@link #roundOrder}), because the
 * first keys of a run are still slower after the warm-up: what one key costs must not depend on its
 * place in {@code --layouts}.
 */
final class InsertBenchmark {

    /** The payload column's length: the article's 100 characters. */
    static final int PAYLOAD_LENGTH = 100;
    private static final int PAYLOADS = 4096;

    /** The throw-away tables of {@link #warmUp()}. */
    static final List<BenchKey> WARMUP_KEYS = List.of(new BenchKey("warmup-uuid", UuidLayout.v4()), new BenchKey("warmup-bigint", null));

    /** What the benchmark reports while it runs: progress per key (a bar on a terminal, nothing otherwise). */
    interface Listener {
        void status(String message);

        Progress startKey(String key, int rows);
    }

    /** Progress of one key's inserts. */
    interface Progress extends AutoCloseable {
        void advance(int rows);

        @Override
        void close();
    }

    /** One key's measurement before ratios are known. */
    record Measured(BenchKey key, long[] nanosPerTenth, long totalNanos, Dialect.Sizes sizes, Long logBytes,
            Boolean orderMatchesSeqid, Boolean inGenerationOrder, Boolean expectedGenerationOrder, int rowsInserted, String error) {

        /** A key the database refused: how far it got and why. */
        static Measured rejected(BenchKey key, int rowsInserted, String error) {
            return new Measured(key, null, 0, null, null, null, null, null, rowsInserted, error);
        }

        boolean completed() {
            return error == null;
        }
    }

    private final Connection connection;
    private final Dialect dialect;
    private final int rows;
    private final int batch;
    private final Listener listener;
    private final String[] payloads;
    private final List<Report.Check> checks = new ArrayList<>();

    InsertBenchmark(Connection connection, Dialect dialect, int rows, int batch, Listener listener) {
        this.connection = connection;
        this.dialect = dialect;
        this.rows = rows;
        this.batch = batch;
        this.listener = listener;
        this.payloads = payloads();
    }

    /** The same 4096 random 100-character strings for every key and run (seeded), used round-robin. */
    private static String[] payloads() {
        Random random = new Random(20120101L);
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
        String[] result = new String[PAYLOADS];
        char[] chars = new char[PAYLOAD_LENGTH];
        for (int i = 0; i < PAYLOADS; i++) {
            for (int j = 0; j < PAYLOAD_LENGTH; j++) {
                chars[j] = alphabet.charAt(random.nextInt(alphabet.length()));
            }
            result[i] = new String(chars);
        }
        return result;
    }

    /**
     * Rows per warm-up table: a quarter of the run, at least 1,000 and at most 50,000. (With a
     * twentieth, the first key of a 100,000-row run on PostgreSQL still got faster tenth by tenth.)
     */
    static int warmupRows(int rows) {
        return Math.max(1_000, Math.min(50_000, rows / 4));
    }

    List<Report.Check> checks() {
        return checks;
    }

    /** Inserts into throw-away tables (a uuid and a bigint one) so the driver and JIT are warm for the first key. */
    void warmUp() throws SQLException {
        int n = warmupRows(rows);
        listener.status("warming up (" + n + " rows into a uuid and a bigint table, dropped)");
        for (BenchKey key : WARMUP_KEYS) {
            createTable(key);
            try {
                insertRows(key, n, null, null);
            } finally {
                Dialect.execute(connection, "DROP TABLE " + key.table());
            }
        }
    }

    /**
     * The keys in the order round {@code round} (from 0) runs them: {@code --layouts} order in even
     * rounds, reversed in odd ones, so that over two rounds every key runs as early as it runs late.
     */
    static List<BenchKey> roundOrder(List<BenchKey> keys, int round) {
        if (round % 2 == 0) {
            return keys;
        }
        List<BenchKey> reversed = new ArrayList<>(keys);
        Collections.reverse(reversed);
        return reversed;
    }

    /**
     * Measures one key: create, insert timed per tenth, sizes, log volume, cross-checks, drop. The
     * checks are recorded in {@link #checks()} in round 0; a later round records only a check that
     * failed (each round checks again: a database that orders differently once must not go unseen).
     */
    Measured measure(BenchKey key, int round) throws SQLException {
        createTable(key);
        try {
            dialect.beforeKey(connection);
            Long logBefore = dialect.logPosition(connection);
            long[] ids = key.isBigint() ? null : new long[2 * rows];
            long[] tenths = new long[10];
            long total;
            TenthTimer timer;
            try (Progress progress = listener.startKey(key.name(), rows)) {
                timer = new TenthTimer(tenths, progress);
                try {
                    total = insertRows(key, rows, ids, timer);
                } catch (SQLException e) {
                    if (!connection.isValid(10)) {
                        throw e;
                    }
                    // The database refused a row (MariaDB's UUID type refuses some SequentialGuid ids): report it,
                    // go on with the next key.
                    return Measured.rejected(key, timer.rows, dialect.describeRejection(e));
                }
            }
            Long logAfter = dialect.logPosition(connection);
            Long logBytes = logBefore == null || logAfter == null ? null : logAfter - logBefore;
            Dialect.Sizes sizes = dialect.sizes(connection, key.table());
            Boolean matches = null;
            Boolean generation = null;
            Boolean expected = null;
            if (!key.isBigint()) {
                OrderResult order = checkOrder(key, ids, round);
                matches = order.matchesModel;
                generation = order.inGenerationOrder;
                expected = order.expectedGenerationOrder;
            }
            return new Measured(key, tenths, total, sizes, logBytes, matches, generation, expected, rows, null);
        } finally {
            dialect.dropTable(connection, key.table());
        }
    }

    private void createTable(BenchKey key) throws SQLException {
        Dialect.execute(connection, key.isBigint() ? dialect.createBigintTable(key.table()) : dialect.createUuidTable(key.table()));
    }

    /** Records the time of each tenth and the rows committed, and advances the progress bar. */
    private static final class TenthTimer {
        final long[] tenths;
        final Progress progress;
        int rows;

        TenthTimer(long[] tenths, Progress progress) {
            this.tenths = tenths;
            this.progress = progress;
        }
    }

    /**
     * Inserts {@code n} rows, ids from a fresh generator of the key's layout through
     * {@link UuidGenerator#nextLongs} straight into {@code ids} (when given: the ids in generation
     * order, two longs each). Returns the total nanoseconds.
     */
    private long insertRows(BenchKey key, int n, long[] ids, TenthTimer timer) throws SQLException {
        UuidGenerator generator = key.isBigint() ? null : UuidGenerator.builder().layout(key.layout()).build();
        long[] buffer = ids != null ? ids : key.isBigint() ? null : new long[2 * batch];
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false);
        try (PreparedStatement insert = connection.prepareStatement(
                key.isBigint() ? dialect.insertBigint(key.table()) : dialect.insertUuid(key.table()))) {
            int row = 0;
            long start = System.nanoTime();
            long tenthStart = start;
            for (int tenth = 0; tenth < 10; tenth++) {
                int end = (int) ((long) n * (tenth + 1) / 10);
                while (row < end) {
                    int count = Math.min(batch, end - row);
                    if (generator != null) {
                        int from = ids != null ? 2 * row : 0;
                        generator.nextLongs(buffer, from, count);
                        for (int i = 0; i < count; i++) {
                            dialect.bindId(insert, buffer[from + 2 * i], buffer[from + 2 * i + 1]);
                            insert.setString(2, payloads[(row + i) & (PAYLOADS - 1)]);
                            insert.addBatch();
                        }
                    } else {
                        for (int i = 0; i < count; i++) {
                            insert.setString(1, payloads[(row + i) & (PAYLOADS - 1)]);
                            insert.addBatch();
                        }
                    }
                    insert.executeBatch();
                    connection.commit();
                    row += count;
                    if (timer != null) {
                        timer.rows = row;
                        timer.progress.advance(count);
                    }
                }
                long now = System.nanoTime();
                if (timer != null) {
                    timer.tenths[tenth] = now - tenthStart;
                }
                tenthStart = now;
            }
            return System.nanoTime() - start;
        } catch (SQLException | RuntimeException e) {
            try {
                connection.rollback();
            } catch (SQLException ignored) {
                // reported through e
            }
            throw e;
        } finally {
            connection.setAutoCommit(autoCommit);
        }
    }

    private record OrderResult(boolean matchesModel, boolean inGenerationOrder, Boolean expectedGenerationOrder) {
    }

    /**
     * Reads the table back with {@code ORDER BY id} and compares, in one pass: with seqid's model of the
     * database's order (each id greater than the one before in {@link Dialect#idOrder()}), with the
     * generation order (the i-th id read is the i-th generated), and, where the database decodes v7
     * timestamps, its timestamp with the layout's {@link UuidLayout#instantOf}. Adds the checks.
     */
    private OrderResult checkOrder(BenchKey key, long[] ids, int round) throws SQLException {
        UuidOrder model = dialect.idOrder();
        String timestampExpression = Dialect.hasV7Timestamp(key.layout()) ? dialect.v7TimestampExpression() : null;
        String sql = "SELECT id" + (timestampExpression == null ? "" : ", " + timestampExpression) + " FROM " + key.table()
                + " ORDER BY id";
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false); // PostgreSQL streams with a fetch size only inside a transaction
        int read = 0;
        boolean ordered = true;
        String orderFailure = null;
        boolean generation = true;
        int timestampMismatches = 0;
        String timestampExample = null;
        try (PreparedStatement ps = connection.prepareStatement(sql)) {
            ps.setFetchSize(dialect.fetchSize());
            try (ResultSet rs = ps.executeQuery()) {
                UUID previous = null;
                while (rs.next()) {
                    UUID id = dialect.readId(rs, 1);
                    if (read < rows && (id.getMostSignificantBits() != ids[2 * read] || id.getLeastSignificantBits() != ids[2 * read + 1])) {
                        generation = false;
                    }
                    if (model != null && previous != null && model.compare(previous, id) >= 0 && ordered) {
                        ordered = false;
                        orderFailure = "row " + read + ": " + id + " after " + previous;
                    }
                    if (timestampExpression != null) {
                        OffsetDateTime database = rs.getObject(2, OffsetDateTime.class);
                        Instant seqid = Dialect.truncatedToMicros(key.layout().instantOf(id));
                        if (database == null || !database.toInstant().equals(seqid)) {
                            if (timestampMismatches++ == 0) {
                                timestampExample = id + ": database " + database + ", seqid " + seqid;
                            }
                        }
                    }
                    previous = id;
                    read++;
                }
            }
            connection.commit();
        } finally {
            connection.setAutoCommit(autoCommit);
        }
        boolean complete = read == rows;
        String table = key.table();
        if (!complete) {
            record(round, new Report.Check("row count", key.name(), false, "ORDER BY id read " + read + " rows of " + rows + " from " + table));
        }
        Boolean expected = null;
        if (model != null) {
            expected = increasing(ids, model);
            boolean passed = ordered && complete;
            record(round, new Report.Check("ORDER BY id = seqid's " + model.configName() + " order", key.name(), passed,
                    passed ? "all " + read + " ids of " + key.name() + " came back in seqid's " + model.configName() + " order"
                            : "not in seqid's " + model.configName() + " order at " + orderFailure));
            boolean agrees = complete && generation == expected;
            record(round, new Report.Check("ORDER BY id = generation order, as seqid predicts", key.name(), agrees,
                    "ORDER BY id " + (generation ? "returned" : "did not return") + " the generation order; seqid's "
                            + model.configName() + " order predicts it " + (expected ? "would" : "would not")));
        }
        if (timestampExpression != null) {
            boolean passed = timestampMismatches == 0 && complete;
            record(round, new Report.Check(timestampExpression + " = seqid's instantOf(id)", key.name(), passed,
                    passed ? "equal for all " + read + " ids" : timestampMismatches + " of " + read + " differ, e.g. " + timestampExample));
        }
        return new OrderResult(ordered && complete, generation && complete, expected);
    }

    /** Adds {@code check} to {@link #checks()}: every check of round 0, a later round's only when it failed. */
    private void record(int round, Report.Check check) {
        if (round == 0) {
            checks.add(check);
        } else if (!check.passed()) {
            checks.add(new Report.Check(check.name(), check.key(), false, "round " + (round + 1) + ": " + check.detail()));
        }
    }

    /** Whether the ids (long pairs in generation order) strictly increase in {@code order}. */
    private static boolean increasing(long[] ids, Comparator<UUID> order) {
        UUID previous = null;
        for (int i = 0; i < ids.length; i += 2) {
            UUID id = new UUID(ids[i], ids[i + 1]);
            if (previous != null && order.compare(previous, id) >= 0) {
                return false;
            }
            previous = id;
        }
        return true;
    }
}
