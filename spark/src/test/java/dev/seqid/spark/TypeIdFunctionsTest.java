package dev.seqid.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lower;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.FacadeKey;
import dev.seqid.TypeId;
import dev.seqid.UlidText;
import dev.seqid.UuidFacade;
import dev.seqid.UuidGenerator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * seqid_typeid, seqid_from_typeid, seqid_ulid and seqid_from_ulid on local Spark, in SQL and as
 * columns, through generated code and the interpreted path, under ANSI mode and without it.
 */
class TypeIdFunctionsTest {

    private static final String KEY = "000102030405060708090a0b0c0d0e0f";
    private static final StructType TEXT = new StructType().add("t", DataTypes.StringType);
    private static final String SPEC_ID = "01890a5d-ac96-774b-bcce-b302099a8057";
    private static final String SPEC_TYPEID = "inv_01h455vb4pex5vsknk084sn02q";

    private static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = SparkSessions.local(false);
        SeqIdSpark.register(spark);
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    @AfterEach
    void unset() {
        for (String setting : List.of("spark.sql.ansi.enabled", "spark.sql.codegen.wholeStage", "spark.sql.codegen.factoryMode",
                "spark.sql.adaptive.enabled", FacadeSetting.KEY)) {
            spark.conf().unset(setting);
        }
    }

    /**
     * Generated code (whole stage, nothing else; adaptive execution off, so that EXPLAIN CODEGEN shows
     * the plan that runs) or the interpreted path (no code generated at all).
     */
    private static void evaluation(String mode) {
        if (mode.equals("codegen")) {
            spark.conf().set("spark.sql.codegen.factoryMode", "CODEGEN_ONLY");
            spark.conf().set("spark.sql.adaptive.enabled", "false");
        } else {
            spark.conf().set("spark.sql.codegen.wholeStage", "false");
            spark.conf().set("spark.sql.codegen.factoryMode", "NO_CODEGEN");
        }
    }

    /** A view of one string column t over {@code texts} in 4 partitions: a shuffle, so Spark evaluates on executors, not in the optimizer. */
    private static void view(String name, List<String> texts) {
        List<Row> rows = new ArrayList<>();
        for (String text : texts) {
            rows.add(RowFactory.create(text));
        }
        spark.createDataFrame(rows, TEXT).repartition(4).createOrReplaceTempView(name);
    }

    /** 10,000 v7 ids of the core's generator, 10,000 random ones, the smallest and the largest UUID, and a null. */
    private static List<String> manyIds() {
        List<String> ids = new ArrayList<>();
        UuidGenerator v7 = UuidGenerator.builder().build();
        for (int i = 0; i < 10_000; i++) {
            ids.add(v7.next().toString());
            ids.add(UUID.randomUUID().toString());
        }
        ids.add("00000000-0000-0000-0000-000000000000");
        ids.add("ffffffff-ffff-ffff-ffff-ffffffffffff");
        ids.add(null);
        return ids;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"codegen", "interpreted"})
    void manyIdsGoBothWaysAsTheCoreWritesThem(String mode) {
        evaluation(mode);
        List<String> ids = manyIds();
        view("ids", ids);
        String query = "SELECT t AS id, seqid_typeid('inv', t) AS typeid, seqid_typeid('', t) AS bare, seqid_ulid(t) AS ulid,"
                + " seqid_from_typeid(seqid_typeid('inv', t)) AS any_prefix, seqid_from_typeid(seqid_typeid('inv', t), 'inv') AS inv,"
                + " seqid_from_typeid(seqid_typeid('', t), '') AS no_prefix, seqid_from_ulid(seqid_ulid(t)) AS from_ulid,"
                + " seqid_from_ulid(lower(seqid_ulid(t))) AS from_lower FROM ids";
        String plan = spark.sql("EXPLAIN CODEGEN " + query).first().getString(0);
        if (mode.equals("codegen")) {
            assertThat(plan).contains("dev.seqid.spark.TextFormRuntime.typeId(", "dev.seqid.spark.TextFormRuntime.fromTypeIdOf(",
                    "dev.seqid.spark.TextFormRuntime.ulid(", "dev.seqid.spark.TextFormRuntime.fromUlid(");
        } else {
            assertThat(plan).doesNotContain("TextFormRuntime.");
        }

        List<Row> rows = spark.sql(query).collectAsList();

        assertThat(rows).hasSize(ids.size());
        TypeId.Prefix inv = TypeId.prefix("inv");
        int nulls = 0;
        for (Row r : rows) {
            if (r.isNullAt(0)) {
                nulls++;
                for (int i = 1; i < r.length(); i++) {
                    assertThat(r.isNullAt(i)).as("column %d of the null id", i).isTrue();
                }
                continue;
            }
            UUID id = UUID.fromString(r.getString(0));
            assertThat(r.getString(1)).isEqualTo(inv.format(id));
            assertThat(r.getString(2)).isEqualTo(TypeId.prefix("").format(id)).hasSize(26);
            assertThat(r.getString(3)).isEqualTo(UlidText.format(id));
            for (int i = 4; i < r.length(); i++) {
                assertThat(r.getString(i)).as("column %d", i).isEqualTo(r.getString(0));
            }
        }
        assertThat(nulls).isOne();
    }

    @Test
    void theSpecificationsExampleBothWaysAndAnUpperCaseIdReadAsItsCanonicalForm() {
        Row r = spark.sql("SELECT seqid_typeid('inv', '" + SPEC_ID.toUpperCase() + "'), seqid_from_typeid('" + SPEC_TYPEID + "', 'inv'),"
                + " seqid_ulid('" + SPEC_ID + "'), seqid_from_ulid('01H455VB4PEX5VSKNK084SN02Q')").first();

        assertThat(r.getString(0)).isEqualTo(SPEC_TYPEID);
        assertThat(r.getString(1)).isEqualTo(SPEC_ID);
        assertThat(r.getString(2)).isEqualTo("01H455VB4PEX5VSKNK084SN02Q");
        assertThat(r.getString(3)).isEqualTo(SPEC_ID);
    }

    /** Spark compares strings by their bytes: the texts of v7 ids sort as the ids' canonical strings do. */
    @Test
    void orderingByTheTypeIdOrTheUlidOfV7IdsIsOrderingByTheIds() {
        UuidGenerator v7 = UuidGenerator.builder().build();
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            ids.add(v7.next().toString());
        }
        List<String> shuffled = new ArrayList<>(ids);
        Collections.shuffle(shuffled, new Random(65));
        view("v7", shuffled);

        List<String> byId = spark.sql("SELECT t FROM v7 ORDER BY t").as(org.apache.spark.sql.Encoders.STRING()).collectAsList();
        List<String> byTypeId = spark.sql("SELECT t FROM v7 ORDER BY seqid_typeid('inv', t)").as(org.apache.spark.sql.Encoders.STRING())
                .collectAsList();
        List<String> byUlid = spark.sql("SELECT t FROM v7 ORDER BY seqid_ulid(t)").as(org.apache.spark.sql.Encoders.STRING()).collectAsList();

        assertThat(byId).as("the generator's order").isEqualTo(ids);
        assertThat(byTypeId).isEqualTo(ids);
        assertThat(byUlid).isEqualTo(ids);
    }

    @Test
    void aFacadesTypeIdIsTheCoresAndLeadsBackToTheId() {
        spark.conf().set(FacadeSetting.KEY, KEY);
        UuidGenerator v7 = UuidGenerator.builder().build();
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            ids.add(v7.next().toString());
        }
        view("orders", ids);

        List<Row> rows = spark.sql("SELECT t, seqid_typeid('inv', seqid_facade(t)) AS ref,"
                + " seqid_unfacade(seqid_from_typeid(seqid_typeid('inv', seqid_facade(t)), 'inv')) AS back FROM orders").collectAsList();

        UuidFacade facade = UuidFacade.opaque(FacadeKey.ofHex(KEY));
        TypeId.Prefix inv = TypeId.prefix("inv");
        assertThat(rows).hasSize(5_000).allSatisfy(r -> {
            UUID id = UUID.fromString(r.getString(0));
            assertThat(r.getString(1)).isEqualTo(inv.encode(facade, id)).isNotEqualTo(inv.format(id));
            assertThat(r.getString(2)).isEqualTo(r.getString(0));
        });
    }

    /** Each query and what its failure says: the function, the core's account of the text, and how to get NULL instead. */
    private static final List<List<String>> BAD_TEXT = List.of(
            List.of("seqid_typeid('inv', t)", "not-an-id", "seqid_typeid: not a UUID: \"not-an-id\": it has 9 characters"),
            List.of("seqid_ulid(t)", SPEC_ID.substring(1), "seqid_ulid: not a UUID: \"" + SPEC_ID.substring(1) + "\": it has 35 characters"),
            List.of("seqid_from_typeid(t)", "inv_01h455vb4pex5vsknk084sn02", "seqid_from_typeid: not a TypeID: \"inv_01h455vb4pex5vsknk084sn02\":"
                    + " the part after the last '_' has 25 characters, not 26"),
            List.of("seqid_from_typeid(t, 'inv')", "cus_01h455vb4pex5vsknk084sn02q", "seqid_from_typeid: not a TypeID of prefix 'inv':"
                    + " \"cus_01h455vb4pex5vsknk084sn02q\" has the prefix 'cus'; expected inv_ and 26 characters"),
            List.of("seqid_from_typeid(t, 'inv')", "01h455vb4pex5vsknk084sn02q", "seqid_from_typeid: not a TypeID of prefix 'inv':"
                    + " \"01h455vb4pex5vsknk084sn02q\" has no prefix"),
            List.of("seqid_from_typeid(t, '')", SPEC_TYPEID, "seqid_from_typeid: not a TypeID of prefix '': \"" + SPEC_TYPEID
                    + "\" has the prefix 'inv'; expected 26 characters without a prefix"),
            List.of("seqid_from_typeid(t)", "INV_01H455VB4PEX5VSKNK084SN02Q", "seqid_from_typeid: not a TypeID: \"INV_01H455VB4PEX5VSKNK084SN02Q\":"
                    + " 'I' at index 0 is not a lower-case letter"),
            List.of("seqid_from_ulid(t)", "81H455VB4PEX5VSKNK084SN02Q", "seqid_from_ulid: not ULID text: \"81H455VB4PEX5VSKNK084SN02Q\""),
            List.of("seqid_from_ulid(t)", "01H455VB4PEX5VSKNK084SN02O", "seqid_from_ulid: not ULID text: \"01H455VB4PEX5VSKNK084SN02O\""));

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"codegen", "interpreted"})
    void underAnsiModeSparksDefaultBadTextFailsTheQuerySayingWhatIsWrong(String mode) {
        assertThat(spark.conf().get("spark.sql.ansi.enabled")).as("Spark 4's default").isEqualTo("true");
        evaluation(mode);
        for (List<String> bad : BAD_TEXT) {
            view("bad", List.of(bad.get(1)));
            assertThatThrownBy(() -> spark.sql("SELECT " + bad.get(0) + " FROM bad").collectAsList()).as(bad.get(0) + " of " + bad.get(1))
                    .hasStackTraceContaining(bad.get(2))
                    .hasStackTraceContaining("with spark.sql.ansi.enabled=false, text that does not parse gives NULL instead");
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"codegen", "interpreted"})
    void withoutAnsiModeBadTextGivesNullAndGoodTextItsValue(String mode) {
        spark.conf().set("spark.sql.ansi.enabled", "false");
        evaluation(mode);
        if (mode.equals("codegen")) {
            view("bad", List.of(SPEC_ID));
            assertThat(spark.sql("EXPLAIN CODEGEN SELECT seqid_typeid('inv', t) FROM bad").first().getString(0))
                    .contains("dev.seqid.spark.TextFormRuntime.tryTypeId(");
        }
        for (List<String> bad : BAD_TEXT) {
            String good = bad.get(0).startsWith("seqid_from_typeid(t, '')") ? "01h455vb4pex5vsknk084sn02q"
                    : bad.get(0).startsWith("seqid_from_typeid") ? SPEC_TYPEID
                    : bad.get(0).startsWith("seqid_from_ulid") ? "01h455vb4pex5vsknk084sn02q" : SPEC_ID;
            view("bad", List.of(bad.get(1), good));

            List<Row> rows = spark.sql("SELECT t, " + bad.get(0) + " FROM bad").collectAsList();

            assertThat(rows).as(bad.get(0)).hasSize(2).allSatisfy(r -> {
                if (r.getString(0).equals(bad.get(1))) {
                    assertThat(r.isNullAt(1)).as(bad.get(0) + " of " + bad.get(1)).isTrue();
                } else {
                    String expected = bad.get(0).startsWith("seqid_typeid") ? SPEC_TYPEID
                            : bad.get(0).startsWith("seqid_ulid") ? "01H455VB4PEX5VSKNK084SN02Q" : SPEC_ID;
                    assertThat(r.getString(1)).as(bad.get(0) + " of " + good).isEqualTo(expected);
                }
            });
        }
    }

    @ParameterizedTest(name = "ansi {0}")
    @ValueSource(strings = {"true", "false"})
    void nullGivesNull(String ansi) {
        spark.conf().set("spark.sql.ansi.enabled", ansi);

        Row r = spark.sql("SELECT seqid_typeid('inv', NULL), seqid_from_typeid(NULL), seqid_from_typeid(NULL, 'inv'), seqid_ulid(NULL),"
                + " seqid_from_ulid(CAST(NULL AS STRING))").first();

        for (int i = 0; i < r.length(); i++) {
            assertThat(r.isNullAt(i)).as("column %d", i).isTrue();
        }
    }

    @Test
    void aBadPrefixFailsWhenTheQueryIsAnalysedSayingWhichRuleItBreaks() {
        String rules = "(a prefix is empty, or 1 to 63 characters a-z and '_' that start and end with a letter, such as inv or line_item)";
        assertThatThrownBy(() -> spark.sql("SELECT seqid_typeid('Inv', '" + SPEC_ID + "')"))
                .hasMessageContaining("seqid_typeid: not a TypeID prefix: \"Inv\": 'I' at index 0 is not a lower-case letter a-z or '_'"
                        + " (a prefix is lower case) " + rules);
        assertThatThrownBy(() -> spark.sql("SELECT seqid_from_typeid('x', 'inv_')"))
                .hasMessageContaining("seqid_from_typeid: not a TypeID prefix: \"inv_\": the prefix ends with '_' at index 3");
        assertThatThrownBy(() -> spark.sql("SELECT seqid_typeid('" + "a".repeat(64) + "', '" + SPEC_ID + "')"))
                .hasMessageContaining("seqid_typeid: not a TypeID prefix: \"" + "a".repeat(64) + "\": the prefix has 64 characters, more than 63");
        assertThatThrownBy(() -> spark.sql("SELECT seqid_typeid(NULL, '" + SPEC_ID + "')"))
                .hasMessageContaining("seqid_typeid: the prefix is NULL; give a constant string such as 'inv', or '' for TypeIDs without a prefix");
        assertThat(spark.sql("SELECT seqid_from_typeid('" + SPEC_TYPEID + "', lower('INV'))").first().getString(0))
                .as("an expression Spark folds to a constant is a constant").isEqualTo(SPEC_ID);
        assertThatThrownBy(() -> spark.sql("SELECT seqid_typeid(cast(id AS string), '" + SPEC_ID + "') FROM range(1)"))
                .hasMessageContaining("seqid_typeid: the prefix must be a constant string such as 'inv' ('' for none), got CAST(id AS STRING)");
        assertThat(spark.sql("SELECT seqid_typeid('" + "a".repeat(63) + "', '" + SPEC_ID + "')").first().getString(0))
                .as("63 characters, the longest").isEqualTo("a".repeat(63) + "_01h455vb4pex5vsknk084sn02q");
    }

    @Test
    void theArgumentsAreCounted() {
        assertThatThrownBy(() -> spark.sql("SELECT seqid_typeid('inv')"))
                .hasMessageContaining("seqid_typeid takes 2 arguments, as in seqid_typeid('inv', id): a prefix and an id; got 1");
        assertThatThrownBy(() -> spark.sql("SELECT seqid_from_typeid()"))
                .hasMessageContaining("seqid_from_typeid takes 1 or 2 arguments, as in seqid_from_typeid(text) or seqid_from_typeid(text, 'inv')");
        assertThatThrownBy(() -> spark.sql("SELECT seqid_from_typeid('a', 'b', 'c')"))
                .hasMessageContaining("seqid_from_typeid takes 1 or 2 arguments").hasMessageContaining("; got 3");
        assertThatThrownBy(() -> spark.sql("SELECT seqid_from_ulid('a', 'b')"))
                .hasMessageContaining("seqid_from_ulid takes 1 argument, as in seqid_from_ulid(text): one string; got 2");
    }

    /** In a new session without the functions: the columns register them, and give what the SQL gives. */
    @Test
    void columnsRegisterTheFunctionsAndGiveTheSqlResults() {
        SparkSession fresh = spark.newSession();
        assertThat(fresh.catalog().functionExists("seqid_typeid")).isFalse();
        SparkSession.setActiveSession(fresh);
        try {
            List<Row> rows = new ArrayList<>();
            rows.add(RowFactory.create(SPEC_ID));
            Dataset<Row> ids = fresh.createDataFrame(rows, TEXT).repartition(1)
                    .withColumn("typeid", SeqIdFunctions.seqidTypeId("inv", col("t")))
                    .withColumn("ulid", SeqIdFunctions.seqidUlid(col("t")))
                    .withColumn("any", SeqIdFunctions.seqidFromTypeId(col("typeid")))
                    .withColumn("inv", SeqIdFunctions.seqidFromTypeId(col("typeid"), "inv"))
                    .withColumn("cus", SeqIdFunctions.seqidFromTypeId(col("typeid"), "cus"))
                    .withColumn("from_ulid", SeqIdFunctions.seqidFromUlid(lower(col("ulid"))));

            assertThatThrownBy(ids::collectAsList).as("another prefix, under ANSI mode")
                    .hasStackTraceContaining("not a TypeID of prefix 'cus'");
            Row r = ids.drop("cus").first();

            assertThat(r.<String>getAs("typeid")).isEqualTo(SPEC_TYPEID);
            assertThat(r.<String>getAs("ulid")).isEqualTo("01H455VB4PEX5VSKNK084SN02Q");
            assertThat(r.<String>getAs("any")).isEqualTo(SPEC_ID);
            assertThat(r.<String>getAs("inv")).isEqualTo(SPEC_ID);
            assertThat(r.<String>getAs("from_ulid")).isEqualTo(SPEC_ID);
            assertThat(fresh.sql("DESCRIBE FUNCTION seqid_from_typeid").collectAsList().toString())
                    .contains("fails the query under spark.sql.ansi.enabled (the default) and gives NULL without it");
            assertThatThrownBy(() -> fresh.range(1).select(SeqIdFunctions.seqidTypeId("in v", col("id").cast("string"))))
                    .hasMessageContaining("seqid_typeid: not a TypeID prefix: \"in v\"");
        } finally {
            SparkSession.setActiveSession(spark);
        }
    }
}
