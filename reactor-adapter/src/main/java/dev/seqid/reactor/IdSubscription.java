package dev.seqid.reactor;

import dev.seqid.GeneratorOverflowException;
import dev.seqid.UuidGenerator;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import org.reactivestreams.Subscription;
import reactor.core.CoreSubscriber;
import reactor.core.Disposable;
import reactor.core.Scannable;
import reactor.core.publisher.Operators;
import reactor.core.scheduler.Scheduler;

/**
 * The subscription of an id publisher: emits exactly what is requested, taking the ids of each
 * chunk of demand (up to {@link #CHUNK} elements) with one non-blocking batch call of the
 * generator. Where the generator has reached its maximum lead it emits what it has, schedules the
 * rest of the demand on the timer for {@link UuidGenerator#retryAfterNanos()}, and returns: it
 * never parks or sleeps the subscriber's thread. The overflow policy is the generator's: under
 * {@code THROW} its take throws {@link GeneratorOverflowException} when it can make no id, and that
 * exception is the subscriber's {@code onError}, after the elements already taken.
 *
 * <p>Request accounting as in Reactor's own sources: {@code request} adds with
 * {@link Operators#addCap}; the thread that moves the demand from zero drains (emits) until it has
 * met all demand, and only then gives the drain up by subtracting what it emitted. While the
 * drain waits for the clock the demand stays above zero, so no other thread starts a second
 * drain; the timer's task continues it. Signals are therefore never concurrent, and none comes
 * after {@link #cancel()} returns except one already under way when it was called (§3.12: the
 * element being emitted at that moment).
 *
 * @param <T> the element type
 */
abstract class IdSubscription<T> implements Subscription, Scannable, Runnable {

    /** Most elements taken by one call of the generator. */
    static final int CHUNK = 256;

    private static final int RUNNING = 0;
    private static final int CANCELLED = 1;
    /** A non-positive request arrived: the drain signals {@link #badRequest} and stops (§3.9). */
    private static final int BAD_REQUEST = 2;

    final CoreSubscriber<? super T> actual;
    final UuidGenerator generator;
    private final Scheduler timer;

    /** Elements still to emit before completing; {@link Long#MAX_VALUE} for an endless publisher. Drain-owned. */
    private long remaining;

    private volatile long requested;
    private static final AtomicLongFieldUpdater<IdSubscription> REQUESTED =
            AtomicLongFieldUpdater.newUpdater(IdSubscription.class, "requested");

    private volatile int state;
    private static final AtomicIntegerFieldUpdater<IdSubscription> STATE =
            AtomicIntegerFieldUpdater.newUpdater(IdSubscription.class, "state");

    private volatile IllegalArgumentException badRequest;
    private volatile Disposable retry;
    /** Emitted but not yet subtracted from {@link #requested}; carried across a wait for the clock. Drain-owned. */
    private long emitted;
    private volatile boolean terminated;

    IdSubscription(CoreSubscriber<? super T> actual, UuidGenerator generator, Scheduler timer, long count) {
        this.actual = actual;
        this.generator = generator;
        this.timer = timer;
        this.remaining = count;
    }

    /**
     * Takes up to {@code count} elements' ids from the generator without waiting and keeps them
     * for {@link #emit}; returns how many elements it can emit (0 to {@code count}). Throws what the
     * generator's take throws ({@link GeneratorOverflowException} under {@code THROW}) only when it
     * has taken no element.
     */
    abstract int take(int count);

    /** Emits element {@code i} of those the last {@link #take} kept. */
    abstract void emit(int i);

    @Override
    public final void request(long n) {
        if (n <= 0) {
            badRequest = ClockWait.badRequest(n);
            if (!STATE.compareAndSet(this, RUNNING, BAD_REQUEST)) {
                return;
            }
            n = 1; // wake a drain if none is running; it signals the error, not an element
        }
        if (Operators.addCap(REQUESTED, this, n) == 0) {
            drain();
        }
    }

    @Override
    public final void cancel() {
        if (STATE.compareAndSet(this, RUNNING, CANCELLED)) {
            Disposable d = retry;
            if (d != null) {
                d.dispose();
            }
        }
    }

    /** The timer's task: continues the drain after a wait for the clock. */
    @Override
    public final void run() {
        drain();
    }

    private void drain() {
        long e = emitted;
        long r = requested;
        for (;;) {
            while (e != r) {
                if (stopped()) {
                    return;
                }
                int want = (int) Math.min(Math.min(r - e, remaining), CHUNK);
                int made;
                try {
                    made = take(want);
                } catch (RuntimeException ex) { // GeneratorOverflowException, or a clock the layout cannot encode
                    fail(ex);
                    return;
                }
                for (int i = 0; i < made; i++) {
                    if (state != RUNNING) {
                        stopped();
                        return;
                    }
                    emit(i);
                }
                e += made;
                if (remaining != Long.MAX_VALUE && (remaining -= made) == 0) {
                    if (stopped()) {
                        return;
                    }
                    terminated = true;
                    actual.onComplete();
                    return;
                }
                if (made == 0) { // the lead is reached: ask again when the generator says
                    emitted = e;
                    waitForTheClock();
                    return;
                }
            }
            if (stopped()) {
                return;
            }
            r = requested;
            if (r == e) {
                emitted = 0;
                r = REQUESTED.addAndGet(this, -e);
                if (r == 0) {
                    return;
                }
                e = 0;
            }
        }
    }

    /** Whether to stop draining; signals the error of a bad request (once) on the way out. */
    private boolean stopped() {
        int s = state;
        if (s == RUNNING) {
            return false;
        }
        if (s == BAD_REQUEST && STATE.compareAndSet(this, BAD_REQUEST, CANCELLED)) {
            terminated = true;
            actual.onError(badRequest);
        }
        return true;
    }

    private void fail(Throwable t) {
        if (STATE.compareAndSet(this, RUNNING, CANCELLED)) {
            terminated = true;
            actual.onError(t);
        } else {
            stopped(); // a bad request's error goes out first
            Operators.onErrorDropped(t, actual.currentContext());
        }
    }

    /** Continues the drain on the timer once the generator can make ids again (see {@link ClockWait#retryLater}). */
    private void waitForTheClock() {
        Disposable d = ClockWait.retryLater(timer, generator, this, actual, this::fail);
        retry = d;
        if (d != null && state != RUNNING) {
            d.dispose(); // cancelled while we scheduled: the task would only return; free the timer now
        }
    }

    @Override
    public Object scanUnsafe(Attr key) {
        if (key == Attr.ACTUAL) {
            return actual;
        }
        if (key == Attr.REQUESTED_FROM_DOWNSTREAM) {
            return requested;
        }
        if (key == Attr.CANCELLED) {
            return state != RUNNING && !terminated;
        }
        if (key == Attr.TERMINATED) {
            return terminated;
        }
        return TimerScan.attr(key, timer);
    }
}
