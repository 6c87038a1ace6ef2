package dev.seqid.benchinsert;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.seqid.UuidLayout;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --rounds}: every key measured once per round, in alternating order, the figures taken from
 * each key's median round, and the checks repeated without repeating the report's lines.
 */
class RoundsTest {

    @TempDir
    Path out;

    private static final BenchKey A = new BenchKey("a", null);
    private static final BenchKey B = new BenchKey("b", UuidLayout.v7());
    private static final BenchKey C = new BenchKey("c", UuidLayout.v4());

    @Test
    void oddRoundsRunTheKeysReversed() {
        List<BenchKey> keys = List.of(A, B, C);
        assertThat(InsertBenchmark.roundOrder(keys, 0)).containsExactly(A, B, C);
        assertThat(InsertBenchmark.roundOrder(keys, 1)).containsExactly(C, B, A);
        assertThat(InsertBenchmark.roundOrder(keys, 2)).containsExactly(A, B, C);
        assertThat(keys).as("the caller's list is left alone").containsExactly(A, B, C);
    }

    private static InsertBenchmark.Measured measured(long totalNanos) {
        return new InsertBenchmark.Measured(B, new long[10], totalNanos, null, null, null, null, null, 1000, null);
    }

    @Test
    void theMedianRoundIsAnActualRoundAndForAnEvenCountTheFasterMiddleOne() {
        InsertBenchmark.Measured slow = measured(900);
        InsertBenchmark.Measured mid = measured(500);
        InsertBenchmark.Measured fast = measured(100);
        assertThat(BenchInsertCommand.medianRound(new InsertBenchmark.Measured[] {slow, fast, mid})).isSameAs(mid);
        assertThat(BenchInsertCommand.medianRound(new InsertBenchmark.Measured[] {slow, mid})).isSameAs(mid);
        assertThat(BenchInsertCommand.medianRound(new InsertBenchmark.Measured[] {fast})).isSameAs(fast);
        InsertBenchmark.Measured refused = InsertBenchmark.Measured.rejected(B, 10, "Incorrect uuid value");
        assertThat(BenchInsertCommand.medianRound(new InsertBenchmark.Measured[] {refused, null, null})).isSameAs(refused);
    }

    @Test
    void threeRoundsAlternateTheOrderAndReportEachKeysMedian() throws Exception {
        List<String> started = new ArrayList<>();
        InsertBenchmark.Listener recording = new InsertBenchmark.Listener() {
            @Override
            public void status(String message) {
            }

            @Override
            public InsertBenchmark.Progress startKey(String key, int rows) {
                started.add(key);
                return TerminalListener.quiet().startKey(key, rows);
            }
        };
        BenchRun run = BenchRun.run(recording, BenchRun.smallRun(out, "--db", "h2", "--layouts", "bigint,v4,v7", "--rounds", "3"));
        JsonNode report = ReportAssertions.assertCompleteRun(run, out, "H2", List.of("bigint", "v4", "v7"));

        assertThat(started).as("the measured keys, in the order they ran (the warm-up reports no progress)")
                .containsExactly("bigint", "v4", "v7", "v7", "v4", "bigint", "bigint", "v4", "v7");
        assertThat(report.path("run").path("rounds").asInt()).isEqualTo(3);
        double bigintMedian = median(ReportAssertions.find(report, "bigint").path("roundMillis"));
        for (JsonNode key : report.path("keys")) {
            String name = key.path("name").asText();
            JsonNode rounds = key.path("roundMillis");
            assertThat(rounds.size()).as(name + " rounds").isEqualTo(3);
            double[] totals = new double[3];
            for (int i = 0; i < 3; i++) {
                totals[i] = rounds.get(i).asDouble();
                assertThat(totals[i]).as(name + " round " + (i + 1)).isPositive();
            }
            double[] sorted = totals.clone();
            Arrays.sort(sorted);
            assertThat(key.path("totalMillis").asDouble()).as(name + " total is the median round's").isEqualTo(sorted[1]);
            assertThat(key.path("minMillis").asDouble()).as(name + " fastest").isEqualTo(sorted[0]);
            assertThat(key.path("maxMillis").asDouble()).as(name + " slowest").isEqualTo(sorted[2]);
            assertThat(key.path("ratioToBigint").asDouble()).as(name + " ratio of the medians")
                    .isCloseTo(sorted[1] / bigintMedian, Percentage.withPercentage(0.1));
        }
        List<String> checkLines = new ArrayList<>();
        report.path("checks").forEach(c -> checkLines.add(c.path("key").asText() + ": " + c.path("name").asText()));
        assertThat(checkLines).as("each key's checks are reported once, not once per round").doesNotHaveDuplicates()
                .contains("v7: ORDER BY id = seqid's unsigned order", "v4: ORDER BY id = seqid's unsigned order");

        String table = java.nio.file.Files.readString(out.resolve("report.md"));
        assertThat(table).contains("3 rounds (keys in --layouts order, then reversed, alternately; each key's median round)")
                .contains("| key | median s | fastest-slowest s | rows/s | vs bigint |")
                .contains("in each key's median round, ms:");
    }

    @Test
    void oneRoundKeepsTheSingleRunTable() throws Exception {
        BenchRun run = BenchRun.run(BenchRun.smallRun(out, "--db", "h2", "--layouts", "bigint,v7", "--rounds", "1"));
        JsonNode report = ReportAssertions.assertCompleteRun(run, out, "H2", List.of("bigint", "v7"));
        assertThat(report.path("run").path("rounds").asInt()).isEqualTo(1);
        assertThat(ReportAssertions.find(report, "v7").path("roundMillis").size()).isEqualTo(1);
        assertThat(java.nio.file.Files.readString(out.resolve("report.md"))).contains("| key | total s | rows/s | vs bigint |")
                .doesNotContain("fastest-slowest");
    }

    @Test
    void roundsOutOfRangeAreRefusedWithTheRange() {
        for (String rounds : new String[] {"0", "26", "-1"}) {
            BenchRun run = BenchRun.run("--db", "h2", "--rounds", rounds, "--out", out.toString());
            assertThat(run.exitCode()).as(run.toString()).isEqualTo(BenchInsertCommand.EXIT_USAGE);
            assertThat(run.err()).contains("--rounds must be from 1 to 25, got " + rounds);
        }
    }

    private static double median(JsonNode values) {
        double[] v = new double[values.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = values.get(i).asDouble();
        }
        Arrays.sort(v);
        return v[(v.length - 1) / 2];
    }
}
