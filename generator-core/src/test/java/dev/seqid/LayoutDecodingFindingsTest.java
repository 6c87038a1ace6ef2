package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.Comparator;
import java.util.UUID;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Plain reproductions of what fuzzing the layouts' decoding found (see docs/fuzzing.md). */
class LayoutDecodingFindingsTest {

    /**
     * The COMB family keeps the base GUID's version and variant ({@code stamp} leaves them, {@code matches}
     * accepts any), so {@code rangeStart} / {@code rangeEnd} must bracket a COMB stamped over any base, not
     * only over a version 4 GUID with the RFC variant. They used to force version 4 and variant 10 into the
     * bounds, which left {@code stamp(nil, t)} below {@code rangeStart(t)} and {@code stamp(max, t)} above
     * {@code rangeEnd(t)}.
     */
    @ParameterizedTest
    @ValueSource(strings = {"comb-sqlserver", "comb-postgres", "comb-legacy", "comb-binary", "tick-counter"})
    void rangeBoundsBracketCombsOfEveryBaseVersionAndVariant(String name) {
        UuidLayout layout = UuidLayout.named(name);
        Comparator<UUID> order = layout.databaseOrder();
        Instant t = Instant.parse("2024-05-06T07:08:09.010Z");
        UUID start = layout.rangeStart(t);
        UUID end = layout.rangeEnd(t);
        for (UUID base : new UUID[] {new UUID(0, 0), new UUID(-1, -1), new UUID(0x0000_0000_0000_1000L, 0x8000_0000_0000_0000L),
                new UUID(0xFFFF_FFFF_FFFF_4FFFL, 0xBFFF_FFFF_FFFF_FFFFL)}) {
            UUID id = layout.stamp(base, t);
            assertThat(layout.tickOf(id)).isEqualTo(layout.timestamp().tickOf(t));
            assertThat(order.compare(start, id)).as("%s: rangeStart %s <= %s", name, start, id).isLessThanOrEqualTo(0);
            assertThat(order.compare(id, end)).as("%s: %s <= rangeEnd %s", name, id, end).isLessThanOrEqualTo(0);
        }
        // Still tight: the previous tick's end and the next tick's start fall outside.
        Instant next = layout.instantOf(layout.compose(layout.tickOf(start) + 1, 0, 0, 0));
        assertThat(order.compare(end, layout.rangeStart(next))).isLessThan(0);
    }

    /**
     * The tick counter's 64-bit field holds ticks up to 2^63 - 1; an id whose field has the top bit set
     * used to decode to a negative tick, and {@code instantOf} then failed with a message that did not
     * name the id. Found by the fuzzer as {@code ffffffff-ff03-ff2c-0000-ffff23ffff89}.
     */
    @Test
    void tickCounterRejectsAFieldAboveTheLargestTick() {
        UuidLayout layout = UuidLayout.tickCounter();
        UUID id = UUID.fromString("ffffffff-ff03-ff2c-0000-ffff23ffff89");
        assertThat(layout.matches(id)).isTrue();
        for (ThrowingCallable decode : new ThrowingCallable[] {() -> layout.tickOf(id), () -> layout.instantOf(id)}) {
            assertThatThrownBy(decode).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(id.toString())
                    .hasMessageContaining("tick-counter")
                    .hasMessageContaining("0xffff23ffff890000")
                    .hasMessageContaining("outside 0 to " + Long.MAX_VALUE);
        }
        // The largest valid field still decodes: bytes 10-15 then 8-9, top bit clear.
        UUID largest = new UUID(0x0000_0000_0000_4000L, 0xFFFF_7FFF_FFFF_FFFFL);
        assertThat(layout.tickOf(largest)).isEqualTo(Long.MAX_VALUE);
        assertThat(layout.timestamp().tickOf(layout.instantOf(largest))).isEqualTo(Long.MAX_VALUE);
    }

    /**
     * The legacy COMB accepts a tick of day of exactly 25,920,000 (midnight of the next day, as RT.Comb
     * does); on the last day the 16-bit day field holds (0xFFFF) that used to decode to a tick one past
     * {@code maxTick()}, which {@code instantOf} then rejected without naming the id.
     */
    @Test
    void legacyCombRejectsMidnightAfterTheLastDay() {
        UuidLayout layout = UuidLayout.combLegacy();
        // Bytes 10-11: day 0xFFFF; bytes 12-15: tick of day 25,920,000 = 0x018B8200.
        UUID id = new UUID(0x0123_4567_89AB_4DEFL, 0x8123_FFFF_018B_8200L);
        for (ThrowingCallable decode : new ThrowingCallable[] {() -> layout.tickOf(id), () -> layout.instantOf(id)}) {
            assertThatThrownBy(decode).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(id.toString())
                    .hasMessageContaining("comb-legacy")
                    .hasMessageContaining("midnight after the last day");
        }
        // The day before, the same field is the first tick of day 0xFFFF, and the last tick of the last day decodes.
        UUID dayBefore = new UUID(0x0123_4567_89AB_4DEFL, 0x8123_FFFE_018B_8200L);
        assertThat(layout.tickOf(dayBefore)).isEqualTo(0xFFFFL * 25_920_000L);
        UUID lastTick = new UUID(0x0123_4567_89AB_4DEFL, 0x8123_FFFF_018B_81FFL);
        assertThat(layout.tickOf(lastTick)).isEqualTo(layout.timestamp().maxTick());
        assertThat(layout.timestamp().tickOf(layout.instantOf(lastTick))).isEqualTo(layout.timestamp().maxTick());
    }
}
