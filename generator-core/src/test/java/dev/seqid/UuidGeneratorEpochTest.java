package dev.seqid;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.testing.SeededEntropySource;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * White-box: the moment between one thread sealing an epoch and the same thread installing its
 * successor (two CASes; the thread can be preempted between them). Another thread that calls the
 * generator then finds the epoch sealed. The class contract: a sealed state never changes, and
 * that thread helps install the successor instead of handing out an id from the sealed state.
 */
class UuidGeneratorEpochTest {

    private static final Instant START = Instant.parse("2025-10-10T10:10:10.010Z");

    /** Seals {@code e} exactly as the sealing thread's first CAS does, without installing a successor. */
    private static long sealAsAPreemptedThreadWould(Epoch e) {
        long s = e.stateVolatile();
        assertThat(s).isNotNegative();
        assertThat(e.casState(s, s | Long.MIN_VALUE)).isTrue();
        return s | Long.MIN_VALUE;
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aSealedEpochIsNeverWrittenEvenWhenTheClockIsFarBehindIt(boolean batch) throws Exception {
        SettableClockSource clock = new SettableClockSource(START);
        // 42-bit counter: 21 bits of relative tick, about 35 minutes
        UuidGenerator g = UuidGenerator.builder()
                .layout(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 42))
                .clock(clock)
                .entropy(new SeededEntropySource(1))
                .build();
        List<UUID> ids = new ArrayList<>();
        ids.add(g.next());

        // Thread A reads the clock 36 minutes ahead (past the relative range) and seals the epoch ...
        clock.advance(Duration.ofMinutes(36));
        Epoch e = Ids.epochOf(g);
        long sealed = sealAsAPreemptedThreadWould(e);
        // ... and is preempted. The clock is stepped back two hours; thread B asks for ids.
        clock.advance(Duration.ofHours(-2));
        for (int i = 0; i < 3; i++) {
            if (batch) {
                UUID[] two = new UUID[2];
                g.next(two);
                ids.add(two[0]);
                ids.add(two[1]);
            } else {
                ids.add(g.next());
            }
        }
        // A batch's CAS never writes a sealed state; a single id's add does, once, and drops its
        // position: the call that finds the sign bit before its add installs the successor.
        assertThat(e.stateVolatile()).as("the sealed state: only the one add of the call that found it sealed")
                .isEqualTo(batch ? sealed : sealed + 1);
        // B counts on at the last tick: the generator's time, not 2^21 ms beyond it
        for (UUID u : ids) {
            assertThat(Ids.unixTsMs(u)).isEqualTo(START.toEpochMilli());
        }

        // The clock comes back: later ids are greater than all of them.
        clock.set(START.plusMillis(1));
        ids.add(g.next());
        clock.set(START.plus(Duration.ofHours(1)));
        ids.add(g.next());
        Ids.assertStrictlyIncreasing(ids);
        assertThat(Ids.unixTsMs(ids.get(ids.size() - 1))).isEqualTo(clock.millis());
    }
}
