package dev.seqid.benchmarks;

import dev.seqid.benchmarks.ShortLivedThreadsReport.LiveHeap;
import dev.seqid.benchmarks.ShortLivedThreadsReport.TaskCosts;
import dev.seqid.benchmarks.ThreadKind.ThreadPerTask;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * What an id costs an application that runs each request on a new thread: a virtual thread per task
 * ({@code Executors.newVirtualThreadPerTaskExecutor()}) or a new platform thread per task. Anything
 * a generator keeps per thread (a {@code ThreadLocal} buffer, a lease) is paid again by every such
 * thread. A timed harness, not JMH: the unit of work is the thread's whole life.
 *
 * <ol>
 *   <li><b>Per task.</b> {@value #DEFAULT_VIRTUAL_TASKS} tasks on virtual threads (and
 *   {@value #DEFAULT_PLATFORM_TASKS} on platform threads), each making one id with each
 *   {@link OneIdTask}: none, {@code UUID.randomUUID()}, seqid's default generator, seqid with
 *   {@code threadLocalRandom()} entropy (one generator of each, shared by all tasks). The time from
 *   the first start to the end of the last task, per task, and the bytes allocated per task by all
 *   threads (JDK 21's {@code getTotalThreadAllocatedBytes()}); the best of
 *   {@value #DEFAULT_ROUNDS} rounds after {@value #DEFAULT_WARMUP_ROUNDS} of warm-up (with a quarter
 *   of the tasks), the kinds of task taking turns within each round (each round starting with the
 *   next one), with a GC before each. The targets are judged on the median of each round's own
 *   ratio ({@link ShortLivedThreadsReport.TaskCosts#pairedRatio}).</li>
 *   <li><b>Heap per live thread.</b> N threads each make one id, then wait on a latch while alive;
 *   the used heap after repeated {@code System.gc()} ({@link MemoryMXBean}) with those threads,
 *   minus the same with N threads that made no id (measured right after), divided by N: what making
 *   an id leaves on a thread that stays alive. N = 20,000 and 1,000 virtual threads (most first),
 *   1,000 platform threads. The spread of the readings without an id, per thread, is reported too
 *   (noise, and shared state that grew between them). Rounds before the counted ones (a few threads
 *   of each task, then threads without an id until two readings in a row agree) only warm up.</li>
 * </ol>
 * It prints Markdown tables and the targets ({@link ShortLivedThreadsReport}); progress
 * goes to standard error.
 *
 * <p>Needs JDK 21 or later to run (it compiles with {@code --release 17} and finds the virtual
 * thread executor by a method handle); on an older JDK it stops with a message saying so. Run it
 * with {@code benchmarks/run-virtual-threads.sh}, which builds the jar when the sources are newer,
 * picks a JDK 21+ and keeps the output under {@code benchmarks/results/}, or by hand:
 * <pre>
 * /usr/lib/jvm/temurin-25-jdk-amd64/bin/java -Xmx4g -cp benchmarks/target/benchmarks.jar \
 *     dev.seqid.benchmarks.ShortLivedThreadsBenchmark [--virtual-tasks 100000] [--platform-tasks 10000] \
 *     [--rounds 9] [--warmup 1] [--live-virtual 1000,20000] [--live-platform 1000]
 * </pre>
 * An empty list ({@code --live-virtual ""}) skips that heap measurement.
 */
public final class ShortLivedThreadsBenchmark {

    static final int DEFAULT_VIRTUAL_TASKS = 100_000;
    static final int DEFAULT_PLATFORM_TASKS = 10_000;
    static final int DEFAULT_ROUNDS = 9;
    static final int DEFAULT_WARMUP_ROUNDS = 1;

    /** A warm-up round runs this fraction of the tasks: enough for the JIT, and a quarter of the time. */
    private static final int WARMUP_FRACTION = 4;
    /** Two heap readings after GC this close are taken as settled. */
    private static final long SETTLED_HEAP_BYTES = 16 * 1024;
    private static final int MAX_GC_ATTEMPTS = 10;
    /** Live threads of each task that show the JIT every task before the counted rounds. */
    private static final int WARMUP_LIVE_THREADS_PER_TASK = 100;
    /** At most this many rounds of live threads without an id before the counted ones. */
    private static final int MAX_LIVE_WARMUP_ROUNDS = 10;
    /** Time for background threads (an entropy producer refilling its ring) between readings of the heap. */
    private static final long SETTLE_MILLIS = 100;

    private static final MethodHandle TOTAL_ALLOCATED_BYTES = totalAllocatedBytesHandle();

    /** Where the tasks' results go after a round, so that no id can be optimised away. */
    private static volatile long blackhole;

    private ShortLivedThreadsBenchmark() {
    }

    /** The run's parameters, from the command line. */
    record Settings(int virtualTasks, int platformTasks, int rounds, int warmupRounds,
                    int[] liveVirtual, int[] livePlatform) {

        static Settings parse(String... args) {
            int virtualTasks = DEFAULT_VIRTUAL_TASKS;
            int platformTasks = DEFAULT_PLATFORM_TASKS;
            int rounds = DEFAULT_ROUNDS;
            int warmup = DEFAULT_WARMUP_ROUNDS;
            int[] liveVirtual = {1_000, 20_000};
            int[] livePlatform = {1_000};
            for (int i = 0; i < args.length; i += 2) {
                String option = args[i];
                if (i + 1 == args.length) {
                    throw new IllegalArgumentException(option + " needs a value");
                }
                String value = args[i + 1];
                switch (option) {
                    case "--virtual-tasks" -> virtualTasks = positive(option, value);
                    case "--platform-tasks" -> platformTasks = positive(option, value);
                    case "--rounds" -> rounds = positive(option, value);
                    case "--warmup" -> warmup = nonNegative(option, value);
                    case "--live-virtual" -> liveVirtual = counts(option, value);
                    case "--live-platform" -> livePlatform = counts(option, value);
                    default -> throw new IllegalArgumentException("unknown option " + option + "; the options are"
                            + " --virtual-tasks N, --platform-tasks N, --rounds N, --warmup N,"
                            + " --live-virtual N[,N...] and --live-platform N[,N...]");
                }
            }
            return new Settings(virtualTasks, platformTasks, rounds, warmup, liveVirtual, livePlatform);
        }

        int tasks(ThreadKind kind) {
            return kind == ThreadKind.VIRTUAL ? virtualTasks : platformTasks;
        }

        int[] liveThreads(ThreadKind kind) {
            return kind == ThreadKind.VIRTUAL ? liveVirtual : livePlatform;
        }

        private static int positive(String option, String value) {
            int n = nonNegative(option, value);
            if (n == 0) {
                throw new IllegalArgumentException(option + " must be at least 1, got 0");
            }
            return n;
        }

        private static int nonNegative(String option, String value) {
            int n;
            try {
                n = Integer.parseInt(value.replace("_", "").replace(",", ""));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(option + " takes a whole number, got \"" + value + "\"");
            }
            if (n < 0) {
                throw new IllegalArgumentException(option + " must be 0 or more, got " + n);
            }
            return n;
        }

        /** Comma-separated thread counts; thousands may be written with underscores (20_000). */
        private static int[] counts(String option, String value) {
            if (value.isBlank()) {
                return new int[0];
            }
            return Arrays.stream(value.split(",")).mapToInt(v -> positive(option, v.trim())).toArray();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Settings settings;
        try {
            settings = Settings.parse(args);
            ThreadKind.requireAvailable();
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            System.err.println(ShortLivedThreadsBenchmark.class.getSimpleName() + ": " + e.getMessage());
            System.exit(2);
            return;
        }
        Runtime runtime = Runtime.getRuntime();
        System.out.printf(Locale.ROOT, "JDK %s (%s), %d CPUs, max heap %,d MiB%n%n", Runtime.version(),
                System.getProperty("java.home"), runtime.availableProcessors(), runtime.maxMemory() >> 20);

        List<TaskCosts> costs = measureTaskCosts(settings);
        List<LiveHeap> heaps = new ArrayList<>();
        for (ThreadKind kind : ThreadKind.values()) {
            // Most threads first: their rounds compile what the smaller counts would otherwise
            // measure while it is still interpreted (see measureLiveHeap).
            int[] counts = settings.liveThreads(kind).clone();
            Arrays.sort(counts);
            for (int i = counts.length - 1; i >= 0; i--) {
                heaps.add(measureLiveHeap(kind, counts[i]));
            }
        }
        System.out.print(new ShortLivedThreadsReport(settings.rounds(), costs, heaps).markdown());
    }

    // ------------------------------------------------------------------------------ per task

    private static List<TaskCosts> measureTaskCosts(Settings settings) throws InterruptedException {
        Map<ThreadKind, Map<OneIdTask, List<Double>>> roundNanos = new EnumMap<>(ThreadKind.class);
        Map<ThreadKind, Map<OneIdTask, Double>> allocation = new EnumMap<>(ThreadKind.class);
        for (ThreadKind kind : ThreadKind.values()) {
            roundNanos.put(kind, new EnumMap<>(OneIdTask.class));
            allocation.put(kind, new EnumMap<>(OneIdTask.class));
        }
        OneIdTask[] tasksInOrder = OneIdTask.values();
        int rounds = settings.warmupRounds() + settings.rounds();
        for (int round = 1; round <= rounds; round++) {
            boolean warmup = round <= settings.warmupRounds();
            for (ThreadKind kind : ThreadKind.values()) {
                // Each round starts with the next task, so that no task always runs first (after the
                // previous kind's threads) or always right after the same other task.
                for (int t = 0; t < tasksInOrder.length; t++) {
                    OneIdTask task = tasksInOrder[(round + t) % tasksInOrder.length];
                    System.gc();
                    int tasks = warmup ? Math.max(1, settings.tasks(kind) / WARMUP_FRACTION) : settings.tasks(kind);
                    RoundResult result = runRound(kind, task, tasks);
                    System.err.printf(Locale.ROOT, "%s round %d, %s threads, %s: %,.0f ns and %,.0f bytes allocated per task%n",
                            warmup ? "warm-up" : "measured", warmup ? round : round - settings.warmupRounds(),
                            kind.label(), task.label(), result.nanosPerTask(), result.bytesPerTask());
                    if (!warmup) {
                        roundNanos.get(kind).computeIfAbsent(task, k -> new ArrayList<>()).add(result.nanosPerTask());
                        allocation.get(kind).merge(task, result.bytesPerTask(), Math::min);
                    }
                }
            }
        }
        List<TaskCosts> costs = new ArrayList<>();
        for (ThreadKind kind : ThreadKind.values()) {
            costs.add(new TaskCosts(kind, settings.tasks(kind), roundNanos.get(kind), allocation.get(kind)));
        }
        return costs;
    }

    /** Nanoseconds per task, and bytes allocated per task by all threads (NaN where the JVM cannot tell). */
    private record RoundResult(double nanosPerTask, double bytesPerTask) {
    }

    /** Starts {@code tasks} threads of {@code kind} that each run {@code task} once. */
    private static RoundResult runRound(ThreadKind kind, OneIdTask task, int tasks) throws InterruptedException {
        long[] results = new long[tasks];
        ThreadPerTask threads = kind.open(tasks);
        long allocatedBefore = totalAllocatedBytes();
        long start = System.nanoTime();
        for (int i = 0; i < tasks; i++) {
            int index = i;
            threads.start(() -> results[index] = task.run(index));
        }
        threads.awaitAll();
        long elapsed = System.nanoTime() - start;
        long allocatedAfter = totalAllocatedBytes();
        consume(results);
        double allocated = allocatedBefore < 0 || allocatedAfter < 0 ? Double.NaN : (double) (allocatedAfter - allocatedBefore) / tasks;
        return new RoundResult((double) elapsed / tasks, allocated);
    }

    /**
     * Bytes allocated by all threads since the JVM started, terminated ones included, virtual threads
     * counted on their carriers: {@code com.sun.management.ThreadMXBean.getTotalThreadAllocatedBytes()},
     * a JDK 21 method found by a method handle. -1 where it is missing or disabled.
     */
    private static long totalAllocatedBytes() {
        if (TOTAL_ALLOCATED_BYTES == null) {
            return -1;
        }
        try {
            return (long) TOTAL_ALLOCATED_BYTES.invokeExact();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("getTotalThreadAllocatedBytes() failed", e);
        }
    }

    private static MethodHandle totalAllocatedBytesHandle() {
        if (!(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean threads)) {
            return null;
        }
        try {
            return MethodHandles.publicLookup()
                    .findVirtual(com.sun.management.ThreadMXBean.class, "getTotalThreadAllocatedBytes", MethodType.methodType(long.class))
                    .bindTo(threads);
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return null;
        }
    }

    // ------------------------------------------------------------------------------ live heap

    /**
     * Each id's reading is taken against a reading of threads without an id made right after it, so
     * that both see the same state of what the generator shares between threads (such as a ring of
     * entropy blocks that a producer refills only when it is half empty); what does not return to
     * its earlier state between two readings would otherwise count as per-thread heap. The spread of
     * all the readings without an id shows that noise together with any such growth.
     */
    private static LiveHeap measureLiveHeap(ThreadKind kind, int threads) throws InterruptedException {
        // Whatever is made once per process (generators, an entropy producer, class loading) is made
        // now, on this thread, so that only per-thread state differs between the readings below.
        for (OneIdTask task : OneIdTask.values()) {
            blackhole += task.run(0);
        }
        // Rounds not counted. A virtual thread's stack is on the heap while it waits, and interpreted
        // frames are larger than compiled ones: the threads' code must be compiled, for every task,
        // before a reading counts. A few threads of each task first, so that the JIT sees every task
        // (one it had not seen would send the compiled code back to the interpreter), then rounds
        // without an id until two in a row agree, which also lets go of what earlier measurements
        // left behind.
        for (OneIdTask task : OneIdTask.values()) {
            usedHeapWithLiveThreads(kind, task, Math.min(threads, WARMUP_LIVE_THREADS_PER_TASK));
        }
        long previous = -1;
        for (int round = 0; round < MAX_LIVE_WARMUP_ROUNDS; round++) {
            long used = usedHeapWithLiveThreads(kind, OneIdTask.EMPTY, threads);
            if (previous >= 0 && Math.abs(used - previous) <= SETTLED_HEAP_BYTES) {
                break;
            }
            previous = used;
        }
        long emptyMin = Long.MAX_VALUE;
        long emptyMax = Long.MIN_VALUE;
        Map<OneIdTask, Double> bytesPerThread = new EnumMap<>(OneIdTask.class);
        for (OneIdTask task : OneIdTask.values()) {
            if (task != OneIdTask.EMPTY) {
                long used = usedHeapWithLiveThreads(kind, task, threads);
                long empty = usedHeapWithLiveThreads(kind, OneIdTask.EMPTY, threads);
                bytesPerThread.put(task, (double) (used - empty) / threads);
                emptyMin = Math.min(emptyMin, empty);
                emptyMax = Math.max(emptyMax, empty);
            }
        }
        return new LiveHeap(kind, threads, bytesPerThread, (double) (emptyMax - emptyMin) / threads);
    }

    /** Used heap after GC while {@code threads} threads of {@code kind} that each ran {@code task} wait, alive. */
    private static long usedHeapWithLiveThreads(ThreadKind kind, OneIdTask task, int threads) throws InterruptedException {
        long[] results = new long[threads];
        CountDownLatch ready = new CountDownLatch(threads);
        CountDownLatch release = new CountDownLatch(1);
        ThreadPerTask live = kind.open(threads);
        try {
            for (int i = 0; i < threads; i++) {
                int index = i;
                live.start(() -> {
                    results[index] = task.run(index);
                    ready.countDown();
                    awaitUninterruptibly(release);
                });
            }
            if (!ready.await(5, TimeUnit.MINUTES)) {
                throw new IllegalStateException(ready.getCount() + " of " + threads + " " + kind.label()
                        + " threads had not run their task after 5 minutes");
            }
            long used = usedHeapAfterGc();
            System.err.printf(Locale.ROOT, "%,d live %s threads, %s: %,d bytes of heap%n", threads, kind.label(), task.label(), used);
            return used;
        } finally {
            release.countDown();
            live.awaitAll();
            consume(results);
        }
    }

    /**
     * Used heap after {@code System.gc()}, read every {@value #SETTLE_MILLIS} ms until two readings
     * agree within {@value #SETTLED_HEAP_BYTES} bytes, so that background threads (an entropy producer
     * refilling its ring) have finished what the threads set off.
     */
    private static long usedHeapAfterGc() throws InterruptedException {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long previous = -1;
        for (int attempt = 0; attempt < MAX_GC_ATTEMPTS; attempt++) {
            Thread.sleep(SETTLE_MILLIS);
            System.gc();
            long used = memory.getHeapMemoryUsage().getUsed();
            if (previous >= 0 && Math.abs(used - previous) <= SETTLED_HEAP_BYTES) {
                return used;
            }
            previous = used;
        }
        System.err.printf(Locale.ROOT, "heap did not settle after %d readings; taking the last%n", MAX_GC_ATTEMPTS);
        return previous;
    }

    private static void awaitUninterruptibly(CountDownLatch latch) {
        boolean interrupted = false;
        while (true) {
            try {
                latch.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static void consume(long[] results) {
        long sum = 0;
        for (long result : results) {
            sum += result;
        }
        blackhole += sum;
    }
}
