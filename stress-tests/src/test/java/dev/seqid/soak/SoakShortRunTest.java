package dev.seqid.soak;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The soak modes, small: the default build's version of {@code soak.sh}. Each asserts the mode's
 * own verdict (0 repeated positions or duplicates, 0 order violations, lead within maxLead, recovery, progress, no hang)
 * and that the run did what it claims (faults bit, ids were made).
 */
class SoakShortRunTest {

    private static void assertPassed(Report report) {
        report.print(System.out);
        assertThat(report.failures()).as(report.toString()).isEmpty();
    }

    private static String figure(Report report, String name) {
        return report.lines().stream().filter(l -> l.trim().startsWith(name)).findFirst()
                .map(l -> l.trim().substring(name.length()).trim())
                .orElseThrow(() -> new AssertionError("no figure '" + name + "' in\n" + report));
    }

    @Test
    void twoThreadsOnOneGeneratorNeverRepeatAPositionAndStayInOrder() throws Exception {
        Report report = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> ThreadsSoak.run(new ThreadsSoak.Settings(2, 500_000, "v7", ThreadsSoak.Method.NEXT, 1, "secure")));
        assertPassed(report);
        assertThat(figure(report, "ids")).isEqualTo("1000000");
        assertThat(figure(report, "repeated positions")).isEqualTo("0");
    }

    @Test
    void batchesOfASqlServerLayoutAreCheckedInSqlServerOrder() throws Exception {
        Report report = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> ThreadsSoak.run(new ThreadsSoak.Settings(2, 200_000, "tick-counter", ThreadsSoak.Method.BATCH, 500,
                        "thread-local-random")));
        assertPassed(report);
    }

    @Test
    void clockStepsFreezesAndJumpsKeepIdsUniqueOrderedAndWithinMaxLead() throws Exception {
        ClockFaultsSoak.Settings settings = new ClockFaultsSoak.Settings(2, 300_000, 12, Duration.ofMillis(20), Duration.ofMillis(200),
                Duration.ofMillis(300), Duration.ofMillis(200), Duration.ofMillis(200));
        Report report = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> ClockFaultsSoak.run(settings));
        assertPassed(report);
        assertThat(figure(report, "stopped at maxLead after the day-ahead jump")).startsWith("yes");
        // The freeze lasts 200 ms and then until an id is 20 ms (maxLead) past the frozen clock, however slowly a
        // loaded machine makes ids: the frozen row's max excess shows the bound exercised, not merely unchallenged.
        assertThat(report.lines()).filteredOn(l -> l.trim().startsWith("frozen ")).singleElement()
                .satisfies(l -> assertThat(l).contains(" 20 ms "));
    }

    @Test
    void entropyProducerFaultsNeitherStopNorRepeatGeneration() throws Exception {
        Report report = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> EntropyFaultsSoak.run(new EntropyFaultsSoak.Settings(2, Duration.ofMillis(1500), 200_000)));
        assertPassed(report);
    }

    @Test
    void twoProcessesWithTheSameLayoutMakeNoCommonId() throws Exception {
        MultiProcessSoak.Settings settings = new MultiProcessSoak.Settings(2, 200_000, 1_000_000, 50_000, 300,
                MultiProcessSoak.DEFAULT_LAYOUTS, "128m");
        Report report = assertTimeoutPreemptively(Duration.ofSeconds(90), () -> MultiProcessSoak.run(settings));
        assertPassed(report);
        List<String> rows = report.lines();
        assertThat(rows).anySatisfy(l -> assertThat(l.trim()).startsWith("v7 "));
        assertThat(rows).anySatisfy(l -> assertThat(l.trim()).startsWith("tick-counter "));
        assertThat(rows).anySatisfy(l -> assertThat(l.trim()).startsWith(NeverResyncedCounter.NAME));
    }
}
