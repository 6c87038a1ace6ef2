package dev.seqid;

/**
 * Reaches generator-core's package-private test settings from the jcstress tests. It lives in
 * package {@code dev.seqid} of this module, which runs on the class path, where a package may span
 * two jars; nothing outside the stress tests uses it.
 */
public final class GeneratorTestAccess {

    private GeneratorTestAccess() {
    }

    /** {@code builder.addInPlaceUpTo(counterValue)}: see {@code UuidGenerator.Builder}. */
    public static UuidGenerator.Builder addInPlaceUpTo(UuidGenerator.Builder builder, long counterValue) {
        return builder.addInPlaceUpTo(counterValue);
    }
}
