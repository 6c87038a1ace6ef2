package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.testing.SeededEntropySource;
import dev.seqid.testing.SettableClockSource;
import java.time.Duration;
import java.time.Instant;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link TickBits}, the single-id path's bits of a tick: for every built-in layout with a timestamp,
 * ids composed from them equal the ids the {@link BitPlan} composes from the tick's field, at the
 * tick's first, middle and last position.
 */
class TickBitsTest {

    private static final Instant START = Instant.parse("2025-03-03T03:03:03.003Z");

    static Stream<String> timedLayouts() {
        return UuidLayout.names().stream().filter(name -> UuidLayout.named(name).timestamp() != null);
    }

    @ParameterizedTest
    @MethodSource("timedLayouts")
    void idsComposedFromATicksBitsEqualIdsComposedFromItsField(String name) {
        UuidLayout layout = UuidLayout.named(name);
        BitPlan plan = layout.plan();
        PositionState state = WhiteBox.positionState(layout, new SettableClockSource(START), new SeededEntropySource(7), OverflowPolicy.THROW,
                Duration.ZERO);
        Epoch e = state.epoch();
        int c = state.counterBits;
        long tickStart = 5L << c;
        long tickEnd = 6L << c;
        SplittableRandom random = new SplittableRandom(name.hashCode());
        for (long position : new long[] {tickStart, tickStart + (tickEnd - tickStart) / 2, tickEnd - 1}) {
            TickBits t = TickBits.of(state, plan, e, position);
            assertThat(t.tick).as("the absolute tick").isEqualTo(e.base + 5);
            long field = state.fieldOfTick(t.tick);
            long counter = position & state.counterMask;
            long randomMsb = random.nextLong() & plan.randomMaskMsb();
            long randomLsb = random.nextLong() & plan.randomMaskLsb();
            assertThat(plan.msbOfTick(t.msb, counter, randomMsb)).as("msb at position %d", position)
                    .isEqualTo(plan.msb(field, counter, randomMsb));
            assertThat(plan.lsbOfTick(t.lsb, counter, randomLsb)).as("lsb at position %d", position)
                    .isEqualTo(plan.lsb(field, counter, randomLsb));
        }
    }
}
