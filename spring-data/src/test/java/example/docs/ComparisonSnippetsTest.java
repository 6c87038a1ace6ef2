package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import dev.seqid.testing.SettableClockSource;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The SQL blocks of docs/comparison.md and the facts the page states about a key column that
 * PostgreSQL 18's {@code uuidv7()} (the column's default) and seqid's {@code v7} ids fill together,
 * on an embedded PostgreSQL 18. Each block is a region of
 * {@code src/test/resources/example/docs/sql/postgresql/comparison.sql}, read from that file and run
 * here as it stands (dev.seqid.DocBlocksTest checks that the page shows exactly these regions).
 */
class ComparisonSnippetsTest {

    private static final String SQL_FILE = "/example/docs/sql/postgresql/comparison.sql";
    private static final String INSERT_APPLICATION_ID = "insert into shipments (id, note) values (?, 'made by seqid')";

    private static EmbeddedPostgres postgres;

    @BeforeAll
    static void start() throws IOException {
        postgres = EmbeddedPostgres.builder().start();
    }

    @AfterAll
    static void stop() throws IOException {
        if (postgres != null) {
            postgres.close();
        }
    }

    /** A row as the {@code both} region returns it. */
    record Row(UUID id, int version, Instant made) {
    }

    @Test
    void bothSourcesFillOneColumnAndSortByTheirMillisecond() throws Exception {
        UuidGenerator ids = UuidGenerator.builder().build();
        List<UUID> made = new ArrayList<>();     // in the order the ids were made
        List<UUID> fromDatabase = new ArrayList<>();
        List<UUID> fromSeqid = new ArrayList<>();
        try (Connection connection = connect()) {
            execute(connection, statementOf(region("table")));
            for (int i = 0; i < 150; i++) {
                UUID database = returnedId(connection);
                made.add(database);
                fromDatabase.add(database);

                UUID application = ids.next();   // known before the insert
                try (PreparedStatement insert = connection.prepareStatement(INSERT_APPLICATION_ID)) {
                    insert.setObject(1, application);
                    assertThat(insert.executeUpdate()).isEqualTo(1);
                }
                made.add(application);
                fromSeqid.add(application);
            }

            List<Row> rows = both(connection);

            assertThat(rows).hasSize(made.size());
            assertThat(rows).extracting(Row::version).containsOnly(7);
            for (Row row : rows) {
                assertThat(row.made())
                        .as("uuid_extract_timestamp(%s): the 48-bit Unix milliseconds, whoever made it", row.id())
                        .isEqualTo(Instant.ofEpochMilli(row.id().getMostSignificantBits() >>> 16));
            }
            for (UUID id : fromSeqid) {
                Row row = rows.stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
                assertThat(row.made()).as("PostgreSQL reads seqid's time as seqid does").isEqualTo(UuidLayout.v7().instantOf(id));
            }
            List<UUID> sorted = new ArrayList<>(made);
            sorted.sort(UuidOrder.UNSIGNED);
            assertThat(rows).extracting(Row::id).as("order by id: unsigned bytes").containsExactlyElementsOf(sorted);
            for (int i = 1; i < rows.size(); i++) {
                assertThat(rows.get(i).made()).as("order by id sorts by the millisecond first").isAfterOrEqualTo(rows.get(i - 1).made());
            }
            assertThat(fromDatabase).as("uuidv7() in one session: increasing").isSortedAccordingTo(UuidOrder.UNSIGNED);
            assertThat(fromSeqid).as("one generator: increasing").isSortedAccordingTo(UuidOrder.UNSIGNED);
            for (int i = 1; i < made.size(); i++) {
                assertThat(millis(made.get(i)))
                        .as("one host, one clock: a later id carries the same millisecond or a later one")
                        .isGreaterThanOrEqualTo(millis(made.get(i - 1)));
            }
            execute(connection, "drop table shipments");
        }
    }

    @Test
    void withinOneMillisecondTheirOrderIsNotTheOrderTheyWereMade() throws Exception {
        int databaseFirst = 0;
        int seqidFirst = 0;
        try (Connection connection = connect(); Statement statement = connection.createStatement()) {
            for (int trial = 0; trial < 80; trial++) {
                UUID database;
                try (ResultSet result = statement.executeQuery("select uuidv7()")) {
                    assertThat(result.next()).isTrue();
                    database = result.getObject(1, UUID.class);
                }
                // the application's clock in the same millisecond, after the database made its id
                SettableClockSource clock = new SettableClockSource(Instant.ofEpochMilli(millis(database)));
                UUID application = UuidGenerator.builder().clock(clock).build().next();

                assertThat(millis(application)).isEqualTo(millis(database));
                if (UuidOrder.UNSIGNED.compare(database, application) < 0) {
                    databaseFirst++;
                } else {
                    seqidFirst++;
                }
            }
        }
        assertThat(databaseFirst).as("the database's id, made first, sorts first").isPositive();
        assertThat(seqidFirst).as("seqid's id, made later in the same millisecond, sorts first").isPositive();
    }

    @Test
    void postgresFillsTheTwelveBitsAfterTheVersionWithAFractionOfTheMillisecond() throws Exception {
        long[] differences = new long[41];
        try (Connection connection = connect(); Statement statement = connection.createStatement()) {
            for (int i = 0; i < differences.length; i++) {
                try (ResultSet result = statement.executeQuery("select uuidv7(), clock_timestamp()")) {
                    assertThat(result.next()).isTrue();
                    UUID id = result.getObject(1, UUID.class);
                    OffsetDateTime clock = result.getObject(2, OffsetDateTime.class);
                    long fraction = id.getMostSignificantBits() & 0xFFF;
                    long idMicros = millis(id) * 1000 + fraction * 1000 / 4096;
                    long clockMicros = clock.toEpochSecond() * 1_000_000 + clock.getNano() / 1000;
                    differences[i] = Math.abs(clockMicros - idMicros);
                }
            }
        }
        Arrays.sort(differences);
        // random bits would put the median some 250 µs away; the fraction puts it within a few µs
        assertThat(differences[differences.length / 2]).as("median µs between the id's time and clock_timestamp()").isLessThan(50);
    }

    @Test
    void anApplicationClockBehindTheDatabasesPutsLaterRowsBelowEarlierOnes() throws Exception {
        try (Connection connection = connect(); Statement statement = connection.createStatement()) {
            UUID database;
            try (ResultSet result = statement.executeQuery("select uuidv7()")) {
                assertThat(result.next()).isTrue();
                database = result.getObject(1, UUID.class);
            }
            // the application's host reads 30 ms less than the database's
            SettableClockSource behind = new SettableClockSource(Instant.ofEpochMilli(millis(database) - 30));
            UUID application = UuidGenerator.builder().clock(behind).build().next();
            // and 1 ms more
            SettableClockSource ahead = new SettableClockSource(Instant.ofEpochMilli(millis(database) + 1));
            UUID applicationAhead = UuidGenerator.builder().clock(ahead).build().next();

            assertThat(UuidOrder.UNSIGNED.compare(application, database)).as("made later, sorts below").isNegative();
            assertThat(UuidOrder.UNSIGNED.compare(applicationAhead, database)).as("a millisecond later, sorts above").isPositive();
        }
    }

    /** The whole file runs as one script too, as a runner of the pages' SQL files runs it. */
    @Test
    void theFileRunsAsOneScript() throws Exception {
        try (Connection connection = connect(); Statement statement = connection.createStatement()) {
            connection.setAutoCommit(false);
            statement.execute(file());
            try (ResultSet result = statement.executeQuery("select uuid_extract_version(id) from shipments")) {
                assertThat(result.next()).isTrue();
                assertThat(result.getInt(1)).isEqualTo(7);
                assertThat(result.next()).isFalse();
            }
            connection.rollback();
        }
    }

    private static long millis(UUID id) {
        return id.getMostSignificantBits() >>> 16;
    }

    private static Connection connect() throws SQLException {
        return postgres.getPostgresDatabase().getConnection();
    }

    private static UUID returnedId(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet result = statement.executeQuery(statementOf(region("returning")))) {
            assertThat(result.next()).isTrue();
            UUID id = result.getObject("id", UUID.class);
            assertThat(result.next()).isFalse();
            return id;
        }
    }

    private static List<Row> both(Connection connection) throws SQLException {
        List<Row> rows = new ArrayList<>();
        try (Statement statement = connection.createStatement();
             ResultSet result = statement.executeQuery(statementOf(region("both")))) {
            while (result.next()) {
                rows.add(new Row(result.getObject("id", UUID.class), result.getInt("version"),
                        result.getObject("made", OffsetDateTime.class).toInstant()));
            }
        }
        return rows;
    }

    private static void execute(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    /** One statement: the region's text without its final semicolon. */
    private static String statementOf(String region) {
        String trimmed = region.strip();
        assertThat(trimmed).endsWith(";");
        String statement = trimmed.substring(0, trimmed.length() - 1);
        assertThat(statement).as("one statement per region").doesNotContain(";");
        return statement;
    }

    /** The lines between {@code -- tag::NAME[]} and {@code -- end::NAME[]} of the page's SQL file. */
    static String region(String name) {
        Matcher region = Pattern.compile("(?s)-- tag::" + Pattern.quote(name) + "\\[]\\n(.*?)-- end::" + Pattern.quote(name) + "\\[]")
                .matcher(file());
        assertThat(region.find()).as("region %s in %s", name, SQL_FILE).isTrue();
        return region.group(1);
    }

    private static String file() {
        try (InputStream in = ComparisonSnippetsTest.class.getResourceAsStream(SQL_FILE)) {
            assertThat(in).as(SQL_FILE).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
