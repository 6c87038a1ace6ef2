package dev.seqid.stress;

import dev.seqid.UuidLayout;
import java.util.Comparator;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.openjdk.jcstress.infra.results.IIII_Result;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscription;
import reactor.core.CoreSubscriber;

/**
 * The subscriber of the {@code Reactor_*} tests: it requests nothing itself (the actors call
 * {@link #request} and {@link #cancel} on the subscription it was given) and records what arrives.
 *
 * <ul>
 *   <li>{@link #count}: {@code onNext} calls; the first {@code capacity} elements are kept.</li>
 *   <li>{@link #late}: {@code onNext} calls that <em>began</em> after {@link #cancel()} returned:
 *   the cancelling thread sets a volatile flag after {@code Subscription.cancel()} returns, and
 *   {@code onNext} reads it on entry.</li>
 *   <li>{@link #overlapping}: signals that began while another was under way (rule 1.3: signals
 *   are serial), seen through an atomic counter of signals in progress.</li>
 *   <li>{@link #terminal}: {@code onError} and {@code onComplete} calls; the tests' publishers are
 *   endless, so any is a fault.</li>
 * </ul>
 * The counters are plain fields: the tests' publishers emit on the thread that requests (the
 * generator never reaches its lead), so every signal has ended when the actors have, and the
 * arbiter reads them after that.
 */
final class RecordingSubscriber<T> implements CoreSubscriber<T> {

    private final Object[] elements;
    private final AtomicInteger signalling = new AtomicInteger();
    private volatile boolean cancelReturned;
    private Subscription subscription;

    int count;
    int late;
    int overlapping;
    int terminal;

    private RecordingSubscriber(int capacity) {
        this.elements = new Object[capacity];
    }

    /** Subscribes a recorder to {@code publisher}, which must call {@code onSubscribe} during the call. */
    static <T> RecordingSubscriber<T> subscribe(Publisher<T> publisher, int capacity) {
        RecordingSubscriber<T> recorder = new RecordingSubscriber<>(capacity);
        publisher.subscribe(recorder);
        if (recorder.subscription == null) {
            throw new IllegalStateException(publisher + " did not call onSubscribe during subscribe");
        }
        return recorder;
    }

    void request(long n) {
        subscription.request(n);
    }

    /** Cancels, then marks every {@code onNext} that begins from now on as late. */
    void cancel() {
        subscription.cancel();
        cancelReturned = true;
    }

    @SuppressWarnings("unchecked")
    T element(int i) {
        return (T) elements[i];
    }

    /** Elements kept: the first {@code capacity} of those that arrived. */
    int kept() {
        return Math.min(count, elements.length);
    }

    /** Pairs of kept elements whose ids share a (tick, counter) position. */
    int duplicatePositions(UuidLayout layout, Function<? super T, UUID> idOf) {
        int pairs = 0;
        for (int i = 0; i < kept(); i++) {
            for (int j = 0; j < i; j++) {
                if (Positions.compare(layout, idOf.apply(element(i)), idOf.apply(element(j))) == 0) {
                    pairs++;
                }
            }
        }
        return pairs;
    }

    /** Kept elements whose id does not sort after the previous element's in {@code order}. */
    int outOfOrder(UuidLayout layout, Comparator<UUID> order, Function<? super T, UUID> idOf) {
        int wrong = 0;
        for (int i = 1; i < kept(); i++) {
            if (Positions.order(layout, order, idOf.apply(element(i)), idOf.apply(element(i - 1))) != 1) {
                wrong++;
            }
        }
        return wrong;
    }

    /**
     * Grades a race into {@code r}: (onNext calls, of them late, pairs of ids sharing a position,
     * other faults: ids not increasing in the layout's database order, overlapping signals,
     * onError/onComplete). After a cancel ({@code cancelled}) it requests once more and adds what
     * that emits to the faults (the late count is read before).
     */
    void judge(UuidLayout layout, Function<? super T, UUID> idOf, boolean cancelled, IIII_Result r) {
        int arrived = count;
        r.r1 = arrived;
        r.r2 = late;
        r.r3 = duplicatePositions(layout, idOf);
        int faults = outOfOrder(layout, layout.databaseOrder(), idOf) + overlapping + terminal;
        if (cancelled) {
            request(1);
            faults += count - arrived;
        }
        r.r4 = faults;
    }

    @Override
    public void onSubscribe(Subscription s) {
        if (subscription != null) {
            s.cancel();
            terminal++; // a second subscription breaks rule 2.5; count it as a fault
            return;
        }
        subscription = s;
    }

    @Override
    public void onNext(T t) {
        boolean afterCancel = cancelReturned;
        enter();
        if (afterCancel) {
            late++;
        }
        if (count < elements.length) {
            elements[count] = t;
        }
        count++;
        exit();
    }

    @Override
    public void onError(Throwable t) {
        enter();
        terminal++;
        exit();
    }

    @Override
    public void onComplete() {
        enter();
        terminal++;
        exit();
    }

    private void enter() {
        if (signalling.getAndIncrement() != 0) {
            overlapping++;
        }
    }

    private void exit() {
        signalling.decrementAndGet();
    }
}
