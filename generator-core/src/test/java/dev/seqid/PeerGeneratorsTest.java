package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.uuid.UUIDClock;
import com.fasterxml.uuid.impl.TimeBasedEpochGenerator;
import com.github.f4b6a3.uuid.factory.nonstandard.SuffixCombFactory;
import com.github.f4b6a3.uuid.factory.standard.TimeOrderedEpochFactory;
import dev.seqid.testing.SettableClockSource;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * What the generators that users would pick instead of seqid do, where docs/comparison.md, the
 * README's "Performance at a glance" table and docs/performance.md say so. When the clock steps
 * back: uuid-creator's {@code getTimeOrderedEpoch()} (its default function) counts on in its last
 * millisecond for a step of under 1 s and takes the earlier time from 1 s on; JUG's
 * {@code timeBasedEpochGenerator()} takes the earlier time at any step; seqid's default counts on.
 * Across threads: uuid-creator's and seqid's ids are increasing in real time (an id asked for after
 * another was returned is greater); JUG reads its clock before its lock, so a thread can write an
 * earlier millisecond after another wrote a later one, and the ids that follow can sort below ids
 * returned before them. For SQL Server: uuid-creator's suffix COMB puts the milliseconds in the bytes SQL Server compares
 * first, with random bits and no counter before them, so ids of one millisecond are in random order
 * there; seqid's {@code comb-sqlserver} counts within the millisecond. Each peer runs on a clock this
 * test sets, through the constructor the peer offers for one. Hibernate's strategy reads
 * {@code Instant.now()} itself: its case is in the hibernate module.
 */
class PeerGeneratorsTest {

    private static final Instant START = Instant.parse("2026-03-01T12:00:00Z");

    /** A {@link Clock} for uuid-creator that the test moves. */
    private static final class MovableClock extends Clock {
        private volatile Instant now;

        MovableClock(Instant now) {
            this.now = now;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    /** A {@link UUIDClock} for JUG that the test moves. */
    private static final class MovableUuidClock extends UUIDClock {
        private volatile long millis;

        MovableUuidClock(long millis) {
            this.millis = millis;
        }

        @Override
        public long currentTimeMillis() {
            return millis;
        }
    }

    private static long millis(UUID id) {
        return id.getMostSignificantBits() >>> 16;
    }

    @Test
    void uuidCreatorCountsOnInItsLastMillisecondForAStepBackOfUnderOneSecond() {
        MovableClock clock = new MovableClock(START);
        TimeOrderedEpochFactory factory = new TimeOrderedEpochFactory(clock);
        UUID before = factory.create();
        clock.now = START.minusMillis(999);
        UUID after = factory.create();
        UUID later = factory.create();

        assertThat(after.version()).isEqualTo(7);
        assertThat(millis(after)).isEqualTo(START.toEpochMilli());
        Ids.assertGreater(after, before);
        Ids.assertGreater(later, after);
    }

    @Test
    void uuidCreatorTakesTheEarlierTimeFromAStepBackOfOneSecond() {
        for (long stepMillis : new long[] {1_000, 1_001, 10_000, 3_600_000}) {
            MovableClock clock = new MovableClock(START);
            TimeOrderedEpochFactory factory = new TimeOrderedEpochFactory(clock);
            UUID before = factory.create();
            clock.now = START.minusMillis(stepMillis);
            UUID after = factory.create();

            assertThat(millis(after)).as("a step back of %d ms", stepMillis).isEqualTo(START.toEpochMilli() - stepMillis);
            assertThat(UuidOrder.UNSIGNED.compare(after, before)).as("a step back of %d ms: the later id sorts below", stepMillis).isNegative();
        }
    }

    @Test
    void jugTakesTheEarlierTimeAtAnyStepBack() {
        for (long stepMillis : new long[] {1, 999, 1_000, 10_000}) {
            MovableUuidClock clock = new MovableUuidClock(START.toEpochMilli());
            TimeBasedEpochGenerator generator = new TimeBasedEpochGenerator(new SecureRandom(), clock);
            UUID before = generator.generate();
            clock.millis = START.toEpochMilli() - stepMillis;
            UUID after = generator.generate();

            assertThat(after.version()).isEqualTo(7);
            assertThat(millis(after)).as("a step back of %d ms", stepMillis).isEqualTo(START.toEpochMilli() - stepMillis);
            assertThat(UuidOrder.UNSIGNED.compare(after, before)).as("a step back of %d ms: the later id sorts below", stepMillis).isNegative();
        }
    }

    @Test
    void seqidCountsOnInItsLastMillisecondAtAnyStepBackWithinItsLead() {
        for (long stepMillis : new long[] {1, 999, 1_000, 10_000, 3_600_000}) {
            SettableClockSource clock = new SettableClockSource(START);
            UuidGenerator ids = UuidGenerator.builder().clock(clock).build();
            UUID before = ids.next();
            clock.set(START.minusMillis(stepMillis));
            UUID after = ids.next();

            assertThat(millis(after)).as("a step back of %d ms", stepMillis).isEqualTo(START.toEpochMilli());
            Ids.assertGreater(after, before);
        }
    }

    @Test
    void uuidCreatorsSuffixCombIsInRandomOrderWithinAMillisecondInSqlServerOrder() {
        SuffixCombFactory factory = new SuffixCombFactory(new MovableClock(START));
        UuidGenerator seqid = UuidGenerator.builder().layout(UuidLayout.combSqlServer()).clock(new SettableClockSource(START)).build();
        List<UUID> comb = new ArrayList<>();
        List<UUID> ours = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            comb.add(factory.create());
            ours.add(seqid.next());
        }

        assertThat(comb).extracting(id -> id.getLeastSignificantBits() & 0xFFFF_FFFF_FFFFL)
                .as("the milliseconds in bytes 10-15").containsOnly(START.toEpochMilli());
        assertThat(ours).extracting(UuidLayout.combSqlServer()::instantOf).containsOnly(START);
        assertThat(ours).isSortedAccordingTo(UuidOrder.SQL_SERVER);
        List<UUID> sorted = new ArrayList<>(comb);
        sorted.sort(UuidOrder.SQL_SERVER);
        assertThat(comb).as("made in one millisecond: SQL Server order is not the order they were made").isNotEqualTo(sorted);
    }

    @Test
    void uuidCreatorAndSeqidAreIncreasingAcrossThreads() throws InterruptedException {
        TimeOrderedEpochFactory factory = new TimeOrderedEpochFactory(Clock.systemUTC());
        assertThat(RealTimeOrder.assertIncreasing(factory::create, 4, 20_000)).isGreaterThan(79_000);
        UuidGenerator seqid = UuidGenerator.builder().build();
        assertThat(RealTimeOrder.assertIncreasing(seqid::next, 4, 20_000)).isGreaterThan(79_000);
    }

    /** A JUG clock that holds one thread right after it read the time, until released. */
    private static final class HoldingUuidClock extends UUIDClock {
        private volatile long millis;
        private volatile Thread held;
        private final CountDownLatch read = new CountDownLatch(1);
        private final CountDownLatch release = new CountDownLatch(1);

        HoldingUuidClock(long millis) {
            this.millis = millis;
        }

        @Override
        public long currentTimeMillis() {
            long now = millis;
            if (Thread.currentThread() == held) {
                read.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return now;
        }
    }

    @Test
    void jugCanWriteAnEarlierMillisecondAfterALaterOneAcrossThreads() throws InterruptedException {
        long t = START.toEpochMilli();
        int laterBelowEarlier = 0;
        for (int trial = 0; trial < 64 && laterBelowEarlier == 0; trial++) {
            HoldingUuidClock clock = new HoldingUuidClock(t);
            TimeBasedEpochGenerator generator = new TimeBasedEpochGenerator(new SecureRandom(), clock);
            UUID[] slow = new UUID[1];
            Thread thread = new Thread(() -> slow[0] = generator.generate());
            clock.held = thread;
            thread.start();
            clock.read.await();                    // the slow thread has read t, not yet taken the lock
            clock.millis = t + 1;
            UUID returnedFirst = generator.generate();
            clock.release.countDown();
            thread.join();
            UUID afterBoth = generator.generate();   // asked for after both were returned

            assertThat(millis(returnedFirst)).isEqualTo(t + 1);
            assertThat(millis(slow[0])).as("written after the later millisecond, with the earlier one").isEqualTo(t);
            assertThat(UuidOrder.UNSIGNED.compare(slow[0], returnedFirst)).isNegative();
            assertThat(millis(afterBoth)).isEqualTo(t + 1);
            if (UuidOrder.UNSIGNED.compare(afterBoth, returnedFirst) < 0) {
                laterBelowEarlier++;               // fresh random bits for t + 1: below half the time
            }
        }
        assertThat(laterBelowEarlier).as("an id asked for after another was returned, sorting below it").isPositive();
    }
}
