package dev.seqid;

import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Opens the fault hooks of {@link PrefilledEntropySource} (package-private in generator-core) to
 * the soak runner in {@code dev.seqid.soak}. This class lives in package {@code dev.seqid} of the
 * stress-tests module: a split package, which works because the soak runs on the class path (the
 * module system would refuse it). Not part of the library.
 */
public final class EntropyFaultAccess {

    private EntropyFaultAccess() {
    }

    /**
     * A source whose producer threads fill blocks with the functions {@code producerFillers} makes,
     * one per producer thread started (the first, then each restart).
     */
    public static PrefilledEntropySource withProducerFillers(int blockBytes, int slots,
            Supplier<? extends Consumer<byte[]>> producerFillers) {
        return new PrefilledEntropySource(blockBytes, slots, producerFillers);
    }

    /** The source's current producer thread, or null before its first draw. */
    public static Thread producerThread(PrefilledEntropySource source) {
        return source.producerThread();
    }
}
