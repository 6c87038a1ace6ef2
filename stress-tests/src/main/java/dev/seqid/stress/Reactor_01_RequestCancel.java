package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.EntropySource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.reactor.ReactiveUuids;
import java.time.Duration;
import java.util.UUID;
import java.util.function.Function;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIII_Result;
import reactor.core.scheduler.Schedulers;

/**
 * {@code request(n)} and {@code cancel()} racing on one subscription of
 * {@link ReactiveUuids#flux()} (the request/drain/cancel logic of the adapter's
 * {@code IdSubscription}). The state subscribes a {@link RecordingSubscriber}, which requests
 * nothing itself; the actors request 3 and 5 and cancel:
 * <ul>
 *   <li>{@link Cancel}: actor 1 requests 3 and then 5, actor 2 only cancels: a cancel from a
 *   thread that never drains, racing both requests and the drains they start;</li>
 *   <li>{@link RequestThenCancel}: the same race on two threads: actor 1 requests 3, actor 2
 *   requests 5 and then cancels, so its cancel meets a drain of actor 1's or its own demand
 *   already met;</li>
 *   <li>{@link TwoRequests}: no cancel; the two requests race, and all 8 elements must arrive.</li>
 * </ul>
 * The generator is a v7 one on a frozen clock with a maximum lead of an hour, so it always has ids
 * and the flux emits on the requesting thread (the drain runs inline): every signal has ended when
 * the actors have. Its timer is {@link Schedulers#immediate()}, which refuses delayed tasks: had
 * the flux had to wait for the clock, the test would see an {@code onError}, not a silent delay.
 *
 * <p><b>Invariant:</b> never more {@code onNext} than requested (3 + 5); none that begins after
 * {@code cancel()} returned, except the one element whose emission the drain had already decided
 * on (see below); no id position twice; the ids increasing in the layout's database order; serial
 * signals and no {@code onError}/{@code onComplete} (the flux is endless); and after the race, a
 * further {@code request(1)} on the cancelled subscription emits nothing. Without a cancel, exactly
 * 8 elements: two racing requests lose no demand.
 *
 * <p>"After cancel": the cancelling actor sets a volatile flag after {@code cancel()} returns;
 * {@code onNext} reads it on entry. Reactive Streams lets signals go on for a while after a cancel
 * (rules 1.8 and 3.12 say "eventually"), and any publisher that does not block {@code cancel()}
 * has a window between the drain's last look at the cancelled state and its call of
 * {@code onNext}: a cancel that lands in it returns before that {@code onNext} begins. One such
 * element is therefore allowed (interesting); the drain looks again before the next element, so
 * two are forbidden.
 *
 * <p>Result: ({@code onNext} calls during the race, of them begun after {@code cancel()} returned,
 * pairs of ids sharing a position, other faults: an id not above the previous one, overlapping
 * signals, {@code onError}/{@code onComplete}, elements emitted by the arbiter's {@code request(1)}
 * after the cancel).
 *
 * <p>Run all: {@code (cd stress-tests/target && java -jar jcstress.jar -m quick -t Reactor_01)}; one:
 * {@code (cd stress-tests/target && java -jar jcstress.jar -m quick -t Reactor_01_RequestCancel.RequestThenCancel)}
 */
@Outcome(id = "[0-8], 0, 0, 0", expect = ACCEPTABLE,
        desc = "At most the 8 requested elements, none begun after cancel() returned, distinct increasing ids.")
@Outcome(id = "[1-8], 1, 0, 0", expect = ACCEPTABLE_INTERESTING,
        desc = "One element begun after cancel() returned: the drain had checked the state before the cancel (rules 1.8, 3.12).")
@Outcome(expect = FORBIDDEN,
        desc = "More than requested, two elements after the cancel, a duplicate position, ids out of order, or a protocol fault.")
public class Reactor_01_RequestCancel {

    static final int FIRST = 3;
    static final int SECOND = 5;
    private static final UuidLayout V7 = UuidLayout.v7();

    /** The state every variant shares: a generator, a subscription of its flux, and the grading. */
    abstract static class Subscribed {
        final RecordingSubscriber<UUID> recorder = RecordingSubscriber.subscribe(
                ReactiveUuids.of(generator(), Schedulers.immediate()).flux(), FIRST + SECOND + 2);

        /** A v7 generator that never reaches its lead in a test: frozen clock, a maximum lead of an hour. */
        static UuidGenerator generator() {
            return UuidGenerator.builder()
                    .layout(V7)
                    .clock(Fixtures.FROZEN_CLOCK)
                    .entropy(EntropySource.threadLocalRandom())
                    .maxLead(Duration.ofHours(1))
                    .build();
        }

        /** The race's result (see {@link RecordingSubscriber#judge}). */
        final void judge(IIII_Result r, boolean cancelled) {
            recorder.judge(V7, Function.identity(), cancelled, r);
        }
    }

    /**
     * Actor 1 requests 3 and then 5; actor 2 cancels, racing both. (This was a three-actor test, a
     * request on each of two threads and the cancel on a third, which jcstress never ran on the
     * 2-CPU build machine: it runs a test only on at least as many CPUs as it has actors. Two
     * requests racing each other are {@link RequestThenCancel}'s and {@link TwoRequests}'.)
     */
    @JCStressTest
    @JCStressMeta(Reactor_01_RequestCancel.class)
    @State
    public static class Cancel extends Subscribed {
        @Actor
        public void actor1() {
            recorder.request(FIRST);
            recorder.request(SECOND);
        }

        @Actor
        public void actor2() {
            recorder.cancel();
        }

        @Arbiter
        public void arbiter(IIII_Result r) {
            judge(r, true);
        }
    }

    /**
     * Two requests racing, and a cancel: actor 1 requests 3, actor 2 requests 5 and then cancels.
     * When actor 1 drains, actor 2's request only adds demand and its cancel meets actor 1's drain;
     * when actor 2 drains, it emits what both requested before it cancels.
     */
    @JCStressTest
    @JCStressMeta(Reactor_01_RequestCancel.class)
    @State
    public static class RequestThenCancel extends Subscribed {
        @Actor
        public void actor1() {
            recorder.request(FIRST);
        }

        @Actor
        public void actor2() {
            recorder.request(SECOND);
            recorder.cancel();
        }

        @Arbiter
        public void arbiter(IIII_Result r) {
            judge(r, true);
        }
    }

    /**
     * Two requests racing, no cancel: the thread that moves the demand from zero drains, the other
     * only adds to it; the drain must see the added demand before it gives up, so all 8 arrive.
     *
     * <p>Result: as above.
     *
     * <p>Run: {@code (cd stress-tests/target && java -jar jcstress.jar -m quick -t Reactor_01_RequestCancel.TwoRequests)}
     */
    @JCStressTest
    @Outcome(id = "8, 0, 0, 0", expect = ACCEPTABLE, desc = "All 8 requested elements, distinct increasing ids.")
    @Outcome(id = "[0-7], 0, 0, 0", expect = FORBIDDEN, desc = "Demand lost: fewer elements than the two requests asked for.")
    @Outcome(expect = FORBIDDEN, desc = "More than requested, a duplicate position, ids out of order, or a protocol fault.")
    @State
    public static class TwoRequests extends Subscribed {
        @Actor
        public void actor1() {
            recorder.request(FIRST);
        }

        @Actor
        public void actor2() {
            recorder.request(SECOND);
        }

        @Arbiter
        public void arbiter(IIII_Result r) {
            judge(r, false);
        }
    }
}
