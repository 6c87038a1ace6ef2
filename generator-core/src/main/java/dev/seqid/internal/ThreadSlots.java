package dev.seqid.internal;

/**
 * A cache of per-thread objects in front of their {@code ThreadLocal}, indexed by thread id: slot
 * {@code id & (SLOTS - 1)} holds the object of the thread that last claimed it. A thread that finds
 * its own object there ({@link ThreadOwned#owner}) skips the {@code ThreadLocal} lookup, whose chain
 * of dependent loads (the thread's map, its table, the entry, the weak key) costs the hot paths
 * more than the lookup alone suggests. The {@code ThreadLocal} stays the object's one home; this
 * table only finds it sooner.
 *
 * <p><b>Invariants.</b> An object found here is either the reader's own, which the reader wrote into
 * the slot itself, or has another owner; {@code owner} is a final field, so a thread that reads
 * another thread's object through a plain read of the array sees its {@code owner} whole and only
 * ever uses its own. So plain reads and writes are enough, and no thread ever uses another's object.
 * A slot is written only after a miss, and a thread claims its slot again only after
 * {@value #RECLAIM_AFTER} misses, so two busy threads on one slot move its line between CPUs at most
 * once per that many calls each. The table keeps the objects (and {@code Thread}s) of at most
 * {@value #SLOTS} threads that have ended. {@value #PAD} empty slots on both sides keep the
 * read-mostly slots off the cache lines of objects that others write.
 */
public final class ThreadSlots {

    /** Slots: a power of two. A pool's threads usually get consecutive ids, so up to this many of them each have a slot. */
    public static final int SLOTS = 64;
    /** Empty slots before and after them: 128 bytes of references or more. */
    private static final int PAD = 32;
    /** The misses after which a thread whose slot another thread took claims it again. */
    static final int RECLAIM_AFTER = 1024;

    private ThreadSlots() {
    }

    /**
     * A new, empty table, which its holder keeps in a final field of its own: a plain array rather
     * than an object around one, so that a lookup loads one reference less.
     *
     * @return the table
     */
    public static ThreadOwned[] newTable() {
        return new ThreadOwned[PAD + SLOTS + PAD];
    }

    /**
     * The calling thread's object in {@code table}, if it holds its slot.
     *
     * @param table a table from {@link #newTable()} that holds objects of type {@code T} only
     * @param thread the calling thread ({@code Thread.currentThread()})
     * @param <T> the type of the table's objects
     * @return its object, or null: then take it from its {@code ThreadLocal} and call {@link #missed}
     */
    @SuppressWarnings({"unchecked", "deprecation"}) // getId(): threadId() is JDK 19+; the id only picks a slot
    public static <T extends ThreadOwned> T mine(ThreadOwned[] table, Thread thread) {
        ThreadOwned o = table[PAD + ((int) thread.getId() & (SLOTS - 1))];
        return o != null && o.owner == thread ? (T) o : null;
    }

    /**
     * After {@link #mine} found nothing: claims the calling thread's slot for {@code own} when the
     * thread's credit of misses allows.
     *
     * @param table the table {@link #mine} looked in
     * @param own the calling thread's object, from its {@code ThreadLocal}
     */
    @SuppressWarnings("deprecation")
    public static void missed(ThreadOwned[] table, ThreadOwned own) {
        if (--own.missesLeft < 0) {
            table[PAD + ((int) own.owner.getId() & (SLOTS - 1))] = own;
            own.missesLeft = RECLAIM_AFTER;
        }
    }
}
