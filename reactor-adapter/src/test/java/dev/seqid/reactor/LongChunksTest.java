package dev.seqid.reactor;

import static dev.seqid.reactor.TestGenerators.assertStrictlyIncreasing;
import static dev.seqid.reactor.TestGenerators.frozenClock;
import static dev.seqid.reactor.TestGenerators.idsOf;
import static dev.seqid.reactor.TestGenerators.requestBadly;
import static dev.seqid.reactor.TestGenerators.roomy;
import static dev.seqid.reactor.TestGenerators.tight;
import static dev.seqid.reactor.TestGenerators.tinyCounterV7;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.OverflowPolicy;
import dev.seqid.testing.SettableClockSource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import reactor.test.StepVerifier;
import reactor.test.scheduler.VirtualTimeScheduler;

/** {@link ReactiveUuids#longChunks(int)}: chunks of ids as long pairs. */
class LongChunksTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final UuidGenerator generator = roomy();
    private final ReactiveUuids ids = ReactiveUuids.of(generator);

    @ParameterizedTest
    @ValueSource(ints = {1, 7, 300})
    void eachChunkHoldsTwoLongsPerIdAndIdsIncreaseAcrossChunks(int idsPerChunk) {
        List<long[]> chunks = ids.longChunks(idsPerChunk).take(50).collectList().block(TIMEOUT);
        assertThat(chunks).hasSize(50).allSatisfy(c -> assertThat(c).hasSize(2 * idsPerChunk));
        List<UUID> all = idsOf(chunks);
        assertThat(all).hasSize(50 * idsPerChunk).allSatisfy(u -> assertThat(generator.layout().matches(u)).isTrue());
        assertStrictlyIncreasing(all, generator.layout().databaseOrder());
        Set<long[]> distinctArrays = Collections.newSetFromMap(new IdentityHashMap<>());
        distinctArrays.addAll(chunks);
        assertThat(distinctArrays).as("every element is a new array").hasSize(50);
    }

    @Test
    void fromZeroDemandEmitsExactlyTheChunksRequested() {
        List<long[]> seen = new ArrayList<>();
        StepVerifier.create(ids.longChunks(4).doOnNext(seen::add), 0)
                .expectSubscription()
                .expectNoEvent(Duration.ofMillis(50))
                .thenRequest(3)
                .expectNextCount(3)
                .expectNoEvent(Duration.ofMillis(50))
                .thenRequest(300)
                .expectNextCount(300)
                .thenCancel()
                .verify(TIMEOUT);
        assertThat(seen).hasSize(303);
        assertStrictlyIncreasing(idsOf(seen), generator.layout().databaseOrder());
    }

    @Test
    void theLargestChunkIsAllowed() {
        List<long[]> chunks = ids.longChunks(65_536).take(2).collectList().block(TIMEOUT);
        assertThat(chunks).hasSize(2).allSatisfy(c -> assertThat(c).hasSize(2 * 65_536));
        assertStrictlyIncreasing(idsOf(chunks), generator.layout().databaseOrder());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -1, 65_537, Integer.MIN_VALUE, Integer.MAX_VALUE})
    void outOfRangeChunkSizesAreRejected(int idsPerChunk) {
        assertThatThrownBy(() -> ids.longChunks(idsPerChunk))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("idsPerChunk must be 1 to 65536, got " + idsPerChunk);
    }

    @Test
    void aChunkCutShortByTheLeadIsFollowedByTheRestWhenTheClockMoves() {
        // A 4-bit counter on a frozen clock with a 2 ms lead makes 41 to 48 ids (the clock's tick,
        // from its random seed, and two borrowed ticks of 16): four chunks of 10, then a short one.
        SettableClockSource clock = frozenClock();
        UuidGenerator g = tight(tinyCounterV7(4), clock, OverflowPolicy.WAIT, Duration.ofMillis(2));
        VirtualTimeScheduler timer = VirtualTimeScheduler.create();
        try {
            TestGenerators.Recorder<long[]> r = new TestGenerators.Recorder<long[]>(20).subscribeTo(ReactiveUuids.of(g, timer).longChunks(10));
            assertThat(r.values).hasSize(5);
            assertThat(r.values.subList(0, 4)).allSatisfy(c -> assertThat(c).hasSize(20));
            assertThat(r.values.get(4).length).isBetween(2, 18);
            assertThat(g.nanosUntilNext()).as("the lead is spent").isPositive();

            timer.advanceTimeBy(Duration.ofSeconds(1)); // the timer fires, but the clock has not moved
            assertThat(r.values).hasSize(5);

            while (r.values.size() < 20) {
                int before = r.values.size();
                clock.advance(Duration.ofMillis(1));
                timer.advanceTimeBy(Duration.ofMillis(1));
                assertThat(r.values.size()).as("a tick's more ids").isGreaterThan(before);
            }
            assertThat(r.values).hasSize(20);
            assertThat(r.error.get()).isNull();
            UuidLayout layout = g.layout();
            assertStrictlyIncreasing(idsOf(r.values), layout.databaseOrder());
            r.cancel();
        } finally {
            timer.dispose();
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {0, -1})
    void nonPositiveRequestSignalsAnError(long bad) throws InterruptedException {
        TestGenerators.Recorder<long[]> r = requestBadly(ids.longChunks(2), 0, bad);
        assertThat(r.awaitTermination(TIMEOUT)).isTrue();
        assertThat(r.values).isEmpty();
        assertThat(r.error.get()).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3.9");
    }
}
