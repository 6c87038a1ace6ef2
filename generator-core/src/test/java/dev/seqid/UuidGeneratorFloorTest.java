package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.testing.SeededEntropySource;
import dev.seqid.testing.SettableClockSource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The floor, {@link UuidGenerator.Builder#after(UUID)}: known answers at the floor's tick and
 * counter edges, a floor behind the clock, a floor far ahead under each step-back choice and
 * overflow policy, and floors that are not ids of the layout.
 */
class UuidGeneratorFloorTest {

    private static final Instant START = Instant.parse("2026-04-01T08:00:00Z");
    private static final long T = START.toEpochMilli();
    private static final int BITS = 12;
    private static final long MAX = (1L << BITS) - 1;
    private static final UuidLayout LAYOUT = UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, BITS);

    private static UuidGenerator.Builder builder(SettableClockSource clock) {
        return UuidGenerator.builder().layout(LAYOUT).clock(clock).entropy(new SeededEntropySource(8)).maxLead(Duration.ofMillis(5));
    }

    private static UUID id(long tick, long counter) {
        return LAYOUT.compose(tick, counter, -1L, -1L); // every random bit set: the largest id of the position
    }

    private static void assertAt(UUID id, long tick, long counter) {
        assertThat(LAYOUT.tickOf(id)).as("tick of %s", id).isEqualTo(tick);
        assertThat(LAYOUT.counterOf(id)).as("counter of %s", id).isEqualTo(counter);
    }

    @Test
    void theNextIdFollowsTheFloorInItsTick() {
        UUID last = id(T, 100);
        UuidGenerator g = builder(new SettableClockSource(START)).after(last).build();
        UUID next = g.next();
        assertAt(next, T, 101);
        Ids.assertGreater(next, last);
    }

    @Test
    void aFloorAtTheLastCounterValueCarriesIntoTheNextTick() {
        UUID last = id(T, MAX);
        UuidGenerator g = builder(new SettableClockSource(START)).after(last).build();
        UUID next = g.next();
        assertAt(next, T + 1, 0);
        Ids.assertGreater(next, last);
    }

    @Test
    void aFloorAtCounterZeroAndOneTickBeforeTheClock() {
        UuidGenerator g = builder(new SettableClockSource(START)).after(id(T, 0)).build();
        assertAt(g.next(), T, 1);
        // One tick before the clock: the next id jumps to the clock's tick, as without a floor.
        UuidGenerator before = builder(new SettableClockSource(START)).after(id(T - 1, MAX)).build();
        UUID next = before.next();
        assertThat(LAYOUT.tickOf(next)).isEqualTo(T);
        assertThat(LAYOUT.counterOf(next)).isLessThan(1L << (BITS - 1)); // a fresh seed
    }

    @Test
    void aFloorBehindTheClockChangesNothing() {
        UuidGenerator withFloor = builder(new SettableClockSource(START)).after(id(T - 60_000, 7)).build();
        UuidGenerator without = builder(new SettableClockSource(START)).build();
        assertThat(withFloor.next()).isEqualTo(without.next());
        assertThat(withFloor.clockStepBacks()).isZero();
    }

    /** A restart with the clock an hour behind the last id stored: the ids count on above it, within the lead, then THROW throws. */
    @Test
    void aFloorAnHourAheadCountsOnWithinTheLeadUnderKeepOrder() {
        long ahead = T + Duration.ofHours(1).toMillis();
        UUID last = id(ahead, 10);
        UuidGenerator g = builder(new SettableClockSource(START)).overflowPolicy(OverflowPolicy.THROW).after(last).build();
        List<UUID> ids = new ArrayList<>();
        assertThatThrownBy(() -> {
            for (int i = 0; i < 100_000; i++) {
                ids.add(g.next());
            }
        }).isInstanceOf(GeneratorOverflowException.class);
        assertAt(ids.get(0), ahead, 11);
        Ids.assertStrictlyIncreasing(ids);
        // The floor's tick is taken as a clock reading: 5 ms of lead past it, every counter value used.
        assertAt(ids.get(ids.size() - 1), ahead + 5, MAX);
        assertThat(ids).hasSize((int) (MAX - 10 + 5 * (MAX + 1)));
        assertThat(g.clockStepBacks()).as("the clock behind the floor counts as a step back").isEqualTo(1);
    }

    @Test
    void aReanchorNeverGoesBelowTheFloor() {
        long ahead = T + Duration.ofHours(1).toMillis();
        UUID last = id(ahead, 10);
        SettableClockSource clock = new SettableClockSource(START);
        UuidGenerator g = builder(clock).clockStepBack(ClockStepBack.REANCHOR).after(last).build();
        UUID next = g.next();
        assertAt(next, ahead, 11);
        assertThat(g.reanchors()).isZero();
        // Once the clock is past the floor, a later step back re-anchors as usual, still above the floor.
        clock.set(Instant.ofEpochMilli(ahead + 60_000));
        UUID later = g.next();
        clock.set(Instant.ofEpochMilli(ahead + 1));
        UUID afterStep = g.next();
        assertThat(LAYOUT.tickOf(afterStep)).isEqualTo(ahead + 1);
        assertThat(LAYOUT.databaseOrder().compare(afterStep, later)).isNegative();
        Ids.assertGreater(afterStep, last);
        assertThat(g.reanchors()).isEqualTo(1);
    }

    /**
     * A re-anchor to the tick just past the floor's, then a clock one tick further back before the
     * next id: the generator must not count on from the floor's tick below the floor's counter. The
     * clock reads the floor's tick as soon as the generator has re-anchored, so the call that
     * re-anchors reads it on its retry.
     */
    @Test
    void aReanchorJustPastTheFloorThenASmallStepBackStaysAboveTheFloor() {
        long floorTick = T + Duration.ofHours(1).toMillis();
        UUID floor = id(floorTick, 10);
        AtomicReference<UuidGenerator> made = new AtomicReference<>();
        AtomicLong reading = new AtomicLong(floorTick + 60_000);
        ClockSource clock = new ClockSource() {
            @Override
            public long millis() {
                UuidGenerator g = made.get();
                return g != null && g.reanchors() > 0 ? floorTick : reading.get();
            }

            @Override
            public long nanos() {
                throw new UnsupportedOperationException();
            }
        };
        for (String call : List.of("next()", "next(UUID[2])", "tryNext()")) {
            made.set(null);
            reading.set(floorTick + 60_000);
            UuidGenerator g = UuidGenerator.builder().layout(LAYOUT).clock(clock).entropy(new SeededEntropySource(9)).maxLead(Duration.ofMillis(5))
                    .clockStepBack(ClockStepBack.REANCHOR).after(floor).build();
            made.set(g);
            UUID later = g.next();
            reading.set(floorTick + 1); // a step back of 59 999 ms, past the tolerance, to one tick past the floor's
            UUID next = switch (call) {
                case "next()" -> g.next();
                case "next(UUID[2])" -> {
                    UUID[] b = new UUID[2];
                    g.next(b);
                    yield b[0];
                }
                default -> g.tryNext();
            };
            assertThat(g.reanchors()).as(call).isEqualTo(1);
            assertThat(LAYOUT.databaseOrder().compare(next, later)).as(call + ": order across the re-anchor is lost, by choice").isNegative();
            Ids.assertGreater(next, floor);
        }
    }

    @Test
    void aFloorAtTheLastTickTheTimestampHoldsIsReportedNotWrapped() {
        long lastTick = LAYOUT.timestamp().maxTick();
        UuidGenerator g = builder(new SettableClockSource(START)).overflowPolicy(OverflowPolicy.THROW).maxLead(Duration.ofDays(365_000 * 10))
                .after(id(lastTick, MAX)).build();
        assertThatThrownBy(g::next).isInstanceOf(IllegalStateException.class).hasMessageContaining("cannot encode tick");
    }

    @Test
    void batchesAndTheStripedViewStayAboveTheFloor() {
        UUID last = id(T + 3, 50);
        UuidGenerator g = builder(new SettableClockSource(START)).after(last).build();
        UUID[] batch = new UUID[10];
        g.next(batch);
        assertAt(batch[0], T + 3, 51);
        Ids.assertStrictlyIncreasing(List.of(batch));
        Ids.assertGreater(g.striped().next(), batch[9]);
    }

    @Test
    void aFloorOfAnotherLayoutIsRefusedSayingSo() {
        UUID v6 = UuidLayout.v6().compose(1000, 0, 0, 0);
        assertThatThrownBy(() -> builder(new SettableClockSource(START)).after(v6).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("after(" + v6 + "): not an id of layout " + LAYOUT.name() + ": ");
        assertThatThrownBy(() -> UuidGenerator.builder().layout(UuidLayout.named("v4")).after(id(T, 0)).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("layout v4 has no order");
        assertThatThrownBy(() -> UuidGenerator.builder().after(null)).isInstanceOf(NullPointerException.class);
    }
}
