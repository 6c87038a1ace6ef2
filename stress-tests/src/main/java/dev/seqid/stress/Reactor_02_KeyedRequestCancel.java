package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.UuidLayout;
import dev.seqid.reactor.ReactiveUuids;
import java.util.UUID;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressMeta;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIII_Result;
import reactor.core.publisher.Flux;
import reactor.core.scheduler.Schedulers;
import reactor.util.function.Tuple2;

/**
 * The race of {@link Reactor_01_RequestCancel} on the keying operator,
 * {@link ReactiveUuids#keyed(org.reactivestreams.Publisher)} (the adapter's
 * {@code KeyingSubscriber}: a drain serialized by a work-in-progress counter that reserves the ids
 * of a chunk of demand and only then requests that many elements from the source). The source is
 * {@code Flux.range(0, Integer.MAX_VALUE)}, which emits on the thread that requests; the generator
 * and timer are those of {@link Reactor_01_RequestCancel}, so every signal has ended when the
 * actors have.
 * <ul>
 *   <li>{@link Cancel}: actor 1 requests 3 and then 5, actor 2 only cancels;</li>
 *   <li>{@link RequestThenCancel}: actor 1 requests 3, actor 2 requests 5 and then cancels;</li>
 *   <li>{@link TwoRequests}: no cancel; all 8 elements must arrive.</li>
 * </ul>
 *
 * <p><b>Invariant:</b> that of {@link Reactor_01_RequestCancel}, and the elements arrive in the
 * source's order (element {@code i} is {@code i}) each with its own id, the ids increasing. The
 * operator's own cancel check comes before the downstream {@code onNext}, so one element whose
 * check preceded the cancel may begin after {@code cancel()} returned (interesting); two may not.
 *
 * <p>Result: as in {@link Reactor_01_RequestCancel}; the other faults also count elements out of
 * the source's order.
 *
 * <p>Run all: {@code (cd stress-tests/target && java -jar jcstress.jar -m quick -t Reactor_02)}; one:
 * {@code (cd stress-tests/target && java -jar jcstress.jar -m quick -t Reactor_02_KeyedRequestCancel.RequestThenCancel)}
 */
@Outcome(id = "[0-8], 0, 0, 0", expect = ACCEPTABLE,
        desc = "At most the 8 requested elements, in order, none begun after cancel() returned, distinct increasing ids.")
@Outcome(id = "[1-8], 1, 0, 0", expect = ACCEPTABLE_INTERESTING,
        desc = "One element begun after cancel() returned: the operator had checked for a cancel before it (rules 1.8, 3.12).")
@Outcome(expect = FORBIDDEN,
        desc = "More than requested, two elements after the cancel, a duplicate position, ids or elements out of order, or a protocol fault.")
public class Reactor_02_KeyedRequestCancel {

    private static final int FIRST = Reactor_01_RequestCancel.FIRST;
    private static final int SECOND = Reactor_01_RequestCancel.SECOND;
    private static final UuidLayout V7 = UuidLayout.v7();

    /** The state every variant shares: a subscription of the keyed range, and the grading. */
    abstract static class Subscribed {
        final RecordingSubscriber<Tuple2<Integer, UUID>> recorder = RecordingSubscriber.subscribe(
                ReactiveUuids.of(Reactor_01_RequestCancel.Subscribed.generator(), Schedulers.immediate())
                        .keyed(Flux.range(0, Integer.MAX_VALUE)),
                FIRST + SECOND + 2);

        /** {@link RecordingSubscriber#judge}, plus the elements out of the source's order among the faults. */
        final void judge(IIII_Result r, boolean cancelled) {
            int outOfSequence = 0;
            for (int i = 0; i < recorder.kept(); i++) {
                if (recorder.element(i).getT1() != i) {
                    outOfSequence++;
                }
            }
            recorder.judge(V7, Tuple2::getT2, cancelled, r);
            r.r4 += outOfSequence;
        }
    }

    /**
     * Actor 1 requests 3 and then 5; actor 2 cancels, racing both. (This was a three-actor test, a
     * request on each of two threads and the cancel on a third, which jcstress never ran on the
     * 2-CPU build machine: it runs a test only on at least as many CPUs as it has actors. Two
     * requests racing each other are {@link RequestThenCancel}'s and {@link TwoRequests}'.)
     */
    @JCStressTest
    @JCStressMeta(Reactor_02_KeyedRequestCancel.class)
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

    /** Two requests racing, and a cancel: actor 1 requests 3, actor 2 requests 5 and then cancels. */
    @JCStressTest
    @JCStressMeta(Reactor_02_KeyedRequestCancel.class)
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
     * Two requests racing, no cancel: whichever thread holds the drain reserves and requests for
     * the demand of both, so all 8 arrive.
     *
     * <p>Run: {@code (cd stress-tests/target && java -jar jcstress.jar -m quick -t Reactor_02_KeyedRequestCancel.TwoRequests)}
     */
    @JCStressTest
    @Outcome(id = "8, 0, 0, 0", expect = ACCEPTABLE, desc = "All 8 requested elements, in order, distinct increasing ids.")
    @Outcome(id = "[0-7], 0, 0, 0", expect = FORBIDDEN, desc = "Demand lost: fewer elements than the two requests asked for.")
    @Outcome(expect = FORBIDDEN, desc = "More than requested, a duplicate position, ids or elements out of order, or a protocol fault.")
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
