package dev.seqid.stress;

import dev.seqid.ClockSource;
import dev.seqid.EntropySource;
import dev.seqid.MonotonicMethod;
import dev.seqid.PrefilledEntropySource;
import dev.seqid.testing.SettableClockSource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.time.Instant;
import java.util.UUID;

/**
 * Generators for the tests. Their entropy is {@link EntropySource#threadLocalRandom()}: cheap and
 * free of shared state, so that a test stresses the generator's state machine and not an entropy
 * ring (the {@code Entropy_*} tests do that, some on a {@link #closedSource()}).
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

    /**
     * A v7-shaped layout with a counter of {@code bits} bits: RFC 9562 asks for 12 or more, the
     * generator takes any width, and a tiny counter lets two actors reach its end.
     */
    static UuidLayout tinyCounterV7(int bits) {
        return UuidLayout.builder("v7-counter-" + bits).version(7).rfcVariant(true).counter(MonotonicMethod.DEDICATED_COUNTER, bits).build();
    }

    /** Makes ids until the counter reads its last value but one; returns the last id made. */
    static UUID runToLastButOne(UuidGenerator generator) {
        UuidLayout layout = generator.layout();
        long lastButOne = (1L << layout.counterBits()) - 2;
        UUID id = generator.next();
        for (int made = 1; layout.counterOf(id) != lastButOne; made++) {
            if (made > 1 << layout.counterBits()) {
                throw new IllegalStateException("the counter never read " + lastButOne + " in " + made + " ids; last " + id);
            }
            id = generator.next();
        }
        return id;
    }

    /** A clock of its own, reading {@link #FROZEN_AT} until a test moves it. */
    static SettableClockSource settableClock() {
        return new SettableClockSource(FROZEN_AT);
    }

    /**
     * A fresh entropy source of 64-byte blocks, closed before its first draw: no producer thread
     * is started per state, and every block is filled inline (which the grant hand-off does not
     * distinguish from a block of the ring). Every thread starts with an empty grant in it.
     */
    static PrefilledEntropySource closedSource() {
        PrefilledEntropySource s = new PrefilledEntropySource(64, 4);
        s.close();
        return s;
    }

    /** How many pairs of a value in {@code a} and an equal value in {@code b} there are: 0 when the two draws share nothing. */
    static int sharedValues(long[] a, long[] b) {
        int shared = 0;
        for (long x : a) {
            for (long y : b) {
                if (x == y) {
                    shared++;
                }
            }
        }
        return shared;
    }

    /** How many pairs of equal values {@code values} holds: 0 when no value was drawn twice. */
    static int repeats(long[] values) {
        int n = 0;
        for (int i = 0; i < values.length; i++) {
            for (int j = i + 1; j < values.length; j++) {
                if (values[i] == values[j]) {
                    n++;
                }
            }
        }
        return n;
    }
}
