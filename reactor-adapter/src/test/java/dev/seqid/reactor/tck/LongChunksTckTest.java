package dev.seqid.reactor.tck;

import org.reactivestreams.Publisher;

/** The endless {@code longChunks(k)}, cut to {@code n} elements as {@code flux()} is in {@link UuidFluxEndlessTckTest}. */
public class LongChunksTckTest extends SeqidPublisherVerification<long[]> {

    /** Neither 1 nor a divisor of the subscription's chunk of 256 elements. */
    private static final int IDS_PER_CHUNK = 7;

    @Override
    public Publisher<long[]> createPublisher(long elements) {
        return elements == Long.MAX_VALUE
                ? ids.longChunks(IDS_PER_CHUNK)
                : ids.longChunks(IDS_PER_CHUNK).take(elements, false);
    }
}
