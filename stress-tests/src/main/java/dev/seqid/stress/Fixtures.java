package dev.seqid.stress;

import dev.seqid.ClockSource;
import dev.seqid.EntropySource;
import dev.seqid.SettableClockSource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.time.Instant;

/**
 * Generators for the tests. Their entropy is {@link EntropySource#threadLocalRandom()}: cheap and
 * free of shared state, so that a test stresses the generator's state machine and not an entropy
 * ring (the {@code Entropy_*} tests do that).
 */
final class Fixtures {

    /** The instant every frozen clock reads. */
    static final Instant FROZEN_AT = Instant.parse("2026-01-01T00:00:00Z");

    /**
     * A clock that never moves: every call of every generator on it lands in the same tick.
     * Shared by all states, which is safe because nothing ever sets it.
     */
    static final SettableClockSource FROZEN_CLOCK = new SettableClockSource(FROZEN_AT);

    private Fixtures() {
    }

    /** A generator of {@code layout} on {@link #FROZEN_CLOCK}. */
    static UuidGenerator frozen(UuidLayout layout) {
        return on(layout, FROZEN_CLOCK);
    }

    /** A generator of {@code layout} on {@code clock}. */
    static UuidGenerator on(UuidLayout layout, ClockSource clock) {
        return UuidGenerator.builder().layout(layout).clock(clock).entropy(EntropySource.threadLocalRandom()).build();
    }

    /** A clock of its own, reading {@link #FROZEN_AT} until a test moves it. */
    static SettableClockSource settableClock() {
        return new SettableClockSource(FROZEN_AT);
    }
}
