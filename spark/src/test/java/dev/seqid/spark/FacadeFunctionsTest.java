package dev.seqid.spark;

import static org.apache.spark.sql.functions.col;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.FacadeKey;
import dev.seqid.UuidFacade;
import dev.seqid.UuidParser;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** seqid_facade and seqid_unfacade, in SQL and as columns, on local Spark. */
class FacadeFunctionsTest {

    private static final String KEY = "000102030405060708090a0b0c0d0e0f";

    private static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = SparkSessions.local(true);
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    @AfterEach
    void unsetTheKey() {
        spark.conf().unset(FacadeSetting.KEY);
        spark.conf().unset(FacadeSetting.OLD_KEY);
        spark.conf().unset(FacadeSetting.SCHEME);
    }

    @Test
    void sqlGivesThePublishedUuidv47AnswerAndItsInverse() {
        spark.conf().set(FacadeSetting.KEY, KEY);
        spark.conf().set(FacadeSetting.SCHEME, "uuidv47");
        Row row = spark.sql("SELECT seqid_facade('01a233a2-709a-71d0-b029-494786597424') AS f,"
                + " seqid_unfacade('b94d7bd1-ed77-41d0-b029-494786597424') AS id, seqid_facade(CAST(NULL AS STRING)) AS n").first();
        assertThat(row.getString(0)).isEqualTo("b94d7bd1-ed77-41d0-b029-494786597424");
        assertThat(row.getString(1)).isEqualTo("01a233a2-709a-71d0-b029-494786597424");
        assertThat(row.isNullAt(2)).isTrue();
    }

    /** Ids of uuidv7() through generated code and back: each façade is the core's, and decodes to its id. */
    @Test
    void columnsRoundTripGeneratedIdsAsTheCoreDoes() {
        spark.conf().set(FacadeSetting.KEY, KEY);
        Dataset<Row> rows = spark.range(0, 20_000, 1, 4).withColumn("id", SeqIdFunctions.uuidv7())
                .withColumn("public_id", SeqIdFunctions.seqidFacade(col("id")))
                .withColumn("back", SeqIdFunctions.seqidUnfacade(col("public_id")));
        UuidFacade core = UuidFacade.opaque(FacadeKey.ofHex(KEY));
        List<Row> collected = rows.select("id", "public_id", "back").collectAsList();
        assertThat(collected).hasSize(20_000);
        for (Row row : collected) {
            assertThat(row.getString(1)).isEqualTo(core.encode(UuidParser.parse(row.getString(0))).toString());
            assertThat(row.getString(2)).isEqualTo(row.getString(0));
        }
    }

    @Test
    void thePlanShowsTheSchemeButNeverTheKey() {
        spark.conf().set(FacadeSetting.KEY, KEY);
        String plan = spark.sql("SELECT seqid_facade(uuidv7()) FROM range(3)").queryExecution().toString();
        assertThat(plan).contains("UuidFacade[opaque, layout v7]").doesNotContain(KEY).doesNotContain(KEY.toUpperCase());
    }

    @Test
    void aMissingOrBadKeyFailsWhenTheQueryIsAnalysedWithoutShowingIt() {
        assertThatThrownBy(() -> spark.sql("SELECT seqid_facade(uuidv7())"))
                .hasMessageContaining("seqid_facade: no façade key: set spark.seqid.facade.secret to 32 hexadecimal digits");
        String almost = KEY.substring(0, 30) + "xy";
        spark.conf().set(FacadeSetting.KEY, almost);
        assertThatThrownBy(() -> spark.sql("SELECT seqid_unfacade(uuidv7())"))
                .hasMessageContaining("seqid_unfacade: spark.seqid.facade.secret: a façade key is 32 hexadecimal digits (0-9, a-f or A-F),"
                        + " but the character at index 30 is not one")
                .satisfies(e -> assertThat(e.toString()).doesNotContain(almost));
        spark.conf().set(FacadeSetting.KEY, KEY);
        spark.conf().set(FacadeSetting.SCHEME, "uuidv48");
        assertThatThrownBy(() -> spark.sql("SELECT seqid_facade(uuidv7())"))
                .hasMessageContaining("seqid_facade: spark.seqid.facade.scheme: unknown façade scheme 'uuidv48'; known: uuidv47, opaque");
        spark.conf().set(FacadeSetting.SCHEME, "uuidv47");
        spark.conf().set(FacadeSetting.KEY, KEY.substring(2));
        assertThatThrownBy(() -> spark.sql("SELECT seqid_facade(uuidv7())"))
                .hasMessageContaining("seqid_facade: spark.seqid.facade.secret: a façade key is 32 hexadecimal digits (16 bytes), got 30")
                .satisfies(e -> assertThat(e.toString()).doesNotContain(KEY.substring(2, 18)));
    }

    /**
     * The key's setting is redacted by Spark's own redaction of the configuration, as the UI's
     * Environment tab, event logs and spark.logConf apply it with the default spark.redaction.regex;
     * the former name was not, which is why it changed.
     */
    @Test
    void sparkRedactsTheKeysSettingAndWouldNotHaveRedactedTheOldOne() {
        org.apache.spark.SparkConf conf = spark.sparkContext().getConf();
        assertThat(conf.contains("spark.redaction.regex")).as("the default pattern, not one the tests set").isFalse();
        List<scala.Tuple2<String, String>> settings = List.of(new scala.Tuple2<>(FacadeSetting.KEY, KEY),
                new scala.Tuple2<>(FacadeSetting.OLD_KEY, KEY), new scala.Tuple2<>(FacadeSetting.SCHEME, "opaque"));
        java.util.Map<String, String> shown = new java.util.HashMap<>();
        for (scala.Tuple2<String, String> setting : scala.jdk.javaapi.CollectionConverters.asJava(
                org.apache.spark.util.Utils.redact(conf, scala.jdk.javaapi.CollectionConverters.asScala(settings).toSeq()))) {
            shown.put(setting._1(), setting._2());
        }
        assertThat(shown.get(FacadeSetting.KEY)).isEqualTo(org.apache.spark.util.Utils$.MODULE$.REDACTION_REPLACEMENT_TEXT()).doesNotContain(KEY);
        assertThat(shown.get(FacadeSetting.OLD_KEY)).as("the old name showed the key").isEqualTo(KEY);
        assertThat(shown.get(FacadeSetting.SCHEME)).isEqualTo("opaque");
    }

    /** The old setting, still set, stops the query and names the new one, whatever its value (never shown). */
    @Test
    void theOldSettingIsRefusedNamingTheNewOne() {
        for (String value : new String[] {KEY, "", "not a key"}) {
            spark.conf().set(FacadeSetting.OLD_KEY, value);
            assertThatThrownBy(() -> spark.sql("SELECT seqid_unfacade(uuidv7())"))
                    .hasMessageContaining("seqid_unfacade: spark.seqid.facade.key is no longer read, because Spark does not redact a setting"
                            + " of that name and the Spark UI, event logs and spark.logConf showed the key: set spark.seqid.facade.secret"
                            + " instead (Spark's default spark.redaction.regex hides it) and remove spark.seqid.facade.key (its value is not"
                            + " shown here)")
                    .satisfies(e -> assertThat(e.toString()).doesNotContain(KEY));
            spark.conf().set(FacadeSetting.KEY, KEY);
            assertThatThrownBy(() -> spark.sql("SELECT seqid_facade(uuidv7())")).as("even beside the new one")
                    .hasMessageContaining("spark.seqid.facade.key is no longer read");
            spark.conf().unset(FacadeSetting.OLD_KEY);
            spark.conf().unset(FacadeSetting.KEY);
        }
    }

    @Test
    void aStringThatIsNotAFacadeFailsTheQueryWithTheCoresMessage() {
        spark.conf().set(FacadeSetting.KEY, KEY);
        assertThatThrownBy(() -> spark.sql("SELECT seqid_unfacade('01a233a2-709a-71d0-b029-494786597424')").collect())
                .hasStackTraceContaining("not a façade of the opaque scheme: 01a233a2-709a-71d0-b029-494786597424 has version 7");
    }
}
