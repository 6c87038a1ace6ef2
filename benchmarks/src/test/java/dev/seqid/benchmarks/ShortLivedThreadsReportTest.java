package dev.seqid.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.seqid.benchmarks.ShortLivedThreadsReport.LiveHeap;
import dev.seqid.benchmarks.ShortLivedThreadsReport.TaskCosts;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ShortLivedThreadsReportTest {

    private static Map<OneIdTask, Double> nanos(double empty, double randomUuid, double seqid, double threadLocalRandom) {
        Map<OneIdTask, Double> map = new EnumMap<>(OneIdTask.class);
        map.put(OneIdTask.EMPTY, empty);
        map.put(OneIdTask.RANDOM_UUID, randomUuid);
        map.put(OneIdTask.SEQID_DEFAULT, seqid);
        map.put(OneIdTask.SEQID_THREAD_LOCAL_RANDOM, threadLocalRandom);
        return map;
    }

    /** Every task's given figure in each of {@code rounds} rounds: each round's ratio is then the best-of ratio. */
    private static Map<OneIdTask, List<Double>> sameEachRound(Map<OneIdTask, Double> nanos, int rounds) {
        Map<OneIdTask, List<Double>> map = new EnumMap<>(OneIdTask.class);
        nanos.forEach((task, value) -> map.put(task, Collections.nCopies(rounds, value)));
        return map;
    }

    private static Map<OneIdTask, Double> bytes(double randomUuid, double seqid, double threadLocalRandom) {
        Map<OneIdTask, Double> map = new EnumMap<>(OneIdTask.class);
        map.put(OneIdTask.RANDOM_UUID, randomUuid);
        map.put(OneIdTask.SEQID_DEFAULT, seqid);
        map.put(OneIdTask.SEQID_THREAD_LOCAL_RANDOM, threadLocalRandom);
        return map;
    }

    @Test
    void tablesShowNetCostsAndJudgeTheVirtualThreadTargetsOnWholeTasks() {
        ShortLivedThreadsReport report = new ShortLivedThreadsReport(3,
                List.of(new TaskCosts(ThreadKind.VIRTUAL, 100_000, sameEachRound(nanos(240, 870, 24_000.4, 300), 3),
                                nanos(600, 680, 70_000, 632)),
                        new TaskCosts(ThreadKind.PLATFORM, 10_000, sameEachRound(nanos(60_000, 61_000, 30_000, 15_000), 3), Map.of())),
                List.of(new LiveHeap(ThreadKind.VIRTUAL, 20_000, bytes(-3.4, 1024, -0.4), 26.2),
                        new LiveHeap(ThreadKind.PLATFORM, 1_000, bytes(0, 110_000, 12), 0.1)));

        assertThat(report.markdown()).isEqualTo("""
                Per task, one new thread per task, best of 3 rounds: nanoseconds, the same minus the empty task ("net"), and bytes allocated by all threads

                | task (one id each) | virtual, 100,000 tasks, ns | net | B | platform, 10,000 tasks, ns | net | B |
                |---|---:|---:|---:|---:|---:|---:|
                | empty task | 240 |  | 600 | 60,000 |  | n/a |
                | UUID.randomUUID() | 870 | 630 | 680 | 61,000 | 1,000 | n/a |
                | seqid default | 24,000 | 23,760 | 70,000 | 30,000 | -30,000 | n/a |
                | seqid threadLocalRandom() | 300 | 60 | 632 | 15,000 | -45,000 | n/a |

                Heap held per live thread that made one id, beyond a live thread that made none (bytes; UUID.randomUUID() keeps no state per thread, so its row is a control)

                | id made | 20,000 virtual | 1,000 platform |
                |---|---:|---:|
                | UUID.randomUUID() | -3 | 0 |
                | seqid default | 1,024 | 110,000 |
                | seqid threadLocalRandom() | 0 | 12 |
                | readings without an id, largest minus smallest (noise, and shared state that grew) | 26 | 0 |

                Targets (a ratio is the median over the rounds of each round's own ratio, its two tasks run in the same round; the least and greatest of those ratios in brackets)

                | target | measured | verdict |
                |---|---:|---|
                | per virtual-thread task: seqid default ≤ 0.5 × UUID.randomUUID() | 27.6 × (27.6-27.6, 3 rounds) | missed |
                | per virtual-thread task: seqid default ≤ 2.0 × seqid threadLocalRandom() | 80.0 × (80.0-80.0, 3 rounds) | missed |
                | per platform-thread task: seqid default / UUID.randomUUID() (starting the thread dominates the task) | 0.49 × (0.49-0.49, 3 rounds) | no target |
                | per platform-thread task: seqid default / seqid threadLocalRandom() (starting the thread dominates the task) | 2.00 × (2.00-2.00, 3 rounds) | no target |
                | heap per live virtual thread with a default id (20,000 threads) ≤ 1,024 B | 1,024 B | met |
                | heap per live platform thread with a default id (1,000 threads) ≤ 1,024 B | 110,000 B | missed |
                """);
    }

    @Test
    void targetWithoutItsMeasurementIsNotMeasuredRatherThanMissed() {
        Map<OneIdTask, Double> withoutRandomUuid = nanos(240, 870, 400, 300);
        withoutRandomUuid.remove(OneIdTask.RANDOM_UUID);
        ShortLivedThreadsReport report = new ShortLivedThreadsReport(1,
                List.of(new TaskCosts(ThreadKind.VIRTUAL, 1_000, sameEachRound(withoutRandomUuid, 1), Map.of())),
                List.of());

        assertThat(report.markdown())
                .contains("| UUID.randomUUID() | n/a | n/a | n/a |")
                .contains("| per virtual-thread task: seqid default ≤ 0.5 × UUID.randomUUID() | n/a | not measured |")
                .contains("| per virtual-thread task: seqid default ≤ 2.0 × seqid threadLocalRandom() | 1.33 × (1.33-1.33, 1 round) | met |")
                .doesNotContain("Heap held");
    }

    @Test
    void ratioTargetsAreJudgedOnEachRoundsOwnPairNotOnTheBestOfEachTask() {
        // seqid's best round (500) and UUID.randomUUID()'s best (900) are different rounds: their
        // ratio, 0.56, would miss; the rounds' own ratios are 0.42, 0.56 and 0.45, median 0.45.
        Map<OneIdTask, List<Double>> rounds = new EnumMap<>(OneIdTask.class);
        rounds.put(OneIdTask.EMPTY, List.of(300.0, 200.0, 250.0));
        rounds.put(OneIdTask.RANDOM_UUID, List.of(2_400.0, 900.0, 2_000.0));
        rounds.put(OneIdTask.SEQID_DEFAULT, List.of(1_000.0, 500.0, 900.0));
        rounds.put(OneIdTask.SEQID_THREAD_LOCAL_RANDOM, List.of(400.0, 200.0, 500.0));
        TaskCosts costs = new TaskCosts(ThreadKind.VIRTUAL, 1_000, rounds, Map.of());

        assertThat(costs.of(OneIdTask.SEQID_DEFAULT) / costs.of(OneIdTask.RANDOM_UUID)).as("best of each").isCloseTo(0.556, within(1e-3));
        assertThat(costs.pairedRatio(OneIdTask.SEQID_DEFAULT, OneIdTask.RANDOM_UUID).median()).isCloseTo(0.45, within(1e-9));
        assertThat(new ShortLivedThreadsReport(3, List.of(costs), List.of()).markdown())
                .contains("| per virtual-thread task: seqid default ≤ 0.5 × UUID.randomUUID() | 0.45 × (0.42-0.56, 3 rounds) | met |")
                .contains("| per virtual-thread task: seqid default ≤ 2.0 × seqid threadLocalRandom() | 2.50 × (1.80-2.50, 3 rounds) | missed |");
    }

    @Test
    void settingsTakeThousandsSeparatorsAndAnEmptyListSkipsAHeapMeasurement() {
        ShortLivedThreadsBenchmark.Settings settings = ShortLivedThreadsBenchmark.Settings.parse(
                "--virtual-tasks", "100_000", "--live-virtual", "1_000, 20000", "--live-platform", "");

        assertThat(settings.tasks(ThreadKind.VIRTUAL)).isEqualTo(100_000);
        assertThat(settings.tasks(ThreadKind.PLATFORM)).isEqualTo(ShortLivedThreadsBenchmark.DEFAULT_PLATFORM_TASKS);
        assertThat(settings.liveThreads(ThreadKind.VIRTUAL)).containsExactly(1_000, 20_000);
        assertThat(settings.liveThreads(ThreadKind.PLATFORM)).isEmpty();
    }

    @Test
    void badSettingsNameTheOptionAndWhatItTakes() {
        assertThatThrownBy(() -> ShortLivedThreadsBenchmark.Settings.parse("--rounds", "three"))
                .hasMessage("--rounds takes a whole number, got \"three\"");
        assertThatThrownBy(() -> ShortLivedThreadsBenchmark.Settings.parse("--rounds", "0"))
                .hasMessage("--rounds must be at least 1, got 0");
        assertThatThrownBy(() -> ShortLivedThreadsBenchmark.Settings.parse("--threads", "2"))
                .hasMessageStartingWith("unknown option --threads; the options are");
        assertThatThrownBy(() -> ShortLivedThreadsBenchmark.Settings.parse("--rounds"))
                .hasMessage("--rounds needs a value");
    }
}
