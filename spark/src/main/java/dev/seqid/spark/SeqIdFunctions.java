package dev.seqid.spark;

import static org.apache.spark.sql.functions.call_function;
import static org.apache.spark.sql.functions.lit;

import org.apache.spark.sql.Column;
import org.apache.spark.sql.SparkSession;

/**
 * seqid's functions as {@link Column}s for DataFrame code, from Java or Scala:
 *
 * <pre>
 * Dataset&lt;Row&gt; keyed = events.withColumn("id", SeqIdFunctions.uuidv7());
 * Dataset&lt;Row&gt; sqlServer = events.withColumn("id", SeqIdFunctions.seqidUuidBytes("comb-sqlserver"));
 * </pre>
 *
 * <p>Each call registers the SQL functions in the active session if they are not there yet
 * ({@link SeqIdSpark#register}), then calls the SQL function by name, so a column and the SQL text
 * are the same expression. The layout names are those of {@code UuidLayout.names()}; an unknown one
 * fails when the query is analysed, with the list of known ones.
 */
public final class SeqIdFunctions {

    private SeqIdFunctions() {
    }

    /**
     * A new RFC 9562 v7 id per row, as its canonical string ({@code uuidv7()}).
     *
     * @return a string column of new ids
     */
    public static Column uuidv7() {
        return call("uuidv7");
    }

    /**
     * A new id of {@code layout} per row, as its canonical string ({@code seqid_uuid(layout)}).
     *
     * @param layout a layout name of {@code UuidLayout.names()}, such as {@code "v7"}
     * @return a string column of new ids
     */
    public static Column seqidUuid(String layout) {
        return call("seqid_uuid", lit(layout));
    }

    /**
     * A new id of {@code layout} per row, as the 16 bytes its database stores ({@code seqid_uuid_bytes(layout)}).
     *
     * @param layout a layout name of {@code UuidLayout.names()}, such as {@code "v7"}
     * @return a binary column of new ids
     */
    public static Column seqidUuidBytes(String layout) {
        return call("seqid_uuid_bytes", lit(layout));
    }

    /**
     * The time in {@code id} (a string, or the bytes {@link #seqidUuidBytes} makes), as a timestamp.
     *
     * @param id the column of ids
     * @param layout the name of the layout the ids were made with
     * @return a timestamp column
     */
    public static Column seqidInstant(Column id, String layout) {
        return call("seqid_instant", id, lit(layout));
    }

    /**
     * The smallest id of {@code layout} made at or after {@code ts}: {@code col("id").geq(seqidRangeStart(...))}.
     *
     * @param ts the timestamp column the range starts at
     * @param layout a layout name of {@code UuidLayout.names()}, such as {@code "v7"}
     * @return a string column of ids
     */
    public static Column seqidRangeStart(Column ts, String layout) {
        return call("seqid_range_start", ts, lit(layout));
    }

    /**
     * The largest id of {@code layout} made at or before {@code ts}: {@code col("id").leq(seqidRangeEnd(...))}.
     *
     * @param ts the timestamp column the range ends at
     * @param layout a layout name of {@code UuidLayout.names()}, such as {@code "v7"}
     * @return a string column of ids
     */
    public static Column seqidRangeEnd(Column ts, String layout) {
        return call("seqid_range_end", ts, lit(layout));
    }

    /**
     * The façade of each v7 id, as a string ({@code seqid_facade(id)}): the key is
     * {@code spark.seqid.facade.secret} (32 hexadecimal digits), the scheme
     * {@code spark.seqid.facade.scheme} ({@code opaque}, the default, or {@code uuidv47}), both read
     * when the query is analysed.
     *
     * @param id the column of ids, canonical strings
     * @return a string column of façades
     */
    public static Column seqidFacade(Column id) {
        return call("seqid_facade", id);
    }

    /**
     * The id of each façade, as a string ({@code seqid_unfacade(facade)}): the inverse of
     * {@link #seqidFacade}, with the same configuration.
     *
     * @param facade the column of façades, canonical strings
     * @return a string column of ids
     */
    public static Column seqidUnfacade(Column facade) {
        return call("seqid_unfacade", facade);
    }

    private static Column call(String function, Column... args) {
        SparkSession spark = SparkSession.active();
        if (!spark.catalog().functionExists(function)) {
            SeqIdSpark.register(spark);
        }
        return call_function(function, args);
    }
}
