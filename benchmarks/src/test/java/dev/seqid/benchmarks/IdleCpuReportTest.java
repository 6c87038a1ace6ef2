package dev.seqid.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.benchmarks.IdleCpuBenchmark.Variant;
import dev.seqid.benchmarks.IdleCpuReport.Sample;
import java.util.List;
import org.junit.jupiter.api.Test;

class IdleCpuReportTest {

    private static final long TEN_SECONDS = 10_000_000_000L;

    @Test
    void sampleLineRoundTripsWithAThreadNameThatHoldsSeparators() {
        Sample sample = new Sample(Variant.DEFAULT, 10, 100, TEN_SECONDS, 310_000_000L, 295_123_456L,
                "seqid clock=ticker\t#1", 280_000_000L);

        Sample read = Sample.parse(sample.line());

        assertThat(read).isEqualTo(new Sample(Variant.DEFAULT, 10, 100, TEN_SECONDS, 310_000_000L, 295_123_456L,
                "seqid clock=ticker #1", 280_000_000L));
    }

    @Test
    void lineThatIsNotASampleIsRejectedWithWhatIsMissing() {
        assertThatThrownBy(() -> Sample.parse("WARNING: sun.misc.Unsafe::objectFieldOffset has been called"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("should start with");
        assertThatThrownBy(() -> Sample.parse(IdleCpuReport.LINE_PREFIX + "\tvariant=DEFAULT\trate=10"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("without ids=");
    }

    @Test
    void excessOfTheDefaultIsJudgedAtTheIdleRateOnly() {
        List<Sample> samples = List.of(
                new Sample(Variant.BASELINE, 0, 0, TEN_SECONDS, 10_000_000L, 1_000_000L, "", 0),
                new Sample(Variant.SYSTEM_CLOCK, 10, 100, TEN_SECONDS, 20_000_000L, 12_000_000L, "seqid-entropy-producer", 9_000_000L),
                new Sample(Variant.DEFAULT, 10, 100, TEN_SECONDS, 330_000_000L, 300_000_000L, "seqid-clock-ticker", 280_000_000L),
                new Sample(Variant.SYSTEM_CLOCK, 1000, 10_000, TEN_SECONDS, 50_000_000L, 40_000_000L, "seqid-entropy-producer", 9_000_000L),
                new Sample(Variant.DEFAULT, 1000, 10_000, TEN_SECONDS, 60_000_000L, 49_000_000L, "seqid-clock-ticker", 8_000_000L));

        assertThat(IdleCpuReport.markdown(samples))
                .contains("| baseline: no generator, sleeps | – | 0 | 10.0 | 0.10 | 0.01 | – |\n")
                .contains("| default: ClockSource.cached() | 10 | 100 | 10.0 | 3.30 | 3.00 | seqid-clock-ticker: 2.80 |\n")
                .endsWith("""
                        | ids/s | process | Java threads | target |
                        |---:|---:|---:|---|
                        | 10 | 3.10 | 2.88 | ≤ 0.2 (process): missed |
                        | 1,000 | 0.10 | 0.09 |  |
                        """);
    }

    @Test
    void excessWithinTheTargetIsMet() {
        List<Sample> samples = List.of(
                new Sample(Variant.SYSTEM_CLOCK, 10, 100, TEN_SECONDS, 20_000_000L, 12_000_000L, "", 0),
                new Sample(Variant.DEFAULT, 10, 100, TEN_SECONDS, 35_000_000L, 13_000_000L, "", 0));

        assertThat(IdleCpuReport.markdown(samples)).contains("| 10 | 0.15 | 0.01 | ≤ 0.2 (process): met |\n");
    }
}
