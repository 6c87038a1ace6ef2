package dev.seqid.spark.bench;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.spark.sql.SparkSession;

/**
 * Rows per second of {@code spark.range(N).selectExpr(EXPR)} written to Spark's {@code noop} sink on
 * {@code local[2]}: seqid's {@code uuidv7()} against Spark's own {@code uuid()} (version 4 from a
 * per-partition non-cryptographic generator) and {@code monotonically_increasing_id()}. Every run
 * times each expression once, in an order rotated from run to run; the table gives each
 * expression's median and its ratio to {@code uuid()}. Whole jobs, not JMH: a job of 50 million rows
 * runs for seconds, and what it measures (code generation, task scheduling, the sink) is Spark's.
 *
 * <pre>spark/run-benchmark.sh [--rows N] [--runs R]</pre>
 */
public final class SparkKeyBenchmark {

    private static final List<String> EXPRESSIONS = List.of("uuid()", "uuidv7()", "monotonically_increasing_id()",
            "seqid_uuid('comb-sqlserver')", "seqid_uuid_bytes('v7')");

    private SparkKeyBenchmark() {
    }

    public static void main(String[] args) {
        long rows = 50_000_000;
        int runs = 7;
        for (int i = 0; i < args.length; i += 2) {
            if (i + 1 == args.length) {
                usage();
            }
            switch (args[i]) {
                case "--rows" -> rows = Long.parseLong(args[i + 1]);
                case "--runs" -> runs = Integer.parseInt(args[i + 1]);
                default -> usage();
            }
        }
        SparkSession spark = SparkSession.builder().master("local[2]").appName("seqid-spark-benchmark")
                .config("spark.ui.enabled", "false")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1")
                .config("spark.sql.extensions", "dev.seqid.spark.SeqIdSparkExtensions")
                .getOrCreate();
        spark.sparkContext().setLogLevel("WARN");
        try {
            for (String e : EXPRESSIONS) { // warm-up: code generation, JIT, the entropy ring
                time(spark, e, Math.min(rows, 10_000_000));
            }
            Map<String, double[]> rates = new LinkedHashMap<>();
            for (String e : EXPRESSIONS) {
                rates.put(e, new double[runs]);
            }
            for (int r = 0; r < runs; r++) {
                for (int k = 0; k < EXPRESSIONS.size(); k++) {
                    String e = EXPRESSIONS.get((k + r) % EXPRESSIONS.size());
                    rates.get(e)[r] = rows / time(spark, e, rows);
                }
                System.err.printf(Locale.ROOT, "run %d of %d done%n", r + 1, runs);
            }
            double base = median(rates.get("uuid()"));
            System.out.printf(Locale.ROOT, "| expression | million rows/s, median of %d | min-max | vs uuid() |%n|---|---:|---|---:|%n", runs);
            for (Map.Entry<String, double[]> e : rates.entrySet()) {
                double[] v = e.getValue().clone();
                Arrays.sort(v);
                System.out.printf(Locale.ROOT, "| `%s` | %.1f | %.1f-%.1f | %.2fx |%n", e.getKey(), median(v) / 1e6, v[0] / 1e6,
                        v[v.length - 1] / 1e6, median(v) / base);
            }
        } finally {
            spark.stop();
        }
    }

    /** Seconds one job takes to make {@code rows} rows of {@code expression} and hand them to the noop sink. */
    private static double time(SparkSession spark, String expression, long rows) {
        long start = System.nanoTime();
        spark.range(rows).selectExpr(expression + " AS k").write().format("noop").mode("overwrite").save();
        return (System.nanoTime() - start) / 1e9;
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private static void usage() {
        System.err.println("usage: spark/run-benchmark.sh [--rows N] [--runs R]");
        System.exit(2);
    }
}
