package dev.seqid.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@link ThreadSlots} by its class comment: a thread finds only its own object, claims its slot on
 * its first miss, and, once another thread has taken the slot, claims it again only after
 * {@value ThreadSlots#RECLAIM_AFTER} misses. The threads here are never started: a slot is picked
 * by a {@code Thread}'s id and an object names its owner, so unstarted threads stand for running ones.
 */
public class ThreadSlotsTest {

    private static final class Owned extends ThreadOwned {
        Owned(Thread owner) {
            super(owner);
        }
    }

    /**
     * Two unstarted threads, running {@code first} and {@code second}, whose ids pick the same slot
     * of a table (also for the striped view's test of two threads on one slot).
     */
    @SuppressWarnings("deprecation")
    public static Thread[] twoOnOneSlot(Runnable first, Runnable second) {
        Thread one = new Thread(first);
        while (true) {
            Thread two = new Thread(second);
            if ((two.getId() & (ThreadSlots.SLOTS - 1)) == (one.getId() & (ThreadSlots.SLOTS - 1))) {
                return new Thread[] {one, two};
            }
        }
    }

    private static Thread[] twoOnOneSlot() {
        return twoOnOneSlot(() -> { }, () -> { });
    }

    @Test
    void aThreadFindsNothingUntilItsFirstMissClaimsItsSlot() {
        ThreadOwned[] slots = ThreadSlots.newTable();
        Thread thread = new Thread(() -> { });
        Owned own = new Owned(thread);
        assertThat((Owned) ThreadSlots.mine(slots, thread)).isNull();
        ThreadSlots.missed(slots, own);
        assertThat((Owned) ThreadSlots.mine(slots, thread)).isSameAs(own);
        assertThat((Owned) ThreadSlots.mine(slots, new Thread(() -> { }))).as("a thread with the next id, in the next slot").isNull();
    }

    @Test
    void aThreadNeverFindsAnotherThreadsObjectInItsSlot() {
        Thread[] pair = twoOnOneSlot();
        ThreadOwned[] slots = ThreadSlots.newTable();
        ThreadSlots.missed(slots, new Owned(pair[0]));
        assertThat((Owned) ThreadSlots.mine(slots, pair[1])).isNull();
    }

    @Test
    void aThreadWhoseSlotWasTakenClaimsItAgainOnlyAfterItsCreditOfMisses() {
        Thread[] pair = twoOnOneSlot();
        ThreadOwned[] slots = ThreadSlots.newTable();
        Owned a = new Owned(pair[0]);
        Owned b = new Owned(pair[1]);
        ThreadSlots.missed(slots, a); // a claims on its first miss
        ThreadSlots.missed(slots, b); // and so does b, taking the slot
        assertThat((Owned) ThreadSlots.mine(slots, pair[1])).isSameAs(b);
        for (int i = 0; i < ThreadSlots.RECLAIM_AFTER; i++) {
            ThreadSlots.missed(slots, a);
            assertThat((Owned) ThreadSlots.mine(slots, pair[0])).as("after %d misses of a", i + 1).isNull();
        }
        ThreadSlots.missed(slots, a);
        assertThat((Owned) ThreadSlots.mine(slots, pair[0])).isSameAs(a);
        assertThat((Owned) ThreadSlots.mine(slots, pair[1])).isNull();
    }
}
