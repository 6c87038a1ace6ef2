package dev.seqid.benchmarks;

import dev.seqid.ClockSource;
import dev.seqid.internal.ThreadOwned;
import dev.seqid.internal.ThreadSlots;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Control;

/**
 * The parts an id is made of, each alone, on this machine: the floor that
 * docs/dev/performance-notes.md compares the generators' figures with. Each benchmark returns what it
 * computed, so JMH's blackhole keeps the work.
 * <ul>
 *   <li>{@link #getAndAddShared}: one {@code getAndAdd} on a field every thread shares, the
 *   globally ordered generator's per-id atomic.</li>
 *   <li>{@link #threadLocalGet}: one {@code ThreadLocal.get()} of an initialised value, from a
 *   thread with a few other thread-locals (as a pool's thread has), the per-thread state's lookup.</li>
 *   <li>{@link #cachedClockMillis}: one read of {@link ClockSource#cached()}, read densely, so its
 *   ticker runs.</li>
 *   <li>{@link #newUuid}: {@code new UUID(msb, lsb)} from two words already at hand.</li>
 *   <li>{@link #twoRandomWords}: two {@code ThreadLocalRandom} words, summed.</li>
 * </ul>
 * And minimal ids built from those parts, to tell what the parts cost together from what a
 * generator adds to them:
 * <ul>
 *   <li>{@link #orderedMinimal}: a v7-shaped id from one {@code getAndAdd} (the counter), one cached
 *   clock read and one random word from a per-thread buffer of 128 words ({@code ThreadLocal}
 *   lookup), refilled from {@code ThreadLocalRandom}; none of a generator's checks.</li>
 *   <li>{@link #orderedChecked}: the same with the checks that keep a globally ordered id correct
 *   (the clock's tick against the state's, the counter's room, a crossing) and a CAS when the clock
 *   moves: the floor of a correct ordered v7 id with its word behind a {@code ThreadLocal};
 *   {@link #orderedCheckedSlotted} finds the word's buffer as {@link #perThreadSlotted} does.</li>
 *   <li>{@link #perThreadMinimal}: the same from a per-thread counter in the buffer's holder (one
 *   {@code ThreadLocal} lookup, no atomic), the counter restarting when the clock moves.</li>
 *   <li>{@link #perThreadSlotted}: {@link #perThreadMinimal} with its holder found as the striped view
 *   finds its lease: in a {@link ThreadSlots} table by thread id, the {@code ThreadLocal} only on a
 *   miss; the floor of a per-thread id with that lookup.</li>
 * </ul>
 * And one probe of the machine rather than of an id's part:
 * <ul>
 *   <li>{@code handOver} (the group of {@link #ping} and {@link #pong}, two threads): the two
 *   threads take turns writing one field, each waiting until the other has written, so every
 *   operation moves the field's cache line from one CPU to the other and back. Its ops/µs counts
 *   hand-overs between both threads; 1000 / ops is the time of one transfer, which a contended
 *   {@code getAndAdd} pays whenever the line is on the other CPU. On a VM it can change with where
 *   the host runs the two virtual CPUs. {@link #getAndAddShared} does not show it: there each thread
 *   may add many times while it holds the line.</li>
 * </ul>
 *
 * <p>{@code java -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar FloorBenchmark -t 1}
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 2, jvmArgsAppend = {ForkHeap.MIN, ForkHeap.MAX, ForkHeap.PRE_TOUCH})
@Warmup(iterations = 6, time = 2)
@Measurement(iterations = 8, time = 1)
public class FloorBenchmark {

    @State(Scope.Benchmark)
    public static class Shared {
        final AtomicLong position = new AtomicLong();
        final ThreadLocal<long[]> perThread = ThreadLocal.withInitial(() -> new long[1]);
        final ClockSource clock = ClockSource.cached();
        final ThreadLocal<Minimal> minimal = ThreadLocal.withInitial(Minimal::new);
        final ThreadOwned[] slots = ThreadSlots.newTable();
        /** {@link #orderedChecked}'s state: the tick (milliseconds) above an 18-bit counter. */
        final AtomicLong checked = new AtomicLong(clock.millis() << 18);
    }

    /** A thread's random words, its read index and, for {@link #perThreadMinimal}, its tick and counter; made by the thread that owns it. */
    static final class Minimal extends ThreadOwned {
        final long[] words = new long[128];
        int next = words.length;
        long millis;
        long counter;

        Minimal() {
            super(Thread.currentThread());
        }

        long nextWord() {
            int k = next;
            if (k == words.length) {
                ThreadLocalRandom random = ThreadLocalRandom.current();
                for (int i = 0; i < words.length; i++) {
                    words[i] = random.nextLong();
                }
                k = 0;
            }
            next = k + 1;
            return words[k];
        }
    }

    /** The field {@link #ping} and {@link #pong} hand back and forth: even when it is ping's turn, odd when pong's. */
    @State(Scope.Group)
    public static class Turn {
        volatile long turn;
    }

    @State(Scope.Thread)
    public static class Words {
        long msb = ThreadLocalRandom.current().nextLong();
        long lsb = ThreadLocalRandom.current().nextLong();
        /** Other thread-locals of this thread, so that the lookup is not into a map holding one entry. */
        final ThreadLocal<?>[] others = new ThreadLocal<?>[8];

        @Setup(Level.Trial)
        public void fillThreadLocals(Shared shared) {
            for (int i = 0; i < others.length; i++) {
                ThreadLocal<Integer> t = new ThreadLocal<>();
                t.set(i);
                others[i] = t;
            }
            shared.perThread.get();
        }
    }

    @Benchmark
    public long getAndAddShared(Shared shared) {
        return shared.position.getAndAdd(1);
    }

    @Benchmark
    public long[] threadLocalGet(Shared shared) {
        return shared.perThread.get();
    }

    @Benchmark
    public long cachedClockMillis(Shared shared) {
        return shared.clock.millis();
    }

    @Benchmark
    public UUID newUuid(Words words) {
        return new UUID(words.msb, words.lsb);
    }

    @Benchmark
    public long twoRandomWords() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return random.nextLong() + random.nextLong();
    }

    @Benchmark
    public UUID orderedMinimal(Shared shared) {
        long counter = shared.position.getAndAdd(1);
        long millis = shared.clock.millis();
        long word = shared.minimal.get().nextWord();
        return new UUID(millis << 16 | 0x7000L | (counter & 0xFFFL), word & 0x3FFF_FFFF_FFFF_FFFFL | Long.MIN_VALUE);
    }

    /**
     * {@link #orderedMinimal} with the checks that any correct globally ordered v7 generator makes
     * on its add path, and none of seqid's generality: the state (tick and 18-bit counter in one
     * long) read before the add, the add taken only while the clock is still in the state's tick and
     * the counter has a quarter of its range left, its result checked for a crossing into the next
     * tick; otherwise a CAS to the clock's tick with a random seed. No lead, no epochs, no layouts:
     * the floor of the default {@code next()} with its word behind a {@code ThreadLocal}.
     */
    @Benchmark
    public UUID orderedChecked(Shared shared) {
        return orderedChecked(shared, false);
    }

    /** {@link #orderedChecked} with its word's buffer found as the default entropy finds its grant: in a {@link ThreadSlots} table first. */
    @Benchmark
    public UUID orderedCheckedSlotted(Shared shared) {
        return orderedChecked(shared, true);
    }

    /** {@link #orderedChecked}'s id, its buffer found through the table when {@code slotted} (a constant at each call site, which the JIT folds). */
    private static UUID orderedChecked(Shared shared, boolean slotted) {
        AtomicLong state = shared.checked;
        long n;
        for (;;) {
            long s = state.get();
            long now = shared.clock.millis();
            long tick = s >>> 18;
            if (now <= tick && (s & 0x3FFFFL) < 0x30000L) {
                n = state.getAndAdd(1) + 1;
                if ((n >>> 18) == tick) {
                    break;
                }
            } else {
                n = Math.max(now, tick + 1) << 18 | ThreadLocalRandom.current().nextInt(1 << 17);
                if (state.compareAndSet(s, n)) {
                    break;
                }
            }
        }
        long word = (slotted ? slotted(shared) : shared.minimal.get()).nextWord();
        return new UUID((n >>> 18) << 16 | 0x7000L | (n >>> 6 & 0xFFFL), Long.MIN_VALUE | (n & 0x3FL) << 56 | word & 0x00FF_FFFF_FFFF_FFFFL);
    }

    @Benchmark
    public UUID perThreadMinimal(Shared shared) {
        return perThread(shared.minimal.get(), shared.clock.millis());
    }

    /** The id of {@link #perThreadMinimal} from the thread's holder {@code m} and the clock's {@code millis}. */
    private static UUID perThread(Minimal m, long millis) {
        if (millis != m.millis) {
            m.millis = millis;
            m.counter = 0;
        }
        long counter = m.counter++;
        long word = m.nextWord();
        return new UUID(millis << 16 | 0x7000L | (counter & 0xFFFL), word & 0x3FFF_FFFF_FFFF_FFFFL | Long.MIN_VALUE);
    }

    @Benchmark
    public UUID perThreadSlotted(Shared shared) {
        return perThread(slotted(shared), shared.clock.millis());
    }

    /** The calling thread's holder as the striped view finds its lease: in the table by thread id, the {@code ThreadLocal} only on a miss. */
    private static Minimal slotted(Shared shared) {
        Minimal m = ThreadSlots.mine(shared.slots, Thread.currentThread());
        if (m == null) {
            m = shared.minimal.get();
            ThreadSlots.missed(shared.slots, m);
        }
        return m;
    }

    @Benchmark
    @Group("handOver")
    @GroupThreads(1)
    public long ping(Turn turn, Control control) {
        return handOver(turn, control, 0);
    }

    @Benchmark
    @Group("handOver")
    @GroupThreads(1)
    public long pong(Turn turn, Control control) {
        return handOver(turn, control, 1);
    }

    /**
     * Waits until the turn's parity is {@code parity}, then passes the turn on. Gives up when JMH
     * stops the iteration, since the other thread may already have stopped taking turns.
     */
    private static long handOver(Turn turn, Control control, long parity) {
        long t;
        while (((t = turn.turn) & 1) != parity) {
            if (control.stopMeasurement) {
                return t;
            }
        }
        turn.turn = t + 1;
        return t;
    }
}
