package dev.seqid;

import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Reaches generator-core's package-private test settings and fault hooks from the jcstress tests
 * and the soak runner. It lives in package {@code dev.seqid} of this module: a split package, which
 * works because this module runs on the class path (the module system would refuse it). Not part
 * of the library.
 */
public final class GeneratorTestAccess {

    private GeneratorTestAccess() {
    }

    /** {@code builder.addInPlaceUpTo(counterValue)}: see {@code UuidGenerator.Builder}. */
    public static UuidGenerator.Builder addInPlaceUpTo(UuidGenerator.Builder builder, long counterValue) {
        return builder.addInPlaceUpTo(counterValue);
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
