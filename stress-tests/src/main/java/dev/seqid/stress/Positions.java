package dev.seqid.stress;

import dev.seqid.UuidLayout;
import java.util.Comparator;
import java.util.UUID;

/**
 * Compares ids by the generator position they were built from, (tick, counter), read back with
 * {@link UuidLayout#tickOf} and {@link UuidLayout#counterOf}.
 *
 * <p>Why not just compare the ids: every id also carries fresh random bits, so two ids built from
 * the same position (a lost CAS that still handed out an id, say) almost never compare equal. A
 * test that only looked for equal ids could not see that bug. Positions can.
 */
final class Positions {

    private Positions() {
    }

    /** -1, 0 or 1 as {@code a}'s position is before, the same as, or after {@code b}'s. */
    static int compare(UuidLayout layout, UUID a, UUID b) {
        int byTick = Long.compare(layout.tickOf(a), layout.tickOf(b));
        return byTick != 0 ? byTick : Long.compare(layout.counterOf(a), layout.counterOf(b));
    }

    /**
     * -1 or 1 as {@code a} sorts before or after {@code b} in {@code order}, or 0 when both were
     * built from the same position (a duplicate, whatever their random bits say).
     */
    static int order(UuidLayout layout, Comparator<UUID> order, UUID a, UUID b) {
        return compare(layout, a, b) == 0 ? 0 : Integer.signum(order.compare(a, b));
    }

    /** How many different positions {@code ids} were built from (a duplicate counts once). */
    static int distinct(UuidLayout layout, UUID... ids) {
        int distinct = 0;
        for (int i = 0; i < ids.length; i++) {
            boolean seen = false;
            for (int j = 0; j < i; j++) {
                seen |= compare(layout, ids[i], ids[j]) == 0;
            }
            distinct += seen ? 0 : 1;
        }
        return distinct;
    }
}
