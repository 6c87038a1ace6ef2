package dev.seqid.reactor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.seqid.ClockSource;
import dev.seqid.EntropySource;
import dev.seqid.MonotonicMethod;
import dev.seqid.OverflowPolicy;
import dev.seqid.testing.SettableClockSource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscription;
import reactor.core.publisher.BaseSubscriber;
import reactor.core.scheduler.Schedulers;
import reactor.test.scheduler.VirtualTimeScheduler;

/** Generators, clocks and checks shared by the adapter's tests. */
final class TestGenerators {

    /** Where every settable clock of these tests starts. */
    static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

    private TestGenerators() {
    }

    /**
     * A v7-shaped layout with a counter of {@code bits} bits (RFC 9562 asks for 12 or more; the
     * generator takes any width): a tick holds at most {@code 2^bits} ids, at least {@code 2^(bits-1)}
     * after the random seed of a new tick.
     */
    static UuidLayout tinyCounterV7(int bits) {
        return UuidLayout.builder("v7-counter-" + bits).version(7).rfcVariant(true).counter(MonotonicMethod.DEDICATED_COUNTER, bits).build();
    }

    /** A generator of {@code layout} with room to spare: the real clock and the default lead of a second. */
    static UuidGenerator roomy(UuidLayout layout) {
        return UuidGenerator.builder().layout(layout).clock(ClockSource.system()).entropy(EntropySource.threadLocalRandom()).build();
    }

    /** A v7 generator with room to spare. */
    static UuidGenerator roomy() {
        return roomy(UuidLayout.v7());
    }

    /** A generator of {@code layout} on {@code clock} that may run {@code maxLead} ahead of it, then follows {@code policy}. */
    static UuidGenerator tight(UuidLayout layout, ClockSource clock, OverflowPolicy policy, Duration maxLead) {
        return UuidGenerator.builder().layout(layout).clock(clock).entropy(EntropySource.threadLocalRandom()).overflowPolicy(policy)
                .maxLead(maxLead).build();
    }

    /** A clock of its own that reads {@link #START} until a test moves it. */
    static SettableClockSource frozenClock() {
        return new SettableClockSource(START);
    }

    /** A clock that reads {@link #START} plus the virtual time of {@code scheduler}: it moves only when the test moves virtual time. */
    static ClockSource virtualClock(VirtualTimeScheduler scheduler) {
        long startNanos = START.getEpochSecond() * 1_000_000_000L + START.getNano();
        return new ClockSource() {
            @Override
            public long millis() {
                return Math.floorDiv(nanos(), 1_000_000L);
            }

            @Override
            public long nanos() {
                return startNanos + scheduler.now(TimeUnit.NANOSECONDS);
            }

            @Override
            public String toString() {
                return "virtual clock at " + START + " + " + scheduler.now(TimeUnit.NANOSECONDS) + " ns";
            }
        };
    }

    /** Fails unless {@code ids} are strictly increasing in {@code order} (hence also distinct). */
    static void assertStrictlyIncreasing(List<UUID> ids, Comparator<UUID> order) {
        for (int i = 1; i < ids.size(); i++) {
            if (order.compare(ids.get(i - 1), ids.get(i)) >= 0) {
                fail("ids not strictly increasing at " + i + " of " + ids.size() + ": " + ids.get(i - 1) + " then " + ids.get(i));
            }
        }
    }

    /** Fails unless {@code ids} hold no id twice. */
    static void assertDistinct(List<UUID> ids) {
        assertThat(new HashSet<>(ids)).as("distinct ids").hasSize(ids.size());
    }

    /** The generator position an id was built from. */
    private record Position(long tick, long counter) {
    }

    /**
     * Fails unless no two of {@code ids} were built from the same generator position (tick, counter)
     * of {@code layout}, read back with {@link UuidLayout#tickOf} and {@link UuidLayout#counterOf}.
     * Every id also carries fresh random bits, so two ids built from one position (a lost race that
     * still handed out an id) almost never compare equal: {@link #assertDistinct} cannot see that bug,
     * this can. Only for ids of one generator of a layout with a timestamp, whose positions never repeat.
     */
    static void assertDistinctPositions(UuidLayout layout, List<UUID> ids) {
        Map<Position, UUID> seen = new HashMap<>();
        for (UUID id : ids) {
            UUID earlier = seen.put(new Position(layout.tickOf(id), layout.counterOf(id)), id);
            if (earlier != null) {
                fail("two ids built from one generator position (tick " + layout.tickOf(id) + ", counter " + layout.counterOf(id)
                        + "): " + earlier + " and " + id);
            }
        }
    }

    /** Whether {@code ids} are increasing in {@code order}. */
    static boolean isSorted(List<UUID> ids, Comparator<UUID> order) {
        for (int i = 1; i < ids.size(); i++) {
            if (order.compare(ids.get(i - 1), ids.get(i)) > 0) {
                return false;
            }
        }
        return true;
    }

    /** The ids of {@code chunks} of (most, least) significant long pairs, in order. */
    static List<UUID> idsOf(List<long[]> chunks) {
        List<UUID> ids = new ArrayList<>();
        for (long[] chunk : chunks) {
            assertThat(chunk.length % 2).as("a chunk holds whole pairs").isZero();
            for (int i = 0; i < chunk.length; i += 2) {
                ids.add(new UUID(chunk[i], chunk[i + 1]));
            }
        }
        return ids;
    }

    /**
     * A subscriber that records every signal and, for each element, whether it arrived on a thread
     * that must not block ({@link Schedulers#isInNonBlockingThread()}). It requests nothing by
     * itself: {@code initialRequest} on subscription (0 for none), then what the test asks.
     */
    static class Recorder<T> extends BaseSubscriber<T> {

        final List<T> values = new CopyOnWriteArrayList<>();
        final List<Boolean> onNonBlockingThread = new CopyOnWriteArrayList<>();
        final AtomicReference<Throwable> error = new AtomicReference<>();
        final CountDownLatch terminated = new CountDownLatch(1);
        volatile boolean completed;
        private final long initialRequest;

        Recorder(long initialRequest) {
            this.initialRequest = initialRequest;
        }

        @Override
        protected void hookOnSubscribe(Subscription subscription) {
            if (initialRequest != 0) {
                request(initialRequest);
            }
        }

        @Override
        protected void hookOnNext(T value) {
            onNonBlockingThread.add(Schedulers.isInNonBlockingThread());
            values.add(value);
        }

        @Override
        protected void hookOnComplete() {
            completed = true;
            terminated.countDown();
        }

        @Override
        protected void hookOnError(Throwable throwable) {
            error.set(throwable);
            terminated.countDown();
        }

        boolean awaitTermination(Duration timeout) throws InterruptedException {
            return terminated.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
        }

        /** Subscribes to {@code publisher} and returns this. */
        Recorder<T> subscribeTo(Publisher<? extends T> publisher) {
            publisher.subscribe(this);
            return this;
        }
    }

    /**
     * Subscribes to {@code publisher}, requests {@code good} (if positive) and then {@code bad}
     * (zero or negative) from {@code onSubscribe}, and returns what arrived.
     */
    static <T> Recorder<T> requestBadly(Publisher<T> publisher, long good, long bad) {
        Recorder<T> recorder = new Recorder<T>(0) {
            @Override
            protected void hookOnSubscribe(Subscription subscription) {
                if (good > 0) {
                    subscription.request(good);
                }
                subscription.request(bad);
            }
        };
        return recorder.subscribeTo(publisher);
    }
}
