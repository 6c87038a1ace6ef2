package dev.seqid.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The clock of {@code generate --at}, and the tool's freedom from the testing module. */
class FrozenClockTest {

    @Test
    void readsItsInstantInMillisecondsAndNanoseconds() {
        FrozenClock clock = new FrozenClock(Instant.parse("2026-01-02T03:04:05.678901234Z"));
        assertThat(clock.millis()).isEqualTo(Instant.parse("2026-01-02T03:04:05.678Z").toEpochMilli());
        assertThat(clock.nanos()).isEqualTo(Instant.parse("2026-01-02T03:04:05Z").getEpochSecond() * 1_000_000_000L + 678_901_234L);
        FrozenClock before1970 = new FrozenClock(Instant.parse("1969-12-31T23:59:59.999999999Z"));
        assertThat(before1970.millis()).as("floor, not truncation").isEqualTo(-1);
        assertThat(before1970.nanos()).isEqualTo(-1);
    }

    @Test
    void anInstantPastALongOfNanosecondsIsRefused() {
        assertThatThrownBy(() -> new FrozenClock(Instant.parse("2262-04-12T00:00:00Z"))).isInstanceOf(ArithmeticException.class);
    }

    /** The cli's pom says seqid-testing is "never for production ids": the tool must not ship it. */
    @Test
    void theToolDoesNotShipTheTestingModule() {
        assertThatThrownBy(() -> Class.forName("dev.seqid.testing.SettableClockSource")).isInstanceOf(ClassNotFoundException.class);
    }
}
