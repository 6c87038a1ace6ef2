package dev.seqid.spark;

import static org.apache.spark.sql.functions.col;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.UuidLayout;
import java.sql.Timestamp;
import java.util.List;
import java.util.UUID;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The column functions, in a session without the extensions: they register the SQL functions themselves. */
class SeqIdFunctionsTest {

    private static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = SparkSessions.local(false);
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    @Test
    void columnsKeyADataFrame() {
        Dataset<Row> keyed = spark.range(0, 1000, 1, 2).toDF("n")
                .withColumn("id", SeqIdFunctions.uuidv7())
                .withColumn("sql", SeqIdFunctions.seqidUuid("comb-sqlserver"))
                .withColumn("bytes", SeqIdFunctions.seqidUuidBytes("v8-sqlserver"))
                .withColumn("made", SeqIdFunctions.seqidInstant(col("id"), "v7"));

        List<Row> rows = keyed.collectAsList();

        assertThat(rows).hasSize(1000).allSatisfy(r -> {
            UUID v7 = UUID.fromString(r.getAs("id"));
            assertThat(v7.version()).isEqualTo(7);
            assertThat(UuidLayout.combSqlServer().matches(UUID.fromString(r.getAs("sql")))).isTrue();
            assertThat((byte[]) r.getAs("bytes")).hasSize(16);
            assertThat(((Timestamp) r.getAs("made")).toInstant()).isEqualTo(UuidLayout.v7().instantOf(v7));
        });
    }

    @Test
    void rangeColumnsBoundTheIdsOfATimeWindow() {
        Dataset<Row> ids = spark.range(0, 100, 1, 1).toDF("n").withColumn("id", SeqIdFunctions.uuidv7())
                .withColumn("made", SeqIdFunctions.seqidInstant(col("id"), "v7"));

        long inRange = ids.where(col("id").geq(SeqIdFunctions.seqidRangeStart(col("made"), "v7"))
                .and(col("id").leq(SeqIdFunctions.seqidRangeEnd(col("made"), "v7")))).count();

        assertThat(inRange).isEqualTo(100);
    }

    @Test
    void registerPutsTheSqlFunctionsInTheSession() {
        SeqIdSpark.register(spark);

        assertThat(spark.catalog().functionExists("seqid_uuid")).isTrue();
        assertThat(spark.sql("SELECT seqid_uuid('v6')").first().getString(0)).matches("[0-9a-f]{8}-[0-9a-f]{4}-6[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");
        assertThat(spark.sql("DESCRIBE FUNCTION seqid_uuid").collectAsList().toString()).contains("as its canonical string");
    }

    @Test
    void anUnknownLayoutInAColumnFailsWhenTheQueryIsAnalysed() {
        assertThatThrownBy(() -> spark.range(1).withColumn("id", SeqIdFunctions.seqidUuid("v7x")))
                .hasMessageContaining("unknown layout 'v7x'; expected one of ");
    }
}
