package dev.seqid.reactor;

import dev.seqid.GeneratorOverflowException;
import dev.seqid.OverflowPolicy;
import dev.seqid.UuidGenerator;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
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
 * rest of the demand on the timer for when the clock allows, and returns: it never parks or sleeps
 * the subscriber's thread.
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

    /** Shortest wait scheduled when the generator's estimate is zero but it still made nothing. */
    private static final long MIN_WAIT_NANOS = 20_000;

    private static final int RUNNING = 0;
    private static final int CANCELLED = 1;
    /** A non-positive request arrived: the drain signals {@link #badRequest} and stops (§3.9). */
    private static final int BAD_REQUEST = 2;

    final CoreSubscriber<? super T> actual;
    final UuidGenerator generator;
    private final Scheduler timer;
    private final boolean throwOnOverflow;

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
        this.throwOnOverflow = generator.overflowPolicy() == OverflowPolicy.THROW;
        this.remaining = count;
    }

    /**
     * Takes up to {@code count} elements' ids from the generator without waiting and keeps them
     * for {@link #emit}; returns how many elements it can emit (0 to {@code count}).
     */
    abstract int take(int count);

    /**
     * Takes one element's ids with the generator's waiting call, as element {@code at}; used under
     * {@link OverflowPolicy#THROW} only, where that call throws {@link GeneratorOverflowException}
     * instead of waiting (or succeeds, if the clock has moved on since {@link #take}).
     */
    abstract void takeOneOrThrow(int at);

    /** Emits element {@code i} of those the last {@link #take}/{@link #takeOneOrThrow} kept. */
    abstract void emit(int i);

    @Override
    public final void request(long n) {
        if (n <= 0) {
            badRequest = new IllegalArgumentException(
                    "request must be positive (Reactive Streams rule 3.9), got " + n);
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
                } catch (RuntimeException ex) { // a clock the layout cannot encode
                    fail(ex);
                    return;
                }
                RuntimeException overflow = null;
                if (made < want && throwOnOverflow) {
                    try {
                        takeOneOrThrow(made);
                        made++;
                    } catch (RuntimeException ex) { // GeneratorOverflowException: after the ids already taken
                        overflow = ex;
                    }
                }
                for (int i = 0; i < made; i++) {
                    if (state != RUNNING) {
                        stopped();
                        return;
                    }
                    emit(i);
                }
                if (overflow != null) {
                    fail(overflow);
                    return;
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
                if (made < want) {
                    long wait = generator.nanosUntilNext();
                    if (made > 0 && wait == 0) {
                        continue; // progress, and the clock has already moved on: try again now
                    }
                    emitted = e;
                    schedule(Math.max(wait, MIN_WAIT_NANOS));
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

    private void schedule(long nanos) {
        try {
            retry = timer.schedule(this, nanos, TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException ex) {
            fail(Operators.onRejectedExecution(ex, this, null, null, actual.currentContext()));
            return;
        }
        if (state != RUNNING) {
            retry.dispose(); // cancelled while we scheduled: the task would only return; free the timer now
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
        if (key == Attr.RUN_ON) {
            return timer;
        }
        if (key == Attr.RUN_STYLE) {
            return Attr.RunStyle.ASYNC;
        }
        return null;
    }
}
