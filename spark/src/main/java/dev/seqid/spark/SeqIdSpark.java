package dev.seqid.spark;

import java.util.Objects;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.SparkSessionExtensions;

/**
 * Registers seqid's SQL functions in one session from code, for applications that build their own
 * session (the alternative is {@code spark.sql.extensions}, see {@link SeqIdSparkExtensions}):
 *
 * <pre>
 * SeqIdSpark.register(spark);
 * spark.sql("SELECT uuidv7() AS id, * FROM events");
 * </pre>
 */
public final class SeqIdSpark {

    private SeqIdSpark() {
    }

    /**
     * Registers the functions in {@code spark}'s function registry (again, harmlessly, if they are).
     *
     * @param spark the session to register the functions in
     * @throws IllegalArgumentException if {@code spark} is not a classic (JVM) session, as a Spark
     *                                  Connect client is: set {@code spark.sql.extensions} on the server
     */
    public static void register(SparkSession spark) {
        Objects.requireNonNull(spark, "spark");
        if (!(spark instanceof org.apache.spark.sql.classic.SparkSession classic)) {
            throw new IllegalArgumentException("SeqIdSpark.register needs a classic SparkSession, got " + spark.getClass().getName()
                    + "; for Spark Connect, set spark.sql.extensions=" + SeqIdSparkExtensions.class.getName() + " on the server");
        }
        // Through Spark's own extensions object, so the functions are registered exactly as by
        // spark.sql.extensions (which qualifies the names as Spark's version requires).
        SparkSessionExtensions extensions = new SparkSessionExtensions();
        new SeqIdSparkExtensions().apply(extensions);
        extensions.registerFunctions(classic.sessionState().functionRegistry());
    }
}
