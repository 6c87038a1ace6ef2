package dev.seqid.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Keys written by Spark's own JDBC writer into PostgreSQL 18's {@code uuid} type, as an ETL job
 * loads them: they come back {@code ORDER BY id} in the order each partition made them, and
 * PostgreSQL's {@code uuid_extract_timestamp} reads the time {@code seqid_instant} read.
 */
class PostgresWriteTest {

    private static final int ROWS = 1_000_000;
    private static SparkSession spark;
    private static EmbeddedPostgres postgres;

    @BeforeAll
    static void start() throws Exception {
        spark = SparkSessions.local(true);
        postgres = EmbeddedPostgres.builder().start();
    }

    @AfterAll
    static void stop() throws Exception {
        spark.stop();
        postgres.close();
    }

    @Test
    void aMillionV7KeysComeBackInEachPartitionsOrderAndWithPostgresTimestamps() throws Exception {
        String url = postgres.getJdbcUrl("postgres", "postgres");
        try (Connection c = postgres.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE keyed (id uuid PRIMARY KEY, part int NOT NULL, seq bigint NOT NULL, made timestamptz NOT NULL)");
        }
        Properties props = new Properties();
        props.setProperty("user", "postgres");
        props.setProperty("stringtype", "unspecified"); // strings reach the uuid column untyped, so PostgreSQL casts them

        spark.sql("SELECT uuidv7() AS id, spark_partition_id() AS part, id AS seq FROM range(0, " + ROWS + ", 1, 8)")
                .selectExpr("id", "part", "seq", "seqid_instant(id, 'v7') AS made")
                .write().mode("append").jdbc(url, "keyed", props);

        Map<Integer, Long> lastSeq = new HashMap<>();
        long rows = 0;
        long outOfOrder = 0;
        try (Connection c = postgres.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            c.setAutoCommit(false); // so the fetch size streams
            s.setFetchSize(10_000);
            try (ResultSet r = s.executeQuery("SELECT part, seq FROM keyed ORDER BY id")) {
                while (r.next()) {
                    rows++;
                    Long previous = lastSeq.put(r.getInt(1), r.getLong(2));
                    if (previous != null && previous >= r.getLong(2)) {
                        outOfOrder++;
                    }
                }
            }
            try (ResultSet r = s.executeQuery("SELECT count(*) FROM keyed WHERE uuid_extract_timestamp(id) <> made")) {
                r.next();
                assertThat(r.getLong(1)).as("rows whose uuid_extract_timestamp differs from seqid_instant").isZero();
            }
            try (ResultSet r = s.executeQuery("SELECT count(*) FROM keyed WHERE uuid_extract_version(id) = 7")) {
                r.next();
                assertThat(r.getLong(1)).isEqualTo(ROWS);
            }
        }

        assertThat(rows).isEqualTo(ROWS);
        assertThat(lastSeq).hasSize(8);
        assertThat(outOfOrder).as("rows ORDER BY id that come before a row their partition made earlier").isZero();
    }
}
