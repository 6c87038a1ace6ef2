package dev.seqid;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * A {@code ThreadLocal} whose busy threads find their value without its lookup. A thread whose
 * caller {@linkplain #promote promotes} it (one that has shown it makes many ids) is also kept in
 * a small table, in the slot its thread id picks; {@link #get()} compares the slot's thread with the
 * current one and only on a miss asks the {@code ThreadLocal}, whose lookup (the thread's map, the
 * hash, the entry and its weak key) is the larger part of a single id's cost when the rest is a
 * few loads and one atomic add.
 *
 * <p><b>Invariants.</b> A slot is immutable ({@link Slot}'s fields are final), so a thread that
 * reads another thread's slot through the plain array sees it whole; a value is returned only to
 * the thread its slot names, and it is the same object as in that thread's {@code ThreadLocal}, so
 * a value still belongs to one thread. Slots are written once per promoted thread: a thread that
 * collides with another's slot takes it over, and the other goes back to the {@code ThreadLocal},
 * which stays correct for every thread. Only promoted threads occupy slots, so a thread that
 * makes a few ids and ends (a new thread per request) costs the table nothing; a slot keeps an
 * ended thread's object and value until another thread takes it over, at most {@value #SLOTS} of them.
 */
final class HotThreadLocal<T> {

    /** Slots in the table: a power of two, more than a 2-CPU machine's busy threads. */
    static final int SLOTS = 16;
    private static final Slot EMPTY = new Slot(null, null);

    private final ThreadLocal<T> values;
    private final Slot[] slots = new Slot[SLOTS];

    HotThreadLocal(Supplier<? extends T> initial) {
        this.values = ThreadLocal.withInitial(initial);
        Arrays.fill(slots, EMPTY);
    }

    /** The calling thread's value. */
    @SuppressWarnings("unchecked")
    T get() {
        Thread t = Thread.currentThread();
        Slot s = slots[slot(t)];
        if (s.thread == t) {
            return (T) s.value;
        }
        return values.get();
    }

    /** Sets the calling thread's value and gives the thread its slot in the table. */
    void promote(T value) {
        values.set(value);
        Thread t = Thread.currentThread();
        slots[slot(t)] = new Slot(t, value);
    }

    @SuppressWarnings("deprecation") // Thread.threadId() is JDK 19+; getId() returns the same id
    private static int slot(Thread t) {
        return (int) t.getId() & (SLOTS - 1);
    }

    /** A thread and its value; immutable. */
    private static final class Slot {
        final Thread thread;
        final Object value;

        Slot(Thread thread, Object value) {
            this.thread = thread;
            this.value = value;
        }
    }
}
