package dev.seqid.reactor;

import dev.seqid.UuidGenerator;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.function.BiFunction;
import org.reactivestreams.Subscription;
import reactor.core.CoreSubscriber;
import reactor.core.Disposable;
import reactor.core.Scannable;
import reactor.core.publisher.Operators;
import reactor.core.scheduler.Scheduler;
import reactor.util.context.Context;

/**
 * Pairs each element of the source with an id. The ids for a chunk of downstream demand (up to
 * {@value IdSubscription#CHUNK} elements) are reserved with one non-blocking call of the generator
 * <em>before</em> that many elements are requested from the source, so every element finds its id
 * waiting and nothing is ever queued: the ids keep the elements' order. When the generator has
 * reached its maximum lead nothing more is requested from the source until the timer, after
 * {@link UuidGenerator#retryAfterNanos()}, finds the clock has moved on; no thread is parked. Under
 * {@code THROW} the generator's take throws {@link dev.seqid.GeneratorOverflowException} instead,
 * and that is the downstream {@code onError}.
 *
 * <p>The drain (reserve, then request) is serialized by {@link #wip}; the source's signals are
 * serial by rule 1.3. The two meet only at the chunk boundary: the drain acts only when every
 * element requested so far has been emitted ({@code head == count}, with {@code head} published
 * by a release store after the downstream {@code onNext} returned), so its own signals (an error
 * of the generator or of a bad request) never overlap an {@code onNext}. Ids of a chunk the source
 * does not use (it completed early) are simply never handed out.
 */
final class KeyingSubscriber<T, R> implements CoreSubscriber<T>, Subscription, Scannable, Runnable {

    private final CoreSubscriber<? super R> actual;
    private final UuidGenerator generator;
    private final Scheduler timer;
    private final BiFunction<? super T, ? super UUID, ? extends R> combiner;
    private final UUID[] ids = new UUID[IdSubscription.CHUNK];

    private Subscription s;
    /** Ids of the current chunk: {@code ids[head .. count)} wait for elements already requested from the source. */
    private volatile int head;
    private static final AtomicIntegerFieldUpdater<KeyingSubscriber> HEAD =
            AtomicIntegerFieldUpdater.newUpdater(KeyingSubscriber.class, "head");
    private int count;

    /** Downstream demand not yet requested from the source; {@link Long#MAX_VALUE} for unbounded. */
    private volatile long demand;
    private static final AtomicLongFieldUpdater<KeyingSubscriber> DEMAND =
            AtomicLongFieldUpdater.newUpdater(KeyingSubscriber.class, "demand");

    private volatile int wip;
    private static final AtomicIntegerFieldUpdater<KeyingSubscriber> WIP =
            AtomicIntegerFieldUpdater.newUpdater(KeyingSubscriber.class, "wip");

    private volatile int terminal;
    private static final AtomicIntegerFieldUpdater<KeyingSubscriber> TERMINAL =
            AtomicIntegerFieldUpdater.newUpdater(KeyingSubscriber.class, "terminal");

    private volatile boolean cancelled;
    private volatile boolean waiting;
    private volatile Disposable retry;
    private volatile IllegalArgumentException badRequest;
    private boolean done;

    KeyingSubscriber(CoreSubscriber<? super R> actual, UuidGenerator generator, Scheduler timer,
            BiFunction<? super T, ? super UUID, ? extends R> combiner) {
        this.actual = actual;
        this.generator = generator;
        this.timer = timer;
        this.combiner = combiner;
    }

    @Override
    public Context currentContext() {
        return actual.currentContext();
    }

    @Override
    public void onSubscribe(Subscription s) {
        if (Operators.validate(this.s, s)) {
            this.s = s;
            actual.onSubscribe(this);
        }
    }

    @Override
    public void onNext(T t) {
        if (done) {
            Operators.onNextDropped(t, actual.currentContext());
            return;
        }
        int h = head;
        if (h == count) {
            s.cancel();
            onError(Operators.onOperatorError(new IllegalStateException(
                    "the source emitted more elements than requested (Reactive Streams rule 1.1)"), actual.currentContext()));
            return;
        }
        if (badRequest == null && !cancelled) {
            R r;
            try {
                r = Objects.requireNonNull(combiner.apply(t, ids[h]), "the combiner returned null");
            } catch (Throwable ex) {
                onError(Operators.onOperatorError(s, ex, t, actual.currentContext()));
                return;
            }
            actual.onNext(r);
        } else {
            Operators.onDiscard(t, actual.currentContext());
        }
        HEAD.lazySet(this, h + 1);
        if (h + 1 == count) {
            drain();
        }
    }

    @Override
    public void onError(Throwable t) {
        if (done) {
            Operators.onErrorDropped(t, actual.currentContext());
            return;
        }
        done = true;
        disposeRetry();
        terminate(t);
    }

    @Override
    public void onComplete() {
        if (done) {
            return;
        }
        done = true;
        disposeRetry();
        terminate(null);
    }

    @Override
    public void request(long n) {
        if (n <= 0) {
            badRequest = ClockWait.badRequest(n);
        } else {
            Operators.addCap(DEMAND, this, n);
        }
        drain();
    }

    @Override
    public void cancel() {
        if (!cancelled) {
            cancelled = true;
            s.cancel();
            disposeRetry();
        }
    }

    /** The timer's task: the clock may have moved on; try to reserve again. */
    @Override
    public void run() {
        waiting = false;
        drain();
    }

    private void drain() {
        if (WIP.getAndIncrement(this) != 0) {
            return;
        }
        int missed = 1;
        for (;;) {
            if (!cancelled && !waiting && terminal == 0 && head == count) {
                // Every element requested so far has been emitted: no onNext is under way.
                IllegalArgumentException bad = badRequest;
                if (bad != null) {
                    cancel();
                    terminate(bad);
                } else if (demand > 0) {
                    reserveAndRequest();
                }
            }
            missed = WIP.addAndGet(this, -missed);
            if (missed == 0) {
                return;
            }
        }
    }

    /** Reserves ids for the next chunk of demand and requests that many elements, or schedules a retry. */
    private void reserveAndRequest() {
        long d = demand;
        int want = (int) Math.min(d, IdSubscription.CHUNK);
        int got;
        try {
            got = generator.tryNext(ids, 0, want);
        } catch (RuntimeException ex) { // GeneratorOverflowException, or a clock the layout cannot encode
            cancel();
            terminate(ex);
            return;
        }
        if (got == 0) {
            waiting = true;
            waitForTheClock();
            return;
        }
        count = got;
        head = 0;
        if (d != Long.MAX_VALUE) {
            DEMAND.addAndGet(this, -got);
        }
        s.request(got); // may emit synchronously: onNext's drain() call then counts as missed
    }

    /** Reserves again on the timer once the generator can make ids (see {@link ClockWait#retryLater}). */
    private void waitForTheClock() {
        retry = ClockWait.retryLater(timer, generator, this, actual, rejected -> {
            cancel();
            terminate(rejected);
        });
        if (cancelled || terminal != 0) {
            disposeRetry();
        }
    }

    private void disposeRetry() {
        Disposable d = retry;
        if (d != null) {
            d.dispose();
        }
    }

    /** Signals completion ({@code error == null}) or the error, once, whichever comes first. */
    private void terminate(Throwable error) {
        if (!TERMINAL.compareAndSet(this, 0, 1)) {
            if (error != null) {
                Operators.onErrorDropped(error, actual.currentContext());
            }
            return;
        }
        if (error == null) {
            actual.onComplete();
        } else {
            actual.onError(error);
        }
    }

    @Override
    public Object scanUnsafe(Attr key) {
        if (key == Attr.PARENT) {
            return s;
        }
        if (key == Attr.ACTUAL) {
            return actual;
        }
        if (key == Attr.REQUESTED_FROM_DOWNSTREAM) {
            return demand;
        }
        if (key == Attr.PREFETCH) {
            return IdSubscription.CHUNK;
        }
        if (key == Attr.CANCELLED) {
            return cancelled;
        }
        if (key == Attr.TERMINATED) {
            return terminal != 0;
        }
        return TimerScan.attr(key, timer);
    }
}
