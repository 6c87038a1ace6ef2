package dev.seqid.benchmarks;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns JMH JSON result files ({@code -rf json}) into one Markdown table: benchmark, threads,
 * throughput, each fork's figure, and bytes allocated per operation ({@code gc.alloc.rate.norm},
 * present when the run used {@code -prof gc}). The rows of one benchmark at different thread counts
 * stand together, in the order the benchmark first appears in the files.
 *
 * <p>Throughput is not JMH's score (the mean of every measured iteration of every fork) but the
 * median over the forks at steady state of each fork's median iteration. A fork whose measured
 * iterations still climb (the mean of the last half above {@value Row#CLIMB} times the first half's)
 * was measured during warm-up: it is shown, marked, and left out. The forks column lists every
 * fork's median, so a fork that settled apart from the others (a bimodal benchmark) shows, and the
 * "steady forks within" column gives the largest distance of a steady fork from the median.
 *
 * <p>Options, before the files:
 * <ul>
 *   <li>{@code --ratio BENCHMARK} (repeatable): a column with each row's score divided by the score
 *   of {@code BENCHMARK} (named as in the table, e.g. {@code ReactiveBenchmark.rawNext}) in the
 *   same file and at the same thread count, so a ratio never mixes two JMH runs; "n/a" where that
 *   file has no such row.</li>
 *   <li>{@code --per NOUN}: what one operation is, for the headers ({@code --per id}: "ids/µs",
 *   "B/id"), when the benchmarks count operations in that unit ({@code @OperationsPerInvocation}).
 *   Without it the headers say "ops/µs" and "B/op".</li>
 * </ul>
 *
 * <p>{@code benchmarks/run-comparison.sh}, {@code run-reactive.sh} and {@code run-kotlin.sh} call it; by hand:
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.seqid.benchmarks.ResultTable results-t1.json results-t2.json
 * java -cp benchmarks/target/benchmarks.jar dev.seqid.benchmarks.ResultTable --per id \
 *     --ratio ReactiveBenchmark.rawNext --ratio ReactiveBenchmark.rawNextBatch256 reactive-t1.json reactive-t2.json
 * </pre>
 */
public final class ResultTable {

    private static final String PACKAGE_PREFIX = ResultTable.class.getPackageName() + ".";

    private ResultTable() {
    }

    public static void main(String[] args) throws IOException {
        String per = "op";
        List<String> baselines = new ArrayList<>();
        int i = 0;
        for (; i < args.length && args[i].startsWith("--"); i += 2) {
            if (i + 1 == args.length || !(args[i].equals("--per") || args[i].equals("--ratio"))) {
                usage();
            }
            if (args[i].equals("--per")) {
                per = args[i + 1];
            } else {
                baselines.add(args[i + 1]);
            }
        }
        if (i == args.length) {
            usage();
        }
        List<Row> rows = new ArrayList<>();
        for (; i < args.length; i++) {
            rows.addAll(read(Path.of(args[i])));
        }
        System.out.print(markdown(rows, per, baselines));
    }

    private static void usage() {
        System.err.println("usage: java -cp benchmarks.jar " + ResultTable.class.getName()
                + " [--per NOUN] [--ratio BENCHMARK]... RESULT.json... (JMH result files written with -rf json)");
        System.exit(2);
    }

    /**
     * One benchmark at one thread count. {@code allocation} is NaN when the run had no GC profiler;
     * {@code run} names the result file, the JMH run the row comes from.
     */
    record Row(String benchmark, int threads, double score, double error, String unit, double allocation, String run, double[][] forks) {

        /** A fork climbs when its last iterations score more than this times its first (see {@link #climbingForks()}). */
        static final double CLIMB = 1.10;

        Row(String benchmark, int threads, double score, double error, String unit, double allocation, String run) {
            this(benchmark, threads, score, error, unit, allocation, run, new double[0][]);
        }

        Row(String benchmark, int threads, double score, double error, String unit, double allocation) {
            this(benchmark, threads, score, error, unit, allocation, "");
        }

        /**
         * Forks ({@code forks}: each fork's measured iterations, JMH's {@code rawData}) that were not
         * at steady state: the mean of the last half of their iterations is more than
         * {@value #CLIMB} times that of the first half. Such a fork's score still reflects warm-up.
         */
        int climbingForks() {
            int climbing = 0;
            for (double[] fork : forks) {
                if (climbs(fork)) {
                    climbing++;
                }
            }
            return climbing;
        }

        /** Whether {@code fork} (one fork's measured iterations) still climbs: see {@link #climbingForks()}. */
        static boolean climbs(double[] fork) {
            int half = fork.length / 2;
            return half > 0 && mean(fork, fork.length - half, fork.length) > CLIMB * mean(fork, 0, half);
        }

        /**
         * The row's throughput: the median over the steady forks of each fork's median iteration; JMH's
         * score when the file had no per-fork data; NaN when every fork climbed.
         */
        double steadyScore() {
            if (forks.length == 0) {
                return score;
            }
            double[] steady = steadyForkMedians();
            return steady.length == 0 ? Double.NaN : median(steady);
        }

        /** The median iteration of each fork that did not climb. */
        double[] steadyForkMedians() {
            List<Double> medians = new ArrayList<>();
            for (double[] fork : forks) {
                if (fork.length > 0 && !climbs(fork)) {
                    medians.add(median(fork));
                }
            }
            return medians.stream().mapToDouble(Double::doubleValue).toArray();
        }

        /** The largest relative distance of a steady fork's median from {@link #steadyScore()}; NaN without forks. */
        double steadySpread() {
            double[] steady = steadyForkMedians();
            double center = steadyScore();
            if (steady.length == 0 || Double.isNaN(center)) {
                return Double.NaN;
            }
            double spread = 0;
            for (double m : steady) {
                spread = Math.max(spread, Math.abs(m - center) / center);
            }
            return spread;
        }

        /** The median (the mean of the middle two for an even count). */
        static double median(double[] values) {
            return PairedComparison.median(values);
        }

        private static double mean(double[] values, int from, int to) {
            double sum = 0;
            for (int i = from; i < to; i++) {
                sum += values[i];
            }
            return sum / (to - from);
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The rows of one JMH JSON result file. */
    static List<Row> read(Path file) throws IOException {
        JsonNode results;
        try {
            results = JSON.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new IOException(file + " is not a JMH JSON result file (written with -rf json): " + e.getOriginalMessage(), e);
        }
        if (results == null || !results.isArray()) {
            throw new IOException(file + " is not a JMH JSON result file (written with -rf json): expected an array at the top");
        }
        List<Row> rows = new ArrayList<>();
        for (JsonNode result : results) {
            rows.add(row(file, result));
        }
        return rows;
    }

    private static Row row(Path file, JsonNode result) throws IOException {
        JsonNode primary = result.path("primaryMetric");
        if (!result.path("benchmark").isTextual() || !primary.isObject()) {
            throw new IOException(file + ": a result without \"benchmark\" or \"primaryMetric\"");
        }
        String name = result.get("benchmark").asText();
        if (name.startsWith(PACKAGE_PREFIX)) {
            name = name.substring(PACKAGE_PREFIX.length());
        }
        JsonNode params = result.path("params");
        if (params.isObject() && !params.isEmpty()) {
            StringBuilder withParams = new StringBuilder(name).append(' ');
            params.properties().forEach(p -> withParams.append(p.getKey()).append('=').append(p.getValue().asText()).append(' '));
            name = withParams.toString().trim();
        }
        double allocation = number(result.path("secondaryMetrics").path("gc.alloc.rate.norm").path("score"));
        JsonNode raw = primary.path("rawData");
        double[][] forks = new double[raw.size()][];
        for (int f = 0; f < forks.length; f++) {
            JsonNode fork = raw.get(f);
            forks[f] = new double[fork.size()];
            for (int i = 0; i < forks[f].length; i++) {
                forks[f][i] = number(fork.get(i));
            }
        }
        return new Row(name, result.path("threads").asInt(), number(primary.path("score")),
                number(primary.path("scoreError")), primary.path("scoreUnit").asText(""), allocation, file.toString(), forks);
    }

    /** JMH writes numbers as numbers, but NaN and infinities as strings; a missing value is NaN. */
    private static double number(JsonNode value) {
        if (value.isNumber()) {
            return value.doubleValue();
        }
        if (value.isTextual()) {
            return Double.parseDouble(value.asText());
        }
        return Double.NaN;
    }

    /** The table of {@code rows}, those of one benchmark together, ordered by thread count. */
    static String markdown(List<Row> rows) {
        return markdown(rows, "op", List.of());
    }

    /**
     * The table of {@code rows} with an operation called {@code per} in the headers and a ratio
     * column for each of {@code baselines} (see the class comment).
     */
    static String markdown(List<Row> rows, String per, List<String> baselines) {
        Map<String, List<Row>> byBenchmark = new LinkedHashMap<>();
        for (Row row : rows) {
            byBenchmark.computeIfAbsent(row.benchmark(), k -> new ArrayList<>()).add(row);
        }
        StringBuilder out = new StringBuilder();
        out.append("| benchmark | threads | ").append(per).append("s/µs (median of steady forks) | forks (each fork's median; ↑ climbing, left out) | steady forks within |");
        for (String baseline : baselines) {
            out.append(" vs ").append(baseline).append(" |");
        }
        out.append(" B/").append(per).append(" (gc.alloc.rate.norm) |\n");
        out.append("|---|---:|---:|---|---:|").append("---:|".repeat(baselines.size())).append("---:|\n");
        for (List<Row> group : byBenchmark.values()) {
            group.sort((a, b) -> Integer.compare(a.threads(), b.threads()));
            for (Row row : group) {
                out.append("| ").append(row.benchmark())
                        .append(" | ").append(row.threads())
                        .append(" | ").append(throughput(row))
                        .append(" | ").append(forks(row))
                        .append(" | ").append(spread(row))
                        .append(" |");
                for (String baseline : baselines) {
                    out.append(' ').append(ratio(row, baseline, rows)).append(" |");
                }
                out.append(' ').append(allocation(row.allocation())).append(" |\n");
            }
        }
        return out.toString();
    }

    /** {@code row}'s score over that of {@code baseline} in the same run at the same thread count. */
    private static String ratio(Row row, String baseline, List<Row> rows) {
        for (Row base : rows) {
            if (base.benchmark().equals(baseline) && base.threads() == row.threads() && base.run().equals(row.run())
                    && base.unit().equals(row.unit())) {
                return String.format(Locale.ROOT, "%.2fx", row.steadyScore() / base.steadyScore());
            }
        }
        return "n/a";
    }

    private static String throughput(Row row) {
        String unit = row.unit().equals("ops/us") ? "" : " " + row.unit();
        if (row.forks().length > 0) {
            double steady = row.steadyScore();
            return Double.isNaN(steady) ? "no steady fork" : format(steady) + unit;
        }
        // No per-fork data: JMH's score and error (one measured iteration gives no error: NaN).
        String score = format(row.score());
        return Double.isNaN(row.error()) ? score + unit : score + " ± " + format(row.error()) + unit;
    }

    /** Each fork's median iteration, in fork order, a climbing fork's marked with ↑. */
    private static String forks(Row row) {
        if (row.forks().length == 0) {
            return "n/a";
        }
        List<String> medians = new ArrayList<>();
        for (double[] fork : row.forks()) {
            medians.add(fork.length == 0 ? "-" : format(Row.median(fork)) + (Row.climbs(fork) ? "↑" : ""));
        }
        return String.join(", ", medians);
    }

    private static String spread(Row row) {
        double spread = row.steadySpread();
        return Double.isNaN(spread) ? "n/a" : String.format(Locale.ROOT, "±%.0f %%", 100 * spread);
    }

    private static String allocation(double bytes) {
        if (Double.isNaN(bytes)) {
            return "n/a";
        }
        // The profiler's share of an allocation now and then shows as a few thousandths of a byte.
        return bytes < 0.05 ? "≈ 0" : String.format(Locale.ROOT, "%.1f", bytes);
    }

    /** Three significant digits, at least one decimal: 0.123, 4.56, 12.3, 151.0, 1234.5. */
    private static String format(double value) {
        double magnitude = Math.abs(value);
        String pattern = magnitude >= 10 ? "%.1f" : magnitude >= 1 ? "%.2f" : "%.3f";
        return String.format(Locale.ROOT, pattern, value);
    }
}
