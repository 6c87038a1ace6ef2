package dev.seqid.benchmarks;

import dev.seqid.EntropySource;
import dev.seqid.UuidGenerator;
import java.util.UUID;

/**
 * What one task of {@link ShortLivedThreadsBenchmark} does on its new thread: make one id, or
 * nothing ({@link #EMPTY}, the cost of the thread alone). Each returns a {@code long} drawn from its
 * id for the caller to store, so that the id is made but the {@code UUID} object itself is not kept.
 * The seqid generators are built once, on first use, and shared by every task, as an application
 * shares one generator.
 */
enum OneIdTask {

    /** Makes no id; the thread and the harness alone. */
    EMPTY("empty task") {
        @Override
        long run(int index) {
            return index;
        }
    },

    /** The JDK's random (version 4) UUID, the peer that users would otherwise pick. */
    RANDOM_UUID("UUID.randomUUID()") {
        @Override
        long run(int index) {
            return bits(UUID.randomUUID());
        }
    },

    /** {@code UuidGenerator.builder().build()}: every default, so secure entropy and the cached clock. */
    SEQID_DEFAULT("seqid default") {
        @Override
        long run(int index) {
            return bits(Generators.DEFAULT.next());
        }
    },

    /** The defaults but {@link EntropySource#threadLocalRandom()}. */
    SEQID_THREAD_LOCAL_RANDOM("seqid threadLocalRandom()") {
        @Override
        long run(int index) {
            return bits(Generators.THREAD_LOCAL_RANDOM.next());
        }
    };

    private final String label;

    OneIdTask(String label) {
        this.label = label;
    }

    String label() {
        return label;
    }

    /** Makes this task's id (or none) as task number {@code index} and returns bits of it. */
    abstract long run(int index);

    private static long bits(UUID id) {
        return id.getMostSignificantBits() ^ id.getLeastSignificantBits();
    }

    /** Built when a seqid task first runs, not when the enum is loaded. */
    private static final class Generators {
        static final UuidGenerator DEFAULT = UuidGenerator.builder().build();
        static final UuidGenerator THREAD_LOCAL_RANDOM = UuidGenerator.builder().entropy(EntropySource.threadLocalRandom()).build();
    }
}
