package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.FacadeKey;
import dev.seqid.TypeId;
import dev.seqid.UlidText;
import dev.seqid.UuidCodec;
import dev.seqid.UuidFacade;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import dev.seqid.spark.SeqIdFunctions;
import dev.seqid.spark.SeqIdSpark;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The code blocks of docs/spark.md, run on a local Spark as a user's job would (only the imports
 * added), and the Spark SQL blocks of README.md, docs/facade.md and docs/spark.md, read from their
 * tagged regions in {@code staging.sql}, {@code facade.sql} and {@code typeid.sql} (beside this class
 * in the test resources) and run as they are; the build checks that the pages show exactly these
 * regions (dev.seqid.DocBlocksTest).
 */
class SparkSnippetsTest {

    private static SparkSession.Builder local() {
        return SparkSession.builder()
                .master("local[2]")
                .appName("seqid-docs")
                .config("spark.ui.enabled", "false")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1");
    }

    /** A session with the configuration block of docs/spark.md and its tables in {@code warehouse}. */
    private static SparkSession withTheExtension(Path warehouse) throws IOException {
        Properties conf = new Properties();
        try (InputStream in = SparkSnippetsTest.class.getResourceAsStream("spark-defaults.conf")) {
            conf.load(in);
        }
        SparkSession.Builder builder = local().config("spark.sql.warehouse.dir", warehouse.toUri().toString());
        conf.stringPropertyNames().forEach(name -> builder.config(name, conf.getProperty(name)));
        return builder.getOrCreate();
    }

    /** The lines of a resource beside this class between {@code tag::TAG[]} and {@code end::TAG[]}: the text the page shows. */
    static String region(String resource, String tag) throws IOException {
        List<String> lines;
        try (InputStream in = SparkSnippetsTest.class.getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
        int start = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (start < 0 && lines.get(i).contains("tag::" + tag + "[]")) {
                start = i + 1;
            } else if (start >= 0 && lines.get(i).contains("end::" + tag + "[]")) {
                return String.join("\n", lines.subList(start, i));
            }
        }
        throw new AssertionError(resource + " has no region " + tag);
    }

    /** README.md's statement: every event lands in staging once, with a v7 id, and the ids of one partition increase. */
    @Test
    void theReadmeInsertKeysEachEventOnceWithIncreasingV7Ids(@TempDir Path warehouse) throws IOException {
        SparkSession spark = withTheExtension(warehouse);
        try {
            spark.range(0, 1_000).toDF("n").coalesce(1).createOrReplaceTempView("events");
            spark.sql("CREATE TABLE staging (id STRING, n BIGINT) USING parquet");
            Instant before = Instant.now().minusMillis(1);

            spark.sql(region("staging.sql", "staging"));

            Instant after = Instant.now().plusMillis(1);
            List<Row> rows = spark.sql("SELECT id, n FROM staging ORDER BY n").collectAsList();
            assertThat(rows).hasSize(1_000);
            Set<UUID> ids = new HashSet<>();
            for (int i = 0; i < rows.size(); i++) {
                assertThat(rows.get(i).getLong(1)).isEqualTo(i);
                UUID id = UUID.fromString(rows.get(i).getString(0));
                assertThat(id.version()).isEqualTo(7);
                assertThat(UuidLayout.v7().instantOf(id)).isBetween(before.truncatedTo(ChronoUnit.MILLIS), after.plusSeconds(1)); // at most the default max lead ahead
                assertThat(ids.add(id)).as("id %s of event %d is new", id, i).isTrue();
                if (i > 0) {
                    UUID previous = UUID.fromString(rows.get(i - 1).getString(0));
                    assertThat(UuidOrder.UNSIGNED.compare(previous, id)).as("event %d after %d, one partition", i, i - 1).isNegative();
                }
            }
        } finally {
            spark.stop();
        }
    }

    /** docs/facade.md's query: each public_id is the core's opaque façade of the row's id under the configured key, beside its total. */
    @Test
    void theFacadeQueryGivesEachOrderTheCoresFacadeOfItsId(@TempDir Path warehouse) throws IOException {
        String key = "8f3a61c2d94e07b5a1c6e2f09d7b3a45";
        SparkSession spark = withTheExtension(warehouse);
        try {
            spark.sql("CREATE TABLE orders USING parquet AS SELECT uuidv7() AS id, n * 10 AS total FROM (SELECT id AS n FROM range(100))");
            spark.conf().set("spark.seqid.facade.secret", key);

            List<Row> shown = spark.sql(region("facade.sql", "facade")).collectAsList();

            Map<Long, UUID> idOfTotal = new HashMap<>();
            for (Row order : spark.sql("SELECT id, total FROM orders").collectAsList()) {
                idOfTotal.put(order.getLong(1), UUID.fromString(order.getString(0)));
            }
            assertThat(idOfTotal).hasSize(100);
            UuidFacade facade = UuidFacade.opaque(FacadeKey.ofHex(key));
            assertThat(shown).hasSize(100);
            Set<Long> totals = new HashSet<>();
            for (Row row : shown) {
                UUID publicId = UUID.fromString(row.getString(0));
                UUID id = idOfTotal.get(row.getLong(1));
                assertThat(publicId.version()).isEqualTo(4);
                assertThat(publicId).isEqualTo(facade.encode(id)).isNotEqualTo(id);
                assertThat(facade.decode(publicId)).isEqualTo(id);
                totals.add(row.getLong(1));
            }
            assertThat(totals).hasSize(100);
        } finally {
            spark.stop();
        }
    }

    /**
     * docs/spark.md's TypeID queries: each invoice number and ULID is the core's text of the row's
     * id, the rows come in the ids' order, and the lookup by a TypeID finds the row of its id.
     */
    @Test
    void theTypeIdQueriesShowTheCoresTextsInTheIdsOrderAndFindARowByItsTypeId(@TempDir Path warehouse) throws IOException {
        SparkSession spark = withTheExtension(warehouse);
        try {
            spark.sql("CREATE TABLE invoices USING parquet AS SELECT uuidv7() AS id, n AS total FROM (SELECT id AS n FROM range(0, 1000, 1, 4))");
            UUID example = TypeId.parse("inv_01h455vb4pex5vsknk084sn02q").uuid();
            spark.sql("INSERT INTO invoices VALUES ('" + example + "', 4200)");

            List<Row> shown = spark.sql(region("typeid.sql", "typeid")).collectAsList();
            List<Row> found = spark.sql(region("typeid.sql", "typeid-lookup")).collectAsList();

            List<UUID> ids = new ArrayList<>();
            for (Row row : spark.sql("SELECT id FROM invoices").collectAsList()) {
                ids.add(UUID.fromString(row.getString(0)));
            }
            ids.sort(UuidOrder.UNSIGNED);
            assertThat(ids).hasSize(1001).startsWith(example);
            assertThat(shown).hasSize(1001);
            TypeId.Prefix invoices = TypeId.prefix("inv");
            for (int i = 0; i < shown.size(); i++) {
                assertThat(shown.get(i).getString(0)).as("row %d", i).isEqualTo(invoices.format(ids.get(i)));
                assertThat(shown.get(i).getString(1)).as("row %d", i).isEqualTo(UlidText.format(ids.get(i)));
            }
            assertThat(found).hasSize(1);
            assertThat(found.get(0).getLong(0)).isEqualTo(4200);
        } finally {
            spark.stop();
        }
    }

    @Test
    void theConfigurationAloneGivesSqlTheFunctionsAndTheCodeBlockKeysRows() throws IOException {
        Properties conf = new Properties();
        try (InputStream in = SparkSnippetsTest.class.getResourceAsStream("spark-defaults.conf")) {
            conf.load(in);
        }
        SparkSession.Builder builder = local();
        conf.stringPropertyNames().forEach(name -> builder.config(name, conf.getProperty(name)));
        SparkSession spark = builder.getOrCreate();
        try {
            Row fromSql = spark.sql("SELECT uuidv7() AS id").first();
            assertThat(UUID.fromString(fromSql.getString(0)).version()).isEqualTo(7);

            Dataset<Row> events = spark.range(0, 1_000).toDF("n").coalesce(1);
            // tag::columns[]
            SeqIdSpark.register(spark);                                  // SQL functions in this session
            Dataset<Row> keyed = events.withColumn("id", SeqIdFunctions.uuidv7());
            Dataset<Row> forSqlServer = events.withColumn("id", SeqIdFunctions.seqidUuidBytes("comb-sqlserver"));
            // end::columns[]

            List<Row> rows = keyed.orderBy("n").collectAsList();
            for (int i = 1; i < rows.size(); i++) {
                UUID before = UUID.fromString(rows.get(i - 1).getString(1));
                UUID after = UUID.fromString(rows.get(i).getString(1));
                assertThat(UuidOrder.UNSIGNED.compare(before, after)).as("row %d of one partition", i).isNegative();
            }
            byte[] bytes = forSqlServer.first().getAs("id");
            assertThat(bytes).hasSize(16);
            Instant made = UuidLayout.combSqlServer().instantOf(UuidCodec.fromDotNetBytes(bytes, 0));   // .NET order for SQL Server
            assertThat(Duration.between(made, Instant.now()).abs()).isLessThan(Duration.ofMinutes(10));
        } finally {
            spark.stop();
        }
    }
}
