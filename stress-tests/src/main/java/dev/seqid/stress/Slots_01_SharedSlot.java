package dev.seqid.stress;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.seqid.internal.ThreadOwned;
import dev.seqid.internal.ThreadSlots;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * The table of per-thread objects by thread id ({@link ThreadSlots}) that striped {@code next()}
 * finds a thread's lease in, and the prefilled entropy source a thread's padded grant: two threads
 * whose ids pick the same slot look up and claim it at once, each eight times. A slot is picked by
 * the {@code Thread} passed in, so each actor stands for one of two {@code Thread} objects with
 * such ids (made once, never started), since jcstress's own threads need not share one.
 *
 * <p><b>Invariant:</b> a lookup returns the caller's own object or nothing, never the other's,
 * whatever the order of the plain reads and writes of the slot.
 *
 * <p>Result: (lookups of actor 1 that returned actor 2's object, the same for actor 2).
 *
 * <p>Run: {@code java -jar stress-tests/target/jcstress.jar -t Slots_01}
 */
@JCStressTest
@Outcome(id = "0, 0", expect = ACCEPTABLE, desc = "Each actor found its own object or none.")
@Outcome(expect = FORBIDDEN, desc = "An actor was given the other's object.")
@State
public class Slots_01_SharedSlot {

    private static final int LOOKUPS = 8;
    private static final Thread[] PAIR = twoOnOneSlot();

    private static final class Owned extends ThreadOwned {
        Owned(Thread owner) {
            super(owner);
        }
    }

    @SuppressWarnings("deprecation")
    private static Thread[] twoOnOneSlot() {
        Thread first = new Thread(() -> { });
        while (true) {
            Thread t = new Thread(() -> { });
            if ((t.getId() & (ThreadSlots.SLOTS - 1)) == (first.getId() & (ThreadSlots.SLOTS - 1))) {
                return new Thread[] {first, t};
            }
        }
    }

    private final ThreadOwned[] table = ThreadSlots.newTable();
    private final Owned one = new Owned(PAIR[0]);
    private final Owned two = new Owned(PAIR[1]);
    private int foreign1;
    private int foreign2;

    /** The lookups of the thread {@code own} stands for: the number of them that returned another object than {@code own}. */
    private int lookUp(Owned own) {
        int foreign = 0;
        for (int i = 0; i < LOOKUPS; i++) {
            ThreadOwned found = ThreadSlots.mine(table, own == one ? PAIR[0] : PAIR[1]);
            if (found == null) {
                ThreadSlots.missed(table, own);
            } else if (found != own) {
                foreign++;
            }
        }
        return foreign;
    }

    @Actor
    public void actor1() {
        foreign1 = lookUp(one);
    }

    @Actor
    public void actor2() {
        foreign2 = lookUp(two);
    }

    @Arbiter
    public void arbiter(II_Result r) {
        r.r1 = foreign1;
        r.r2 = foreign2;
    }
}
