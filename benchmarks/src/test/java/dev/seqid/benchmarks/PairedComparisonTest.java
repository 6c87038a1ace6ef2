package dev.seqid.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PairedComparisonTest {

    private static void write(Path dir, String build, int threads, int round, double striped, double secure) throws IOException {
        String json = """
                [
                  { "benchmark" : "dev.seqid.benchmarks.GeneratorBenchmark.nextStriped", "threads" : %d,
                    "primaryMetric" : { "score" : %s, "scoreError" : 1.0, "scoreUnit" : "ops/us" } },
                  { "benchmark" : "dev.seqid.benchmarks.GeneratorBenchmark.nextSecure", "threads" : %d,
                    "primaryMetric" : { "score" : %s, "scoreError" : 1.0, "scoreUnit" : "ops/us" } }
                ]
                """.formatted(threads, striped, threads, secure);
        Files.writeString(dir.resolve(build + "-t" + threads + "-r" + round + ".json"), json);
    }

    @Test
    void pairsTheTwoBuildsRoundByRound(@TempDir Path dir) throws IOException {
        // Striped: new is 0.9x, 1.1x and 1.2x base in rounds 1-3; the rounds' levels differ widely.
        write(dir, "base", 2, 1, 50, 20);
        write(dir, "new", 2, 1, 45, 20);
        write(dir, "base", 2, 2, 30, 20);
        write(dir, "new", 2, 2, 33, 30);
        write(dir, "base", 2, 3, 40, 20);
        write(dir, "new", 2, 3, 48, 10);
        // Round 4 has no new run: it is no pair. A file of another name is ignored.
        write(dir, "base", 2, 4, 99, 99);
        Files.writeString(dir.resolve("notes.json"), "not JMH");

        List<PairedComparison.Series> series = PairedComparison.read(List.of(dir));

        assertThat(series).extracting(PairedComparison.Series::benchmark)
                .containsExactly("GeneratorBenchmark.nextSecure", "GeneratorBenchmark.nextStriped");
        PairedComparison.Series striped = series.get(1);
        assertThat(striped.ratios()).containsExactly(new double[] {0.9, 1.1, 1.2}, within(1e-12));
        assertThat(striped.median(0)).isEqualTo(45.0); // 30, 40, 50, 99
        assertThat(striped.median(1)).isEqualTo(45.0); // 33, 45, 48
        assertThat(PairedComparison.geometricMean(striped.ratios())).isCloseTo(Math.cbrt(0.9 * 1.1 * 1.2), within(1e-12));

        String table = PairedComparison.markdown(series);
        assertThat(table).contains("| GeneratorBenchmark.nextStriped | 2 | 3 | 45.0 | 45.0 | 1.10 |");
        assertThat(table).contains("| GeneratorBenchmark.nextSecure | 2 | 3 | 20.0 | 20.0 | 1.00 |"); // 1.0, 1.5, 0.5
    }

    @Test
    void poolsTheRoundsOfSeveralDirectoriesPairingOnlyWithinEach(@TempDir Path first, @TempDir Path second) throws IOException {
        // Both directories have a round 1; they are two pairs, and no run pairs across directories.
        write(first, "base", 2, 1, 50, 20);
        write(first, "new", 2, 1, 45, 20);
        write(second, "base", 2, 1, 30, 20);
        write(second, "new", 2, 1, 33, 30);
        write(second, "base", 2, 2, 40, 20); // no new run in this directory's round 2: no pair

        List<PairedComparison.Series> series = PairedComparison.read(List.of(first, second));

        PairedComparison.Series striped = series.get(1);
        assertThat(striped.benchmark()).isEqualTo("GeneratorBenchmark.nextStriped");
        assertThat(striped.ratios()).containsExactly(new double[] {0.9, 1.1}, within(1e-12));
        assertThat(striped.median(0)).isEqualTo(40.0); // 30, 40, 50
    }

    @Test
    void countsTheForksThatStillClimbed(@TempDir Path dir) throws IOException {
        String json = """
                [ { "benchmark" : "dev.seqid.benchmarks.GeneratorBenchmark.nextSecure", "threads" : 2,
                    "primaryMetric" : { "score" : %s, "scoreError" : 1.0, "scoreUnit" : "ops/us", "rawData" : [ %s ] } } ]
                """;
        // Base: steady (10, 11, 10, 10.5). New: climbs from 30 to 50 (last half 50 > 1.1 x 35).
        Files.writeString(dir.resolve("base-t2-r1.json"), json.formatted(10.4, "[ 10, 11, 10, 10.5 ]"));
        Files.writeString(dir.resolve("new-t2-r1.json"), json.formatted(42.5, "[ 30, 40, 50, 50 ]"));
        // Round 2: both steady within 10 % (40, 42, 43, 43: last half 43 < 1.1 x 41).
        Files.writeString(dir.resolve("base-t2-r2.json"), json.formatted(42, "[ 40, 42, 43, 43 ]"));
        Files.writeString(dir.resolve("new-t2-r2.json"), json.formatted(42, "[ 40, 42, 43, 43 ]"));

        List<PairedComparison.Series> series = PairedComparison.read(List.of(dir));

        assertThat(series).singleElement().satisfies(s -> assertThat(s.climbing()[0]).isEqualTo(1));
        assertThat(PairedComparison.markdown(series)).endsWith("| 1 |\n");
    }

    @Test
    void theIntervalHoldsTheMedianAndNarrowsWithMorePairs() {
        double[] few = {0.8, 0.9, 1.0, 1.1, 1.2};
        double[] many = new double[200];
        for (int i = 0; i < many.length; i++) {
            many[i] = few[i % few.length];
        }
        double[] wide = PairedComparison.bootstrapMedianInterval(few, new SplittableRandom(1));
        double[] narrow = PairedComparison.bootstrapMedianInterval(many, new SplittableRandom(1));
        assertThat(wide[0]).isLessThan(1.0);
        assertThat(wide[1]).isGreaterThan(1.0);
        assertThat(narrow[0]).isGreaterThanOrEqualTo(wide[0]).isLessThanOrEqualTo(1.0);
        assertThat(narrow[1]).isLessThanOrEqualTo(wide[1]).isGreaterThanOrEqualTo(1.0);
        assertThat(narrow[1] - narrow[0]).isLessThan(wide[1] - wide[0]);
    }

    @Test
    void medianOfEvenAndOddCounts() {
        assertThat(PairedComparison.median(new double[] {3, 1, 2})).isEqualTo(2.0);
        assertThat(PairedComparison.median(new double[] {4, 1, 3, 2})).isEqualTo(2.5);
        assertThat(PairedComparison.median(new double[0])).isNaN();
    }
}
