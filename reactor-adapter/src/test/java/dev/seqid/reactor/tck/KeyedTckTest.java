package dev.seqid.reactor.tck;

import java.util.UUID;
import org.reactivestreams.Publisher;
import reactor.core.publisher.Flux;
import reactor.util.function.Tuple2;

/**
 * The keying operator over {@code Flux.range}: {@code n} elements keyed, then completion. Its
 * failed publisher is the operator over a failing source, which must pass the error on after
 * {@code onSubscribe}.
 *
 * <p>{@code Flux.range} only logs a non-positive request instead of signalling rule 3.9's error;
 * the operator must signal it itself (the two 3.9 rules check that).
 */
public class KeyedTckTest extends SeqidPublisherVerification<Tuple2<Integer, UUID>> {

    @Override
    public Publisher<Tuple2<Integer, UUID>> createPublisher(long elements) {
        return ids.keyed(Flux.range(0, Math.toIntExact(elements)));
    }

    @Override
    public Publisher<Tuple2<Integer, UUID>> createFailedPublisher() {
        return ids.keyed(Flux.<Integer>error(new IllegalStateException("the source failed")));
    }

    /** {@code Flux.range} counts in {@code int}. */
    @Override
    public long maxElementsFromPublisher() {
        return Integer.MAX_VALUE;
    }
}
