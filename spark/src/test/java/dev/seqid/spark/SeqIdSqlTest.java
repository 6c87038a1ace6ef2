package dev.seqid.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.UuidCodec;
import dev.seqid.UuidLayout;
import java.nio.file.Path;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.UUID;
import org.apache.spark.api.java.function.ForeachPartitionFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.util.LongAccumulator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The SQL functions in a session that has them from {@code spark.sql.extensions} alone. */
class SeqIdSqlTest {

    private static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = SparkSessions.local(true);
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    /**
     * 10,000,000 ids over 8 partitions, made by generated code: every partition's ids strictly
     * increase in the layout's database order (checked as they are made, in partition order), and
     * no id repeats across partitions (a shuffle by id in the same job, so the ids are made once).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"v7", "comb-sqlserver", "v8-sqlserver"})
    void tenMillionIdsAreDistinctAndIncreaseWithinEachPartition(String layout) {
        spark.conf().set("spark.sql.codegen.factoryMode", "CODEGEN_ONLY");
        try {
            Dataset<Row> ids = spark.range(0, 10_000_000, 1, 8).selectExpr("seqid_uuid_bytes('" + layout + "') AS b");
            assertThat(plan("SELECT seqid_uuid_bytes('" + layout + "') FROM range(3)", "CODEGEN"))
                    .as("whole-stage generated code calls the runtime directly").contains("dev.seqid.spark.SeqIdRuntime.uuidBytes(");

            long[] counts = checkOrderAndDuplicates(ids, layout);

            assertThat(counts[0]).as("ids checked").isEqualTo(10_000_000);
            assertThat(counts[1]).as("ids not above their partition's previous id").isZero();
            assertThat(counts[2]).as("ids that occur more than once").isZero();
        } finally {
            spark.conf().unset("spark.sql.codegen.factoryMode");
        }
    }

    @Test
    void theInterpretedPathMakesTheSameKindOfIds() {
        spark.conf().set("spark.sql.codegen.wholeStage", "false");
        spark.conf().set("spark.sql.codegen.factoryMode", "NO_CODEGEN");
        try {
            Dataset<Row> ids = spark.range(0, 200_000, 1, 4).selectExpr("seqid_uuid_bytes('comb-sqlserver') AS b");
            assertThat(plan("SELECT seqid_uuid_bytes('comb-sqlserver') FROM range(3)", "CODEGEN"))
                    .doesNotContain("SeqIdRuntime.uuidBytes(");

            long[] counts = checkOrderAndDuplicates(ids, "comb-sqlserver");

            assertThat(counts).containsExactly(200_000, 0, 0);
        } finally {
            spark.conf().unset("spark.sql.codegen.wholeStage");
            spark.conf().unset("spark.sql.codegen.factoryMode");
        }
    }

    /** {ids, ids out of order within their partition, ids that repeat}. */
    private static long[] checkOrderAndDuplicates(Dataset<Row> ids, String layout) {
        LongAccumulator seen = spark.sparkContext().longAccumulator("seen");
        LongAccumulator outOfOrder = spark.sparkContext().longAccumulator("outOfOrder");
        Dataset<Row> checked = ids.mapPartitions((org.apache.spark.api.java.function.MapPartitionsFunction<Row, Row>) rows -> {
            UuidLayout l = UuidLayout.named(layout);
            Comparator<UUID> order = l.databaseOrder();
            boolean dotNet = l.databaseOrder() != dev.seqid.UuidOrder.UNSIGNED;
            return new Iterator<>() {
                UUID previous;

                @Override
                public boolean hasNext() {
                    return rows.hasNext();
                }

                @Override
                public Row next() {
                    Row r = rows.next();
                    byte[] b = r.getAs(0);
                    UUID id = dotNet ? UuidCodec.fromDotNetBytes(b, 0) : UuidCodec.fromBytes(b, 0);
                    if (previous != null && order.compare(previous, id) >= 0) {
                        outOfOrder.add(1);
                    }
                    previous = id;
                    seen.add(1);
                    return r;
                }
            };
        }, ids.encoder());
        long repeated = checked.groupBy("b").count().where("count > 1").count();
        return new long[] {seen.value(), outOfOrder.value(), repeated};
    }

    @Test
    void uuidv7MakesVersion7StringsWhoseInstantIsNow() {
        Instant before = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        List<Row> rows = spark.sql("SELECT uuidv7() AS id, seqid_instant(uuidv7(), 'v7') AS t FROM range(1000)").collectAsList();
        Instant after = Instant.now();

        assertThat(rows).hasSize(1000).allSatisfy(r -> {
            UUID id = UUID.fromString(r.getString(0));
            assertThat(id.version()).isEqualTo(7);
            assertThat(r.getString(0)).isEqualTo(id.toString());
            assertThat(((Timestamp) r.get(1)).toInstant()).isBetween(before, after);
        });
        assertThat(rows.stream().map(r -> r.getString(0)).distinct().count()).isEqualTo(1000);
    }

    @Test
    void seqidInstantReadsTheStringAndTheByteForm() {
        List<Row> rows = spark.sql("SELECT id, seqid_instant(id, 'comb-sqlserver') AS t, seqid_instant(b, 'comb-sqlserver') AS tb, b FROM"
                + " (SELECT seqid_uuid('comb-sqlserver') AS id, seqid_uuid_bytes('comb-sqlserver') AS b FROM range(100))").collectAsList();

        UuidLayout layout = UuidLayout.combSqlServer();
        assertThat(rows).hasSize(100).allSatisfy(r -> {
            UUID id = UUID.fromString(r.getString(0));
            assertThat(((Timestamp) r.get(1)).toInstant()).isEqualTo(layout.instantOf(id));
            byte[] b = r.getAs(3);
            assertThat(b).hasSize(16);
            assertThat(((Timestamp) r.get(2)).toInstant()).isEqualTo(layout.instantOf(UuidCodec.fromDotNetBytes(b, 0)));
        });
    }

    @Test
    void theByteFormIsBigEndianForStringOrderLayoutsAndDotNetForSqlServer() {
        Row r = spark.sql("SELECT seqid_uuid_bytes('v7') AS v7, seqid_uuid_bytes('comb-sqlserver') AS sql").first();

        byte[] v7 = r.getAs(0);
        assertThat(v7[6] >>> 4 & 0xF).as("big-endian: the version nibble in byte 6").isEqualTo(7);
        byte[] sql = r.getAs(1);
        assertThat(sql[7] >>> 4 & 0xF).as(".NET order: the version nibble in byte 7").isEqualTo(4);
    }

    @Test
    void aRangeOfIdsByTimeIsFoldedToConstantsAndPushedDownToParquet(@TempDir Path dir) {
        Instant start = Instant.now().minusSeconds(1);
        spark.sql("SELECT uuidv7() AS id, id AS n FROM range(0, 10000, 1, 2)").write().parquet(dir.resolve("ids").toString());
        Instant end = Instant.now().plusSeconds(1);
        Dataset<Row> read = spark.read().parquet(dir.resolve("ids").toString());
        read.createOrReplaceTempView("ids");
        String filter = "id >= seqid_range_start(TIMESTAMP '" + start + "', 'v7') AND id <= seqid_range_end(TIMESTAMP '" + end + "', 'v7')";

        assertThat(spark.sql("SELECT count(*) FROM ids WHERE " + filter).first().getLong(0)).isEqualTo(10_000);
        assertThat(spark.sql("SELECT count(*) FROM ids WHERE id < seqid_range_start(TIMESTAMP '" + start + "', 'v7')").first().getLong(0)).isZero();
        assertThat(plan("SELECT n FROM ids WHERE " + filter, "EXTENDED"))
                .as("the bounds are literals the Parquet scan filters on")
                .containsPattern("PushedFilters: \\[IsNotNull\\(id\\), GreaterThanOrEqual\\(id,[0-9a-f-]{36}\\), LessThanOrEqual\\(id,") // EXPLAIN cuts it here
                .containsPattern("Filter .*\\(id#\\d+ >= [0-9a-f-]{36}\\) AND \\(id#\\d+ <= [0-9a-f-]{36}\\)");
    }

    @Test
    void theByteFormSurvivesAParquetRoundTrip(@TempDir Path dir) {
        String path = dir.resolve("bytes").toString();
        spark.sql("SELECT id AS n, seqid_uuid_bytes('comb-sqlserver') AS b FROM range(0, 10000, 1, 1)").write().parquet(path);

        List<Row> rows = spark.read().parquet(path).orderBy("n").collectAsList();

        assertThat(rows).hasSize(10_000);
        UuidLayout layout = UuidLayout.combSqlServer();
        UUID previous = null;
        for (Row r : rows) {
            byte[] b = r.getAs("b");
            assertThat(b).hasSize(16);
            UUID id = UuidCodec.fromDotNetBytes(b, 0);
            assertThat(layout.matches(id)).isTrue();
            if (previous != null) {
                assertThat(layout.databaseOrder().compare(previous, id)).as("row " + r.getLong(0)).isNegative();
            }
            previous = id;
        }
    }

    @Test
    void anUnknownLayoutFailsAnalysisListingTheKnownOnes() {
        assertThatThrownBy(() -> spark.sql("SELECT seqid_uuid('v9') FROM range(1)"))
                .hasMessageContaining("seqid_uuid: unknown layout 'v9'; expected one of ")
                .hasMessageContaining("v7")
                .hasMessageContaining("comb-sqlserver");
        assertThatThrownBy(() -> spark.sql("SELECT seqid_instant('x', 'nope') FROM range(1)"))
                .hasMessageContaining("seqid_instant: unknown layout 'nope'");
    }

    @Test
    void aLayoutMustBeAConstantStringAndTheArgumentsCounted() {
        assertThatThrownBy(() -> spark.sql("SELECT seqid_uuid(cast(id AS string)) FROM range(1)"))
                .hasMessageContaining("seqid_uuid: the layout must be a constant string such as 'v7'");
        assertThatThrownBy(() -> spark.sql("SELECT seqid_uuid() FROM range(1)"))
                .hasMessageContaining("seqid_uuid takes 1 argument, as in seqid_uuid('v7'), naming a layout; got 0");
        assertThatThrownBy(() -> spark.sql("SELECT uuidv7(1) FROM range(1)"))
                .hasMessageContaining("uuidv7 takes 0 arguments");
    }

    @Test
    void nullArguments() {
        Row r = spark.sql("SELECT seqid_instant(NULL, 'v7'), seqid_range_start(NULL, 'v7'), seqid_instant(CAST(NULL AS BINARY), 'v7')").first();

        assertThat(r.isNullAt(0)).isTrue();
        assertThat(r.isNullAt(1)).isTrue();
        assertThat(r.isNullAt(2)).isTrue();
        assertThatThrownBy(() -> spark.sql("SELECT seqid_uuid(NULL)"))
                .hasMessageContaining("seqid_uuid: unknown layout null; expected one of ");
    }

    @Test
    void aMalformedIdFailsWithTheParsersMessage() {
        assertThatThrownBy(() -> spark.sql("SELECT seqid_instant('not-an-id', 'v7')").collectAsList())
                .hasStackTraceContaining("not-an-id");
    }

    private static String plan(String query, String mode) {
        return spark.sql("EXPLAIN " + mode + " " + query).first().getString(0);
    }
}
