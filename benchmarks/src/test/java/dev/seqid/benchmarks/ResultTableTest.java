package dev.seqid.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultTableTest {

    /** Two results as JMH 1.37 writes them with -rf json -prof gc (percentiles and raw data trimmed). */
    private static String jmhJson(int threads, String scoreError) {
        return """
                [
                    {
                        "jmhVersion" : "1.37",
                        "benchmark" : "dev.seqid.benchmarks.GeneratorBenchmark.nextFast",
                        "mode" : "thrpt",
                        "threads" : %d,
                        "forks" : 2,
                        "jvmArgs" : [ "-Djmh.ignoreLock=true" ],
                        "params" : { },
                        "primaryMetric" : {
                            "score" : 21.456,
                            "scoreError" : %s,
                            "scoreConfidence" : [ "NaN", "NaN" ],
                            "scoreUnit" : "ops/us",
                            "rawData" : [ [ 21.4, 21.4, 21.5 ] ]
                        },
                        "secondaryMetrics" : {
                            "gc.alloc.rate.norm" : { "score" : 32.00012, "scoreError" : 0.0001, "scoreUnit" : "B/op" },
                            "gc.count" : { "score" : 2.0, "scoreError" : "NaN", "scoreUnit" : "counts" }
                        }
                    },
                    {
                        "benchmark" : "dev.seqid.benchmarks.GeneratorBenchmark.nextLongsSingle",
                        "threads" : %d,
                        "primaryMetric" : { "score" : 0.5, "scoreError" : 0.01, "scoreUnit" : "ops/us" },
                        "secondaryMetrics" : { "gc.alloc.rate.norm" : { "score" : 0.0021, "scoreUnit" : "B/op" } },
                        "note" : "escapes \\" \\\\ \\/ \\u00b5 true false null -1.5e3"
                    }
                ]
                """.formatted(threads, scoreError, threads);
    }

    @Test
    void tableGroupsEachBenchmarkByThreadCount(@TempDir Path dir) throws IOException {
        Path two = Files.writeString(dir.resolve("t2.json"), jmhJson(2, "1.234"));
        Path one = Files.writeString(dir.resolve("t1.json"), jmhJson(1, "\"NaN\""));
        List<ResultTable.Row> rows = new ArrayList<>(ResultTable.read(two));
        rows.addAll(ResultTable.read(one));

        assertThat(ResultTable.markdown(rows)).isEqualTo("""
                | benchmark | threads | ops/µs (median of steady forks) | forks (each fork's median; ↑ climbing, left out) | steady forks within | B/op (gc.alloc.rate.norm) |
                |---|---:|---:|---|---:|---:|
                | GeneratorBenchmark.nextFast | 1 | 21.4 | 21.4 | ±0 % | 32.0 |
                | GeneratorBenchmark.nextFast | 2 | 21.4 | 21.4 | ±0 % | 32.0 |
                | GeneratorBenchmark.nextLongsSingle | 1 | 0.500 ± 0.010 | n/a | n/a | ≈ 0 |
                | GeneratorBenchmark.nextLongsSingle | 2 | 0.500 ± 0.010 | n/a | n/a | ≈ 0 |
                """);
    }

    @Test
    void resultWithoutGcProfilerShowsNoAllocation() {
        ResultTable.Row row = new ResultTable.Row("PeerBenchmark.jugEpoch", 1, 18.5, 0.4, "ops/us", Double.NaN);
        assertThat(ResultTable.markdown(List.of(row))).endsWith("| PeerBenchmark.jugEpoch | 1 | 18.5 ± 0.400 | n/a | n/a | n/a |\n");
    }

    @Test
    void ratiosAreTakenWithinOneRunAndThreadCount() {
        List<ResultTable.Row> rows = List.of(
                new ResultTable.Row("ReactiveBenchmark.rawNext", 1, 20.0, 1.0, "ops/us", 32.0, "t1.json"),
                new ResultTable.Row("ReactiveBenchmark.flux", 1, 30.0, 1.0, "ops/us", 32.3, "t1.json"),
                new ResultTable.Row("ReactiveBenchmark.rawNext", 2, 10.0, 1.0, "ops/us", 32.0, "t2.json"),
                new ResultTable.Row("ReactiveBenchmark.flux", 2, 40.0, 1.0, "ops/us", 32.3, "t2.json"),
                // another run at 1 thread without the baseline: no ratio, not one against t1.json's
                new ResultTable.Row("ReactiveBenchmark.flux", 1, 25.0, 1.0, "ops/us", 32.3, "again-t1.json"));

        assertThat(ResultTable.markdown(rows, "id", List.of("ReactiveBenchmark.rawNext"))).isEqualTo("""
                | benchmark | threads | ids/µs (median of steady forks) | forks (each fork's median; ↑ climbing, left out) | steady forks within | vs ReactiveBenchmark.rawNext | B/id (gc.alloc.rate.norm) |
                |---|---:|---:|---|---:|---:|---:|
                | ReactiveBenchmark.rawNext | 1 | 20.0 ± 1.00 | n/a | n/a | 1.00x | 32.0 |
                | ReactiveBenchmark.rawNext | 2 | 10.0 ± 1.00 | n/a | n/a | 1.00x | 32.0 |
                | ReactiveBenchmark.flux | 1 | 30.0 ± 1.00 | n/a | n/a | 1.50x | 32.3 |
                | ReactiveBenchmark.flux | 1 | 25.0 ± 1.00 | n/a | n/a | n/a | 32.3 |
                | ReactiveBenchmark.flux | 2 | 40.0 ± 1.00 | n/a | n/a | 4.00x | 32.3 |
                """);
    }

    @Test
    void climbingForksAreShownAndLeftOutAndSplitForksShowInTheSpread() {
        double[][] forks = {
            {60, 64, 66, 65, 66}, // steady, median 65
            {8, 20, 40, 60, 64}, // climbing: last half 62 > 1.1 x first half 14
            {30, 31, 30, 29, 30}, // steady but settled apart: median 30
            {70, 71, 70, 69, 70}}; // steady, median 70
        ResultTable.Row row = new ResultTable.Row("GeneratorBenchmark.nextFast", 1, 45.0, 9.0, "ops/us", 32.0, "t1.json", forks);
        assertThat(row.climbingForks()).isEqualTo(1);
        // the median of the steady forks' medians 65, 30 and 70, not JMH's mean of every iteration
        assertThat(row.steadyScore()).isEqualTo(65.0);
        assertThat(row.steadySpread()).as("30 is 54 %% below 65").isCloseTo(35.0 / 65, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(ResultTable.markdown(List.of(row))).endsWith(
                "| GeneratorBenchmark.nextFast | 1 | 65.0 | 65.0, 40.0↑, 30.0, 70.0 | ±54 % | 32.0 |\n");

        ResultTable.Row allClimbing = new ResultTable.Row("GeneratorBenchmark.nextFast", 2, 45.0, 9.0, "ops/us", 32.0, "t2.json",
                new double[][] {{8, 20, 40, 60, 64}});
        assertThat(ResultTable.markdown(List.of(allClimbing))).contains("| no steady fork | 40.0↑ | n/a |");
    }

    @Test
    void readRowsRememberTheirFile(@TempDir Path dir) throws IOException {
        Path one = Files.writeString(dir.resolve("t1.json"), jmhJson(1, "0.5"));
        assertThat(ResultTable.read(one)).extracting(ResultTable.Row::run).containsOnly(one.toString());
    }

    @Test
    void notJmhOutputIsRejectedWithTheFileName(@TempDir Path dir) throws IOException {
        Path text = Files.writeString(dir.resolve("human.txt"), "Benchmark  Mode  Cnt  Score\n");
        assertThatThrownBy(() -> ResultTable.read(text))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("human.txt")
                .hasMessageContaining("-rf json");
    }
}
