package dev.seqid.internal;

/**
 * <b>Not API.</b> The size rule of the streaming adapters' chunks (the Reactor adapter's
 * {@code longChunks}, the Kotlin flows' {@code chunk}): at most 65,536 ids per element, a
 * {@code long[]} of 1 MiB, so that one element never asks for an array a heap cannot give at once.
 * Written once here so that both adapters refuse the same sizes with the same message; exported
 * only to their modules.
 */
public final class Chunks {

    /** The most ids one chunk holds. */
    public static final int MAX_IDS = 65_536;

    private Chunks() {
    }

    /**
     * Returns {@code ids} if it is a chunk size, 1 to {@link #MAX_IDS}.
     *
     * @param parameter the caller's name for the size, for the message
     * @param ids       the size asked for
     * @return {@code ids}
     * @throws IllegalArgumentException otherwise: {@code <parameter> must be 1 to 65536, got <ids>}
     */
    public static int checkIds(String parameter, int ids) {
        if (ids < 1 || ids > MAX_IDS) {
            throw new IllegalArgumentException(parameter + " must be 1 to " + MAX_IDS + ", got " + ids);
        }
        return ids;
    }
}
