package dev.seqid.reactor;

import dev.seqid.UuidGenerator;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.reactivestreams.Subscription;
import reactor.core.CoreSubscriber;
import reactor.core.Disposable;
import reactor.core.publisher.Operators;
import reactor.core.scheduler.Scheduler;

/**
 * The rules the id publishers ({@link IdSubscription}) and the keying operator
 * ({@link KeyingSubscriber}) share, written once: how a demand that found the generator at its
 * maximum lead waits for the clock without parking a thread, and the error of a non-positive
 * request (Reactive Streams rule 3.9).
 */
final class ClockWait {

    private ClockWait() {
    }

    /** The error a subscription signals for {@code request(n)} with {@code n <= 0} (rule 3.9). */
    static IllegalArgumentException badRequest(long n) {
        return new IllegalArgumentException("request must be positive (Reactive Streams rule 3.9), got " + n);
    }

    /**
     * Runs {@code task}, the subscription's continuation, on {@code timer} once {@code generator} advises that ids can be made again
     * ({@link UuidGenerator#retryAfterNanos()}), after a take that made nothing; no thread waits.
     * If the timer rejects the task, passes the error Reactor makes of that
     * ({@link Operators#onRejectedExecution}) to {@code onRejected} and returns null.
     *
     * @return the scheduled task, to dispose of on cancel; null if the timer rejected it
     */
    static <S extends Subscription & Runnable> Disposable retryLater(Scheduler timer, UuidGenerator generator, S task, CoreSubscriber<?> actual,
            Consumer<? super RuntimeException> onRejected) {
        try {
            return timer.schedule(task, generator.retryAfterNanos(), TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException ex) {
            onRejected.accept(Operators.onRejectedExecution(ex, task, null, null, actual.currentContext()));
            return null;
        }
    }
}
