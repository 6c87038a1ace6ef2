package dev.seqid.soak;

import dev.seqid.ClockSource;
import dev.seqid.PrefilledEntropySource;
import dev.seqid.UuidGenerator;
import dev.seqid.internal.BlockDrbg;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Soak mode {@code entropy-faults}: worker threads take v7 ids from a generator fed by a
 * {@link PrefilledEntropySource} with a small ring (64-byte blocks, 8 slots, so blocks change
 * hands every 8 ids) while its producer thread is made to fail: interrupted (repeatedly),
 * killed (its fill throws), stalled (its fill blocks), slowed, and the source closed under load;
 * and, through the public API only, the process-wide {@code secure()} producer found by its thread
 * name and interrupted. Checks, per scenario: generation goes on after the fault (ids made after
 * it, {@code fallbacks()} counted the inline fills, {@code restarts()} the replaced producers), no
 * generator hands a position (tick, counter) out twice (see {@link PositionPairs}), no id repeats
 * and every worker's ids strictly increase, no 56-bit random tail repeats (a block handed out twice
 * would repeat them), and no hang: every worker ends within a deadline.
 */
final class EntropyFaultsSoak {

    record Settings(int threads, Duration perScenario, int maxIdsPerThread) {
    }

    private static final int BLOCK_BYTES = 64;
    private static final int SLOTS = 8;
    private static final Duration HANG_DEADLINE = Duration.ofSeconds(30);
    private static final String PRODUCER_THREAD_NAME = "seqid-entropy-producer";

    /** What a scenario does to the source, when, and what it expects of the counters afterwards. */
    /** Ids a short-lived thread makes before it ends; also the step of the workers' loop (divides 1024). */
    private static final int SHORT_LIVED_IDS = 4;

    private interface Fault {
        /** Called at 1/4 and 1/2 of the scenario's time ({@code step} 0 and 1). */
        void inject(PrefilledEntropySource source, int step);
    }

    /** How a scenario's workers draw their ids. */
    private enum Workers {
        /** Each makes its ids itself, on a long-lived thread, through its entropy grants. */
        LONG_LIVED,
        /** Each starts a new thread for every {@value #SHORT_LIVED_IDS} ids, which starts with an empty grant. */
        SHORT_LIVED,
        /**
         * Long-lived, but every other worker's generator draws through {@code source.direct()}, straight
         * from the shared block as a virtual thread does, racing the others' grants on the same blocks.
         */
        HALF_DIRECT
    }

    private record Scenario(String name, Supplier<PrefilledEntropySource> source, Fault fault, boolean expectRestart, Workers workers) {

        /** A scenario whose workers make their ids themselves, on long-lived threads. */
        Scenario(String name, Supplier<PrefilledEntropySource> source, Fault fault, boolean expectRestart) {
            this(name, source, fault, expectRestart, Workers.LONG_LIVED);
        }

        boolean shortLived() {
            return workers == Workers.SHORT_LIVED;
        }
    }

    private EntropyFaultsSoak() {
    }

    static Report run(Settings settings) throws InterruptedException {
        Report report = new Report("entropy-faults: " + settings.threads() + " threads, " + settings.perScenario().toMillis()
                + " ms per scenario (at most " + settings.maxIdsPerThread() + " ids per thread), blocks of " + BLOCK_BYTES + " bytes, "
                + SLOTS + " slots");
        report.line(String.format("  %-40s %11s %11s %10s %9s %8s %9s %8s %8s", "scenario", "ids", "after fault", "fallbacks", "restarts",
                "repeats", "positions", "order", "tails"));
        for (Scenario scenario : scenarios()) {
            runScenario(scenario, settings, report);
        }
        report.line("  (repeats: repeated ids; positions: positions (tick, counter) repeated within one generator;");
        report.line("   order: order violations; tails: repeated 56-bit random tails, chance about n^2 / 2^57; the WARNING");
        report.line("   lines on stderr are the source's own log of the simulated producer failures)");
        return report;
    }

    private static List<Scenario> scenarios() {
        List<Scenario> list = new ArrayList<>();
        list.add(new Scenario("producer interrupted (twice)", () -> tracked(() -> new BlockDrbg()::fill),
                (source, step) -> interruptCurrentProducer(), true));
        list.add(new Scenario("producer killed (fill throws)", () -> tracked(dyingAfter(500)), (source, step) -> { }, true));
        list.add(new Scenario("producer stalled (fill blocks)", () -> tracked(() -> stallingFill()), (source, step) -> { }, false));
        list.add(new Scenario("producer starved of CPU (50 ms/block)", () -> tracked(() -> slowFill(new BlockDrbg()::fill)),
                (source, step) -> { }, false));
        list.add(new Scenario("source closed under load", () -> tracked(() -> new BlockDrbg()::fill), (source, step) -> source.close(),
                false));
        list.add(new Scenario("short-lived threads, producer interrupted", () -> tracked(() -> new BlockDrbg()::fill),
                (source, step) -> interruptCurrentProducer(), true, Workers.SHORT_LIVED));
        list.add(new Scenario("direct draws beside grants, interrupted", () -> tracked(() -> new BlockDrbg()::fill),
                (source, step) -> interruptCurrentProducer(), true, Workers.HALF_DIRECT));
        list.add(new Scenario("shared secure() producer interrupted", PrefilledEntropySource::shared,
                (source, step) -> interruptProducersByName(), true));
        return list;
    }

    /** Fills whose producer throws after {@code blocks} blocks: each started producer dies in turn. */
    private static Supplier<Consumer<byte[]>> dyingAfter(int blocks) {
        return () -> {
            BlockDrbg drbg = new BlockDrbg();
            long[] filled = {0};
            return block -> {
                if (filled[0]++ == blocks) {
                    throw new IllegalStateException("soak: simulated death of the entropy producer");
                }
                drbg.fill(block);
            };
        };
    }

    /** A fill that never returns until its thread is interrupted (close), and then fails instead of returning an unfilled block. */
    private static Consumer<byte[]> stallingFill() {
        return block -> {
            while (!Thread.currentThread().isInterrupted()) {
                LockSupport.park();
            }
            throw new IllegalStateException("soak: stalled producer interrupted");
        };
    }

    private static Consumer<byte[]> slowFill(Consumer<byte[]> fill) {
        return block -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                throw new IllegalStateException("soak: slow producer interrupted", e);
            }
            fill.accept(block);
        };
    }

    /** The public-API fault: every live thread named like the shared producer is interrupted. */
    /** Producer threads started for the current scenario's source (each scenario runs alone). */
    private static final AtomicInteger PRODUCERS_STARTED = new AtomicInteger();
    /** The producer thread that last filled a block of the current scenario's source. */
    private static final AtomicReference<Thread> CURRENT_PRODUCER = new AtomicReference<>();

    /**
     * A source of the soak's size whose producers fill with what {@code fillers} makes, counted in
     * {@link #PRODUCERS_STARTED} and remembered in {@link #CURRENT_PRODUCER} so that faults can be
     * aimed at them through the public API only.
     */
    private static PrefilledEntropySource tracked(Supplier<Consumer<byte[]>> fillers) {
        return new PrefilledEntropySource(BLOCK_BYTES, SLOTS, () -> {
            PRODUCERS_STARTED.incrementAndGet();
            Consumer<byte[]> fill = fillers.get();
            return block -> {
                CURRENT_PRODUCER.set(Thread.currentThread());
                fill.accept(block);
            };
        });
    }

    private static void interruptCurrentProducer() {
        Thread producer = CURRENT_PRODUCER.get();
        if (producer != null) {
            producer.interrupt();
        }
    }

    private static void interruptProducersByName() {
        for (Map.Entry<Thread, StackTraceElement[]> e : Thread.getAllStackTraces().entrySet()) {
            if (e.getKey().getName().equals(PRODUCER_THREAD_NAME)) {
                e.getKey().interrupt();
            }
        }
    }

    private static void runScenario(Scenario scenario, Settings settings, Report report) throws InterruptedException {
        PRODUCERS_STARTED.set(0);
        CURRENT_PRODUCER.set(null);
        PrefilledEntropySource source = scenario.source().get();
        long fallbacksBefore = source.fallbacks();
        long restartsBefore = source.restarts();
        UuidGenerator granted = UuidGenerator.builder().clock(ClockSource.cached()).entropy(source).build();
        UuidGenerator direct = scenario.workers() == Workers.HALF_DIRECT
                ? UuidGenerator.builder().clock(ClockSource.cached()).entropy(source.direct()).build()
                : granted;
        int threads = settings.threads();
        UuidGenerator[] generatorOf = new UuidGenerator[threads];
        long[][] ids = new long[threads][2 * settings.maxIdsPerThread()];
        int[] counts = new int[threads];
        Throwable[] failures = new Throwable[threads];
        AtomicLong made = new AtomicLong();
        long began = System.nanoTime();
        long end = began + settings.perScenario().toNanos();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int index = t;
            UuidGenerator generator = t % 2 == 1 ? direct : granted;
            generatorOf[t] = generator;
            Thread worker = new Thread(() -> {
                long[] mine = ids[index];
                int n = 0;
                // Paced so that the ids fill the scenario's time: the faults land while the workers run.
                long sliceNanos = settings.perScenario().toNanos() * 1024 / settings.maxIdsPerThread();
                long due = began;
                try {
                    while (n + SHORT_LIVED_IDS <= settings.maxIdsPerThread() && System.nanoTime() < end) {
                        if (scenario.shortLived()) {
                            // A new thread for every few ids: each starts with an empty entropy grant.
                            int from = n;
                            Thread shortLived = new Thread(() -> {
                                for (int k = from; k < from + SHORT_LIVED_IDS; k++) {
                                    UUID id = generator.next();
                                    mine[2 * k] = id.getMostSignificantBits();
                                    mine[2 * k + 1] = id.getLeastSignificantBits();
                                }
                            }, "soak-short-lived");
                            shortLived.start();
                            shortLived.join();
                            n += SHORT_LIVED_IDS;
                        } else {
                            for (int k = 0; k < SHORT_LIVED_IDS; k++) {
                                UUID id = generator.next();
                                mine[2 * n] = id.getMostSignificantBits();
                                mine[2 * n + 1] = id.getLeastSignificantBits();
                                n++;
                            }
                        }
                        if ((n & 1023) == 0) {
                            made.addAndGet(1024);
                            due += sliceNanos;
                            long now = System.nanoTime();
                            if (due > now) {
                                LockSupport.parkNanos(due - now);
                            }
                        }
                    }
                } catch (Throwable e) {
                    failures[index] = e;
                } finally {
                    counts[index] = n;
                }
            }, "soak-entropy-worker-" + t);
            workers.add(worker);
            worker.start();
        }
        long[] madeAtFault = new long[2];
        for (int step = 0; step < 2; step++) {
            long at = began + settings.perScenario().toNanos() * (step + 1) / 4;
            while (System.nanoTime() < at) {
                LockSupport.parkNanos(Math.max(1, at - System.nanoTime()));
            }
            if (step == 0 && source != PrefilledEntropySource.shared() && PRODUCERS_STARTED.get() == 0) {
                report.fail(scenario.name() + ": the producer never started");
            }
            madeAtFault[step] = made.get();
            scenario.fault().inject(source, step);
        }
        long hangDeadline = end + HANG_DEADLINE.toNanos();
        for (Thread worker : workers) {
            worker.join(Math.max(1, (hangDeadline - System.nanoTime()) / 1_000_000));
            if (worker.isAlive()) {
                report.fail(scenario.name() + ": " + worker.getName() + " still runs " + HANG_DEADLINE + " after the scenario's end: it hangs");
            }
        }
        long fallbacks = source.fallbacks() - fallbacksBefore;
        long restarts = source.restarts() - restartsBefore;
        if (source != PrefilledEntropySource.shared()) {
            source.close();
        }

        long total = 0;
        long violations = 0;
        for (int t = 0; t < threads; t++) {
            if (failures[t] != null) {
                report.fail(scenario.name() + ": a worker threw " + failures[t]);
            }
            total += counts[t];
            long v = DatabaseKeys.orderViolations(ids[t], counts[t]);
            if (v > 0) {
                int at = DatabaseKeys.firstOrderViolation(ids[t], counts[t]);
                report.fail(scenario.name() + ": worker " + t + " made " + v + " order violations, the first: "
                        + new UUID(ids[t][2 * at - 2], ids[t][2 * at - 1]) + " then " + new UUID(ids[t][2 * at], ids[t][2 * at + 1]));
            }
            violations += v;
        }
        long repeats = DatabaseKeys.countRepeats(ids, counts, null);
        long tailRepeats = repeatedRandomTails(ids, counts);
        long[] firstRepeat = new long[2];
        long positionRepeats = repeatedPositions(direct == granted ? List.of(granted) : List.of(granted, direct), generatorOf, ids, counts,
                firstRepeat);
        long afterFault = total - madeAtFault[0];
        report.line(String.format("  %-40s %11d %11d %10d %9d %8d %9d %8d %8d", scenario.name(), total, afterFault, fallbacks, restarts,
                repeats, positionRepeats, violations, tailRepeats));
        report.check(repeats == 0, scenario.name() + ": " + repeats + " repeated ids");
        report.check(positionRepeats == 0, scenario.name() + ": " + positionRepeats
                + " positions handed out twice by one generator, the first (tick " + firstRepeat[0] + ", counter " + firstRepeat[1] + ")");
        report.check(tailRepeats == 0, scenario.name() + ": " + tailRepeats + " repeated random tails: entropy was handed out twice");
        report.check(afterFault > 0, scenario.name() + ": no id was made after the fault");
        report.check(fallbacks > 0, scenario.name() + ": no inline fill was counted (fallbacks() did not grow), so the fault did not bite");
        report.check(!scenario.expectRestart() || restarts > 0, scenario.name() + ": the failed producer was never restarted");
    }

    /**
     * Positions (tick, counter) repeated within one generator: worker {@code t}'s ids came from
     * {@code generatorOf[t]}. Rewrites {@code ids} in place as positions, so it runs after the checks
     * of whole ids. One position handed to two workers gives two different ids, which the count of
     * repeated ids misses; no generator may hand a position out twice. Separate generators (the two
     * of {@link Workers#HALF_DIRECT}) keep positions of their own, which may coincide by design, so
     * each generator's ids are merged apart from the other's.
     *
     * @param firstRepeat receives the first repeated position (tick, counter)
     */
    private static long repeatedPositions(List<UuidGenerator> generators, UuidGenerator[] generatorOf, long[][] ids, int[] counts,
            long[] firstRepeat) {
        for (int t = 0; t < ids.length; t++) {
            PositionPairs.fromIds(generatorOf[t].layout(), ids[t], counts[t]);
        }
        long repeats = 0;
        for (UuidGenerator generator : generators) {
            int[] mine = new int[ids.length];
            for (int t = 0; t < ids.length; t++) {
                mine[t] = generatorOf[t] == generator ? counts[t] : 0;
            }
            long[] first = new long[2];
            long r = DatabaseKeys.countRepeats(ids, mine, first);
            if (repeats == 0 && r > 0) {
                firstRepeat[0] = first[0];
                firstRepeat[1] = first[1];
            }
            repeats += r;
        }
        return repeats;
    }

    /** Repeats among the 56 random low bits of the v7 ids' least significant words. */
    private static long repeatedRandomTails(long[][] ids, int[] counts) {
        int total = Arrays.stream(counts).sum();
        long[] tails = new long[total];
        int at = 0;
        for (int t = 0; t < ids.length; t++) {
            for (int i = 0; i < counts[t]; i++) {
                tails[at++] = ids[t][2 * i + 1] & 0x00FF_FFFF_FFFF_FFFFL;
            }
        }
        Arrays.sort(tails);
        long repeats = 0;
        for (int i = 1; i < total; i++) {
            if (tails[i] == tails[i - 1]) {
                repeats++;
            }
        }
        return repeats;
    }
}
