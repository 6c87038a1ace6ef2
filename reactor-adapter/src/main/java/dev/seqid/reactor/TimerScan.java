package dev.seqid.reactor;

import reactor.core.Scannable.Attr;
import reactor.core.scheduler.Scheduler;

/**
 * What every publisher and subscription of this package answers to {@code Scannable.scan} about
 * where it runs: on its timer (the scheduler that resumes the demand a wait for the clock left
 * over), in the asynchronous style, since a wait moves the emissions to that scheduler's thread.
 */
final class TimerScan {

    private TimerScan() {
    }

    /**
     * The value of {@code key} for an operator that waits on {@code timer}: the timer for
     * {@link Attr#RUN_ON}, {@link Attr.RunStyle#ASYNC} for {@link Attr#RUN_STYLE}, otherwise null
     * (the caller answers its other keys itself).
     */
    static Object attr(Attr<?> key, Scheduler timer) {
        if (key == Attr.RUN_ON) {
            return timer;
        }
        if (key == Attr.RUN_STYLE) {
            return Attr.RunStyle.ASYNC;
        }
        return null;
    }
}
