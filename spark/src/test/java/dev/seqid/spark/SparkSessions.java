package dev.seqid.spark;

import org.apache.spark.sql.SparkSession;

/** The local Spark the tests run on: two worker threads, no UI, UTC. */
final class SparkSessions {

    private SparkSessions() {
    }

    /** A new local[2] session; with {@code extensions}, seqid's functions come from {@code spark.sql.extensions} alone. */
    static SparkSession local(boolean extensions) {
        SparkSession.Builder b = SparkSession.builder()
                .master("local[2]")
                .appName("seqid-spark-test")
                .config("spark.ui.enabled", "false")
                .config("spark.sql.session.timeZone", "UTC")
                .config("spark.sql.shuffle.partitions", "8")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1");
        if (extensions) {
            b.config("spark.sql.extensions", "dev.seqid.spark.SeqIdSparkExtensions");
        }
        return b.getOrCreate();
    }
}
