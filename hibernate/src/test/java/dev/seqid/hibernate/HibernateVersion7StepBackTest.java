package dev.seqid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidOrder;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.hibernate.id.uuid.UuidVersion7Strategy;
import org.junit.jupiter.api.Test;

/**
 * What Hibernate's own version 7 generator ({@code UuidVersion7Strategy}, behind
 * {@code @UuidGenerator(style = VERSION_7)}) does when the clock reads earlier than its last id, as
 * docs/comparison.md, the README's "Performance at a glance" table and docs/performance.md state: it
 * keeps its last time, moving it forward by a fraction of the millisecond when a random draw is not
 * above the last one, so its ids keep increasing and carry the later time. The strategy reads
 * {@code Instant.now()} itself; its public constructor sets the last state, here 10 s ahead of the
 * clock, which is where a step back of 10 s leaves it.
 */
class HibernateVersion7StepBackTest {

    private static long millis(UUID id) {
        return id.getMostSignificantBits() >>> 16;
    }

    @Test
    void keepsItsLastTimeAndCountsOnWhenTheClockIsBehind() {
        for (long initialSequence : new long[] {0, (1L << 62) - 1}) {
            Instant ahead = Instant.now().plusSeconds(10);
            UuidVersion7Strategy strategy = new UuidVersion7Strategy(ahead, initialSequence);
            List<UUID> ids = new ArrayList<>();
            for (int i = 0; i < 10_000; i++) {
                ids.add(strategy.generateUuid(null));
            }

            assertThat(ids).extracting(UUID::version).containsOnly(7);
            assertThat(ids).as("last sequence %d: increasing", initialSequence).isSortedAccordingTo(UuidOrder.UNSIGNED).doesNotHaveDuplicates();
            assertThat(millis(ids.get(0))).as("the time it kept, not the clock's").isEqualTo(ahead.toEpochMilli());
            assertThat(millis(ids.get(ids.size() - 1)) - ahead.toEpochMilli())
                    .as("moved forward by fractions of a millisecond only").isBetween(0L, 10L);
        }
    }
}
