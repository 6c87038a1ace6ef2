package dev.seqid.reactor.tck;

import java.util.UUID;
import org.reactivestreams.Publisher;
import org.testng.SkipException;
import org.testng.annotations.Test;

/**
 * {@code mono()}: one id, then completion ({@code maxElementsFromPublisher() == 1}, so the TCK
 * skips every rule that needs more elements; {@code flux(count)} runs them on the same
 * subscription class). It cannot be empty: the TCK's 0-element publisher is the same mono, used
 * only by the rules that subscribe and cancel (1.9), and the empty-stream rule is skipped here
 * rather than passed by a stream that is not empty.
 */
public class UuidMonoTckTest extends SeqidPublisherVerification<UUID> {

    @Override
    public Publisher<UUID> createPublisher(long elements) {
        return ids.mono();
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1;
    }

    @Override
    @Test
    public void optional_spec105_emptyStreamMustTerminateBySignallingOnComplete() {
        throw new SkipException("mono() always emits one id: it has no empty stream");
    }
}
