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

    /**
     * The TypeID text of each id under {@code prefix} ({@code seqid_typeid(prefix, id)}), such as
     * {@code inv_01h455vb4pex5vsknk084sn02q}: the TypeIDs of v7 ids sort as strings in the ids'
     * order. An id string that does not parse fails the query under {@code spark.sql.ansi.enabled}
     * (Spark 4's default) and gives null without it; a null id gives null.
     *
     * @param prefix the type prefix: empty, or 1 to 63 characters {@code a-z} and {@code _} that
     *               start and end with a letter; a bad one fails when the query is analysed
     * @param id the column of ids, canonical strings
     * @return a string column of TypeID texts
     */
    public static Column seqidTypeId(String prefix, Column id) {
        return call("seqid_typeid", lit(prefix), id);
    }

    /**
     * The id of each TypeID text, of any prefix, as a string ({@code seqid_from_typeid(text)}). Text
     * that is not a TypeID fails the query under {@code spark.sql.ansi.enabled} and gives null
     * without it; null gives null.
     *
     * @param text the column of TypeID texts
     * @return a string column of ids, canonical strings
     */
    public static Column seqidFromTypeId(Column text) {
        return call("seqid_from_typeid", text);
    }

    /**
     * The id of each TypeID text of {@code prefix}, as a string ({@code seqid_from_typeid(text, prefix)}):
     * a TypeID of another prefix is text that does not parse, as in {@link #seqidFromTypeId(Column)}.
     *
     * @param text the column of TypeID texts
     * @param prefix the prefix the texts must have, as for {@link #seqidTypeId}
     * @return a string column of ids, canonical strings
     */
    public static Column seqidFromTypeId(Column text, String prefix) {
        return call("seqid_from_typeid", text, lit(prefix));
    }

    /**
     * The ULID text of each id ({@code seqid_ulid(id)}): 26 characters, upper case; those of v7 ids
     * sort as strings in the ids' order. Bad id strings and nulls as in {@link #seqidTypeId}.
     *
     * @param id the column of ids, canonical strings
     * @return a string column of ULID texts
     */
    public static Column seqidUlid(Column id) {
        return call("seqid_ulid", id);
    }

    /**
     * The id of each ULID text (either case), as a string ({@code seqid_from_ulid(text)}). Text that
     * is not ULID text fails the query under {@code spark.sql.ansi.enabled} and gives null without
     * it; null gives null.
     *
     * @param text the column of ULID texts
     * @return a string column of ids, canonical strings
     */
    public static Column seqidFromUlid(Column text) {
        return call("seqid_from_ulid", text);
    }

    private static Column call(String function, Column... args) {
        SparkSession spark = SparkSession.active();
        if (!spark.catalog().functionExists(function)) {
            SeqIdSpark.register(spark);
        }
        return call_function(function, args);
    }
}
