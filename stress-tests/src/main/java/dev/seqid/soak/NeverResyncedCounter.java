package dev.seqid.soak;

import dev.seqid.UuidLayout;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * BASELINE, not a library layout: a counter of .NET ticks (the {@code tick-counter} layout's id
 * format) seeded once from the clock, that then only adds one per id and never looks at the clock
 * again. This is what a sequential-GUID counter that is not re-synced does; the multi-process soak
 * compares it with {@code tick-counter} (which steps to {@code max(previous + 1, now)}) and {@code v7}.
 * One thread only.
 */
final class NeverResyncedCounter {

    static final String NAME = "never-resynced-counter";

    private final UuidLayout format = UuidLayout.tickCounter();
    private long counter;

    NeverResyncedCounter() {
        this.counter = format.timestamp().tickOf(java.time.Instant.now());
    }

    UUID next() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return format.compose(++counter, 0, random.nextLong(), random.nextLong());
    }

    UuidLayout format() {
        return format;
    }
}
