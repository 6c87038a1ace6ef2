package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidCodec;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import dev.seqid.spark.SeqIdFunctions;
import dev.seqid.spark.SeqIdSpark;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;

/**
 * The code blocks of docs/spark.md, run on a local Spark as a user's job would (only the imports
 * added); the build checks that the page shows exactly these regions (dev.seqid.DocBlocksTest).
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
