package dev.seqid.reactor;

import static dev.seqid.reactor.TestGenerators.assertDistinctPositions;
import static dev.seqid.reactor.TestGenerators.assertStrictlyIncreasing;
import static dev.seqid.reactor.TestGenerators.frozenClock;
import static dev.seqid.reactor.TestGenerators.idsOf;
import static dev.seqid.reactor.TestGenerators.tight;
import static dev.seqid.reactor.TestGenerators.tinyCounterV7;
import static dev.seqid.reactor.TestGenerators.virtualClock;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.GeneratorOverflowException;
import dev.seqid.OverflowPolicy;
import dev.seqid.testing.SettableClockSource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import reactor.blockhound.BlockingOperationError;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Hooks;
import reactor.core.scheduler.Schedulers;
import reactor.test.StepVerifier;
import reactor.test.scheduler.VirtualTimeScheduler;

/**
 * Publishers of a generator that has reached its maximum lead: a 4-bit counter on a frozen clock
 * with a 2 ms lead makes 41 to 48 ids (the clock's tick from its random seed, then two borrowed
 * ticks of 16) and then none until the clock moves. Under {@link OverflowPolicy#WAIT} the
 * publishers must wait for the clock on the timer without blocking a thread (BlockHound, installed
 * for every test by its JUnit platform listener, fails any blocking call on
 * {@link Schedulers#parallel()}); under {@link OverflowPolicy#THROW} they emit what they could and
 * then fail.
 */
class NonBlockingOverflowTest {

    private static final int COUNTER_BITS = 4;
    private static final Duration MAX_LEAD = Duration.ofMillis(2);
    /** The fewest ids the generator makes before it waits: 9 or more in the clock's tick, 16 in each of 2 borrowed ticks. */
    private static final int MIN_BEFORE_LEAD = (1 << (COUNTER_BITS - 1)) + 1 + 2 * (1 << COUNTER_BITS);
    /** The most: 16 in each of the 3 ticks. */
    private static final int MAX_BEFORE_LEAD = 3 * (1 << COUNTER_BITS);
    private static final Duration STALL = Duration.ofMillis(200);
    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final String HOOK = NonBlockingOverflowTest.class.getName();

    /** Errors Reactor could not deliver: thrown in a scheduler's task, or dropped. A BlockHound error in a timer task lands here. */
    private final List<Throwable> undelivered = new CopyOnWriteArrayList<>();
    private final SettableClockSource clock = frozenClock();

    /** An element and the id it was given. */
    record Keyed(int element, UUID id) {
    }

    @BeforeEach
    void catchUndeliveredErrors() {
        Schedulers.onHandleError(HOOK, (thread, error) -> undelivered.add(error));
        Hooks.onErrorDropped(undelivered::add);
    }

    @AfterEach
    void resetHooks() {
        Schedulers.resetOnHandleError(HOOK);
        Hooks.resetOnErrorDropped();
    }

    private UuidGenerator tinyGenerator(OverflowPolicy policy) {
        return tight(tinyCounterV7(COUNTER_BITS), clock, policy, MAX_LEAD);
    }

    @Test
    void blockHoundIsActiveOnTheParallelScheduler() throws Exception {
        CompletableFuture<Throwable> outcome = new CompletableFuture<>();
        Schedulers.parallel().schedule(() -> {
            try {
                Thread.sleep(1);
                outcome.complete(null);
            } catch (Throwable t) {
                outcome.complete(t);
            }
        });
        assertThat(outcome.get(10, TimeUnit.SECONDS))
                .as("Thread.sleep on Schedulers.parallel() must be caught by BlockHound")
                .isInstanceOf(BlockingOperationError.class);
    }

    @Test
    void fluxWaitsForTheClockWithoutBlockingThenCompletes() throws Exception {
        UuidGenerator g = tinyGenerator(OverflowPolicy.WAIT);
        TestGenerators.Recorder<UUID> r = new TestGenerators.Recorder<UUID>(Long.MAX_VALUE)
                .subscribeTo(ReactiveUuids.of(g).flux(200).subscribeOn(Schedulers.parallel()));

        int before = awaitStall(r, g.layout(), NonBlockingOverflowTest::lastOf);
        assertThat(before).isBetween(MIN_BEFORE_LEAD, MAX_BEFORE_LEAD);
        assertThat(g.nanosUntilNext()).as("the flux took every id the lead allows").isPositive();
        assertLastBeforeTheLead(g.layout(), r.values.get(before - 1));

        driveClockUntilTerminated(r);
        assertThat(r.error.get()).isNull();
        assertThat(r.completed).isTrue();
        assertThat(r.values).hasSize(200);
        assertStrictlyIncreasing(r.values, g.layout().databaseOrder());
        assertThat(r.onNonBlockingThread).as("every id emitted on a non-blocking thread").containsOnly(true);
        assertThat(undelivered).isEmpty();
    }

    @Test
    void keyedWaitsForTheClockWithoutBlockingThenCompletes() throws Exception {
        UuidGenerator g = tinyGenerator(OverflowPolicy.WAIT);
        TestGenerators.Recorder<Keyed> r = new TestGenerators.Recorder<Keyed>(Long.MAX_VALUE)
                .subscribeTo(ReactiveUuids.of(g).keyed(Flux.range(0, 200), Keyed::new).subscribeOn(Schedulers.parallel()));

        int before = awaitStall(r, g.layout(), values -> lastOf(values).id());
        assertThat(before).isBetween(MIN_BEFORE_LEAD, MAX_BEFORE_LEAD);
        assertLastBeforeTheLead(g.layout(), r.values.get(before - 1).id());

        driveClockUntilTerminated(r);
        assertThat(r.error.get()).isNull();
        assertThat(r.completed).isTrue();
        assertThat(r.values).extracting(Keyed::element).containsExactlyElementsOf(Flux.range(0, 200).collectList().block());
        List<UUID> ids = new ArrayList<>();
        r.values.forEach(k -> ids.add(k.id()));
        assertStrictlyIncreasing(ids, g.layout().databaseOrder());
        assertThat(r.onNonBlockingThread).containsOnly(true);
        assertThat(undelivered).isEmpty();
    }

    @Test
    void longChunksWaitForTheClockWithoutBlocking() throws Exception {
        UuidGenerator g = tinyGenerator(OverflowPolicy.WAIT);
        TestGenerators.Recorder<long[]> r = new TestGenerators.Recorder<long[]>(Long.MAX_VALUE)
                .subscribeTo(ReactiveUuids.of(g).longChunks(10).take(30).subscribeOn(Schedulers.parallel()));

        awaitStall(r, g.layout(), values -> lastOf(idsOf(values)));
        assertThat(idsOf(r.values)).hasSizeBetween(MIN_BEFORE_LEAD, MAX_BEFORE_LEAD);
        assertLastBeforeTheLead(g.layout(), lastOf(idsOf(r.values)));

        driveClockUntilTerminated(r);
        assertThat(r.completed).isTrue();
        assertThat(r.values).hasSize(30);
        assertStrictlyIncreasing(idsOf(r.values), g.layout().databaseOrder());
        assertThat(r.onNonBlockingThread).containsOnly(true);
        assertThat(undelivered).isEmpty();
    }

    @Test
    void monoWaitsForTheClockWithoutBlockingThenCompletes() throws Exception {
        UuidGenerator g = tinyGenerator(OverflowPolicy.WAIT);
        UUID last = exhaust(g);
        ReactiveUuids reactive = ReactiveUuids.of(g);
        TestGenerators.Recorder<UUID> r = new TestGenerators.Recorder<UUID>(1)
                .subscribeTo(reactive.mono().subscribeOn(Schedulers.parallel()));

        assertThat(r.awaitTermination(STALL)).as("no id before the clock moves").isFalse();
        assertThat(r.values).isEmpty();

        clock.advance(Duration.ofMillis(1));
        assertThat(r.awaitTermination(TIMEOUT)).isTrue();
        assertThat(r.completed).isTrue();
        assertThat(r.values).hasSize(1);
        assertThat(g.layout().databaseOrder().compare(last, r.values.get(0))).isNegative();
        assertThat(r.onNonBlockingThread).containsOnly(true);

        // Many Monos waiting at once: each gets its own id once the clock moves on.
        exhaust(g);
        TestGenerators.Recorder<UUID> many = new TestGenerators.Recorder<UUID>(Long.MAX_VALUE)
                .subscribeTo(Flux.range(0, 100).flatMap(i -> reactive.mono().subscribeOn(Schedulers.parallel())));
        assertThat(many.awaitTermination(STALL)).isFalse();
        assertThat(many.values).isEmpty();
        driveClockUntilTerminated(many);
        assertThat(many.completed).isTrue();
        assertThat(many.values).hasSize(100).doesNotHaveDuplicates();
        // The Monos take their ids on several threads, after waits for the clock, from a counter that runs out:
        // no position may go to two of them.
        assertDistinctPositions(g.layout(), many.values);
        assertThat(undelivered).isEmpty();
    }

    @Test
    void virtualTimeDrivesTheWait() {
        VirtualTimeScheduler timer = VirtualTimeScheduler.create();
        try {
            UuidGenerator g = tight(tinyCounterV7(COUNTER_BITS), virtualClock(timer), OverflowPolicy.WAIT, MAX_LEAD);
            TestGenerators.Recorder<UUID> r = new TestGenerators.Recorder<UUID>(Long.MAX_VALUE)
                    .subscribeTo(ReactiveUuids.of(g, timer).flux(200));

            int before = r.values.size();
            assertThat(before).isBetween(MIN_BEFORE_LEAD, MAX_BEFORE_LEAD);
            assertLastBeforeTheLead(g.layout(), r.values.get(before - 1));
            timer.advanceTimeBy(Duration.ofNanos(999_999));
            assertThat(r.values).as("not yet the next millisecond").hasSize(before);
            timer.advanceTimeBy(Duration.ofNanos(1));
            assertThat(r.values).as("one more tick's worth").hasSize(before + (1 << COUNTER_BITS));
            timer.advanceTimeBy(Duration.ofSeconds(1));
            assertThat(r.completed).isTrue();
            assertThat(r.values).hasSize(200);
            assertStrictlyIncreasing(r.values, g.layout().databaseOrder());
        } finally {
            timer.dispose();
        }
    }

    @Test
    void virtualTimeWithStepVerifier() {
        VirtualTimeScheduler timer = VirtualTimeScheduler.create();
        UuidGenerator g = tight(tinyCounterV7(COUNTER_BITS), virtualClock(timer), OverflowPolicy.WAIT, MAX_LEAD);
        List<UUID> seen = new ArrayList<>();
        StepVerifier.withVirtualTime(() -> ReactiveUuids.of(g, timer).flux(500).doOnNext(seen::add), () -> timer, Long.MAX_VALUE)
                .expectSubscription()
                .thenAwait(Duration.ofSeconds(1))
                .expectNextCount(500)
                .expectComplete()
                .verify(TIMEOUT);
        assertStrictlyIncreasing(seen, g.layout().databaseOrder());
        // 500 ids at 16 a millisecond take about 30 ms of virtual time.
        assertThat(g.layout().instantOf(seen.get(499))).isBetween(TestGenerators.START.plusMillis(20), TestGenerators.START.plusMillis(40));
    }

    @Test
    void underThrowTheFluxEmitsWhatItCouldThenFails() {
        UuidGenerator g = tinyGenerator(OverflowPolicy.THROW);
        List<UUID> seen = new ArrayList<>();
        StepVerifier.create(ReactiveUuids.of(g).flux().doOnNext(seen::add))
                .thenConsumeWhile(x -> true)
                .expectError(GeneratorOverflowException.class)
                .verify(TIMEOUT);
        assertThat(seen).hasSizeBetween(MIN_BEFORE_LEAD, MAX_BEFORE_LEAD);
        assertStrictlyIncreasing(seen, g.layout().databaseOrder());
        assertLastBeforeTheLead(g.layout(), lastOf(seen));
        assertNoIdLeft(g);
    }

    @Test
    void underThrowSmallRequestsEmitWhatTheyCouldThenFail() {
        UuidGenerator g = tinyGenerator(OverflowPolicy.THROW);
        List<UUID> seen = new ArrayList<>();
        StepVerifier.create(ReactiveUuids.of(g).flux().limitRate(10).doOnNext(seen::add))
                .thenConsumeWhile(x -> true)
                .expectError(GeneratorOverflowException.class)
                .verify(TIMEOUT);
        assertThat(seen).hasSizeBetween(MIN_BEFORE_LEAD, MAX_BEFORE_LEAD);
        assertStrictlyIncreasing(seen, g.layout().databaseOrder());
        assertLastBeforeTheLead(g.layout(), lastOf(seen));
        assertNoIdLeft(g);
    }

    @Test
    void underThrowLongChunksEmitWhatTheyCouldThenFail() {
        UuidGenerator g = tinyGenerator(OverflowPolicy.THROW);
        List<long[]> seen = new ArrayList<>();
        StepVerifier.create(ReactiveUuids.of(g).longChunks(10).doOnNext(seen::add))
                .thenConsumeWhile(x -> true)
                .expectError(GeneratorOverflowException.class)
                .verify(TIMEOUT);
        assertThat(idsOf(seen)).hasSizeBetween(MIN_BEFORE_LEAD, MAX_BEFORE_LEAD);
        assertStrictlyIncreasing(idsOf(seen), g.layout().databaseOrder());
        assertLastBeforeTheLead(g.layout(), lastOf(idsOf(seen)));
    }

    @Test
    void underThrowLongChunksEndingExactlyAtTheLeadEmitEveryChunkThenFail() {
        // One take of the drain asks the generator for several chunks; here the lead ends exactly
        // after a full chunk, so the generator throws for the next chunk of that same take. The
        // chunks already taken must still be emitted before the error.
        int idsPerChunk = 8;
        UuidGenerator g = tinyGenerator(OverflowPolicy.THROW);
        UuidLayout layout = g.layout();
        UUID first = g.next();
        // Left within the lead: the rest of the clock's tick and 2 borrowed ticks of 16.
        int left = (int) ((1 << COUNTER_BITS) - 1 - layout.counterOf(first)) + 2 * (1 << COUNTER_BITS);
        UUID last = first;
        for (int i = 0; i < left % idsPerChunk; i++) {
            last = g.next();
        }
        int chunks = left / idsPerChunk;
        assertThat(chunks).isGreaterThanOrEqualTo(4);
        List<long[]> seen = new ArrayList<>();
        StepVerifier.create(ReactiveUuids.of(g).longChunks(idsPerChunk).doOnNext(seen::add))
                .thenConsumeWhile(x -> true)
                .expectError(GeneratorOverflowException.class)
                .verify(TIMEOUT);
        assertThat(seen).hasSize(chunks).allSatisfy(chunk -> assertThat(chunk).hasSize(2 * idsPerChunk));
        List<UUID> ids = new ArrayList<>(List.of(first, last));
        ids.addAll(idsOf(seen));
        assertStrictlyIncreasing(ids.subList(1, ids.size()), layout.databaseOrder());
        assertLastBeforeTheLead(layout, lastOf(ids));
        assertNoIdLeft(g);
    }

    @Test
    void underThrowKeyedEmitsWhatItCouldThenFailsAndCancelsTheSource() {
        UuidGenerator g = tinyGenerator(OverflowPolicy.THROW);
        AtomicBoolean cancelled = new AtomicBoolean();
        List<Keyed> seen = new ArrayList<>();
        StepVerifier.create(ReactiveUuids.of(g).keyed(Flux.range(0, 1_000).doOnCancel(() -> cancelled.set(true)), Keyed::new).doOnNext(seen::add))
                .thenConsumeWhile(x -> true)
                .expectError(GeneratorOverflowException.class)
                .verify(TIMEOUT);
        assertThat(seen).hasSizeBetween(MIN_BEFORE_LEAD, MAX_BEFORE_LEAD);
        for (int i = 0; i < seen.size(); i++) {
            assertThat(seen.get(i).element()).isEqualTo(i);
        }
        assertLastBeforeTheLead(g.layout(), lastOf(seen).id());
        assertThat(cancelled).isTrue();
    }

    @Test
    void underThrowAMonoOfASpentGeneratorFails() {
        UuidGenerator g = tinyGenerator(OverflowPolicy.THROW);
        exhaust(g);
        StepVerifier.create(ReactiveUuids.of(g).mono())
                .expectError(GeneratorOverflowException.class)
                .verify(TIMEOUT);
    }

    /**
     * Fails unless {@code last} is the last id the lead allows on the frozen clock: the last counter
     * value of the tick {@link #MAX_LEAD} ahead of the clock. A publisher that dropped ids it had
     * reserved would have emitted an earlier one last.
     */
    private static void assertLastBeforeTheLead(UuidLayout layout, UUID last) {
        assertThat(layout.instantOf(last)).isEqualTo(TestGenerators.START.plus(MAX_LEAD));
        assertThat(layout.counterOf(last)).isEqualTo((1 << COUNTER_BITS) - 1);
    }

    private static <T> T lastOf(List<T> list) {
        return list.get(list.size() - 1);
    }

    /** Under {@code THROW}: the generator's own take finds no id within the lead (the publisher left none behind). */
    private static void assertNoIdLeft(UuidGenerator g) {
        assertThatThrownBy(() -> g.tryNext(new UUID[1], 0, 1)).as("no id left behind").isInstanceOf(GeneratorOverflowException.class);
    }

    /**
     * Takes every id the generator can make now, until its take makes none (under {@code WAIT}) or
     * throws (under {@code THROW}); returns the last.
     */
    private static UUID exhaust(UuidGenerator g) {
        UUID[] buf = new UUID[64];
        UUID last = null;
        try {
            for (int made; (made = g.tryNext(buf, 0, buf.length)) > 0;) {
                last = buf[made - 1];
            }
        } catch (GeneratorOverflowException spent) {
            // THROW: the take says so instead of returning 0
        }
        assertThat(last).isNotNull();
        return last;
    }

    /**
     * Waits until the publisher has emitted the last id the lead allows ({@code lastId} of the
     * elements so far; see {@link #assertLastBeforeTheLead}), then checks that it stalls there:
     * neither terminates nor emits more within {@link #STALL} while the clock stands still. Returns
     * how many it emitted. (Counting them at a fixed time instead would count too early on a machine
     * that keeps the publisher's thread waiting.)
     */
    private <T> int awaitStall(TestGenerators.Recorder<T> r, UuidLayout layout, Function<List<T>, UUID> lastId) throws InterruptedException {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (!emittedTheLastBeforeTheLead(r.values, layout, lastId) && r.terminated.getCount() > 0) {
            assertThat(System.nanoTime()).as("the last id the lead allows emitted within %s (%d elements so far)", TIMEOUT, r.values.size())
                    .isLessThan(deadline);
            Thread.sleep(1);
        }
        int before = r.values.size();
        assertThat(r.awaitTermination(STALL)).as("terminated although the clock stands still: " + r.error.get()).isFalse();
        assertThat(r.values).as("no more elements while the clock stands still").hasSize(before);
        assertThat(undelivered).isEmpty();
        return before;
    }

    /** Whether the last of {@code values} is the last id the lead allows on the frozen clock (as {@link #assertLastBeforeTheLead}). */
    private static <T> boolean emittedTheLastBeforeTheLead(List<T> values, UuidLayout layout, Function<List<T>, UUID> lastId) {
        if (values.isEmpty()) {
            return false;
        }
        UUID last = lastId.apply(values);
        return layout.instantOf(last).equals(TestGenerators.START.plus(MAX_LEAD)) && layout.counterOf(last) == (1 << COUNTER_BITS) - 1;
    }

    /** Moves the clock on by a millisecond at a time until {@code r} terminates. */
    private void driveClockUntilTerminated(TestGenerators.Recorder<?> r) throws InterruptedException {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (!r.awaitTermination(Duration.ofMillis(2))) {
            assertThat(System.nanoTime()).as("terminated in time; undelivered: " + undelivered).isLessThan(deadline);
            clock.advance(Duration.ofMillis(1));
        }
    }
}
