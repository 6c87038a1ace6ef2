package dev.seqid.reactor.tck;

import dev.seqid.UuidGenerator;
import dev.seqid.reactor.ReactiveUuids;
import org.reactivestreams.Publisher;
import org.reactivestreams.tck.PublisherVerification;
import org.reactivestreams.tck.TestEnvironment;

/**
 * The Reactive Streams TCK's publisher rules for one of {@link ReactiveUuids}' publishers. TestNG
 * classes: the TestNG engine runs them on the JUnit platform, so surefire runs them with the
 * JUnit tests.
 *
 * <p>Timeouts: 1 s for a signal the TCK expects (only reached when a rule fails), 100 ms of quiet
 * for a signal it must not see (the TCK's default; spent on every such check).
 */
public abstract class SeqidPublisherVerification<T> extends PublisherVerification<T> {

    /** Time for an expected signal. */
    static final long TIMEOUT_MILLIS = 1_000;
    /** Time waited for a signal that must not come. */
    static final long NO_SIGNALS_TIMEOUT_MILLIS = 100;

    final ReactiveUuids ids = ReactiveUuids.of(UuidGenerator.builder().build());

    protected SeqidPublisherVerification() {
        super(new TestEnvironment(TIMEOUT_MILLIS, NO_SIGNALS_TIMEOUT_MILLIS));
    }

    /** None of the id publishers can be made to fail on subscribe: the TCK's rules on that are skipped. */
    @Override
    public Publisher<T> createFailedPublisher() {
        return null;
    }
}
