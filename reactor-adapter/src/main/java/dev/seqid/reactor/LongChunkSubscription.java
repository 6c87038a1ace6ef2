package dev.seqid.reactor;

import dev.seqid.GeneratorOverflowException;
import dev.seqid.UuidGenerator;
import java.util.Arrays;
import reactor.core.CoreSubscriber;
import reactor.core.scheduler.Scheduler;

/**
 * Emits chunks of ids as {@code long} pairs: each element is a new {@code long[]} of
 * {@code 2 * idsPerChunk} longs (fewer only for the chunk cut short by the generator's lead), the
 * (most, least) significant words of consecutive ids. Each element's ids come from one call.
 */
final class LongChunkSubscription extends IdSubscription<long[]> {

    private final int idsPerChunk;
    private long[][] chunks;

    LongChunkSubscription(CoreSubscriber<? super long[]> actual, UuidGenerator generator, Scheduler timer, long count,
            int idsPerChunk) {
        super(actual, generator, timer, count);
        this.idsPerChunk = idsPerChunk;
    }

    @Override
    int take(int count) {
        long[][] c = chunks;
        if (c == null || c.length < count) {
            chunks = c = new long[c == null ? count : CHUNK][];
        }
        for (int i = 0; i < count; i++) {
            long[] chunk = new long[2 * idsPerChunk];
            int got;
            try {
                got = generator.tryNextLongs(chunk, 0, idsPerChunk);
            } catch (GeneratorOverflowException e) {
                if (i == 0) {
                    throw e;
                }
                return i; // emit the chunks taken first: the drain's next take throws it again
            }
            if (got == 0) {
                return i;
            }
            c[i] = got == idsPerChunk ? chunk : Arrays.copyOf(chunk, 2 * got);
            if (got < idsPerChunk) {
                return i + 1; // a short chunk: the lead is reached (the drain waits if more were wanted)
            }
        }
        return count;
    }

    @Override
    void emit(int i) {
        long[] chunk = chunks[i];
        chunks[i] = null;
        actual.onNext(chunk);
    }
}
