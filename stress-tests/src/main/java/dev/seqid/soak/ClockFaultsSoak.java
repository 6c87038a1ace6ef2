package dev.seqid.soak;

import dev.seqid.EntropySource;
import dev.seqid.MonotonicMethod;
import dev.seqid.OverflowPolicy;
import dev.seqid.testing.SettableClockSource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Soak mode {@code clock-faults}: worker threads take ids at a steady rate from one v7 generator
 * (OverflowPolicy.WAIT) whose clock, a {@link SettableClockSource}, a controller thread drives:
 * it follows the real clock plus an offset, and in turn steps back an hour, freezes, jumps a day
 * ahead and back. Checks, exactly:
 * <ul>
 *   <li>no generator position (tick, counter) repeats (every id kept, read back as its position
 *   and merged) and every worker's ids strictly increase;</li>
 *   <li>the lead is bounded by the policy: no id's timestamp is more than {@code maxLead} past the
 *   highest time the clock has ever read (the controller raises that mark before it sets the clock,
 *   and a worker reads it after its id, so the bound is exact);</li>
 *   <li>recovery: once the clock is back (or has caught up), {@link UuidGenerator#lead()} returns
 *   to zero and every worker's newest id carries the clock's millisecond (within a few ms);</li>
 *   <li>after the day-ahead jump and back, the generator stops at maxLead past the day-ahead
 *   mark (workers wait) instead of running on; the soak cannot wait a day, so it then sets the
 *   clock to what it would read a day later ("the clock catches up") and checks recovery;</li>
 *   <li>no hang: every worker ends within a deadline.</li>
 * </ul>
 * The layout is v7 with a narrow counter (12 bits by default: 2,048 to 4,096 ids per
 * millisecond), so a frozen clock spends the counter quickly and the maxLead bound is reached.
 */
final class ClockFaultsSoak {

    record Settings(int threads, int idsPerSecondPerThread, int counterBits, Duration maxLead, Duration steady,
            Duration stepBackHold, Duration freeze, Duration dayAheadHold) {
    }

    private static final String[] PHASES = {"steady", "step back 1 h", "back from 1 h behind", "frozen", "unfrozen",
        "a day ahead", "back from a day ahead", "clock caught up"};
    private static final int STEADY = 0;
    private static final int STEP_BACK = 1;
    private static final int AFTER_STEP_BACK = 2;
    private static final int FROZEN = 3;
    private static final int UNFROZEN = 4;
    private static final int DAY_AHEAD = 5;
    private static final int BACK_FROM_DAY = 6;
    private static final int CAUGHT_UP = 7;

    /** Newest ids within this many ms of the clock (behind or ahead) count as tracking it. */
    private static final long TRACKING_TOLERANCE_MILLIS = 5;
    private static final Duration RECOVERY_TIMEOUT_EXTRA = Duration.ofSeconds(10);

    private final Settings settings;
    private final SettableClockSource clock = new SettableClockSource(Instant.now());
    private final UuidGenerator generator;
    private final long maxLeadMillis;

    /** The highest millisecond the clock has been set to; raised before the clock is set. */
    private volatile long highestClockMillis;
    private volatile int phase;
    private volatile boolean stop;
    private long offsetNanos;
    private long frozenAtNanos = Long.MIN_VALUE;
    private final Worker[] workers;

    private ClockFaultsSoak(Settings settings) {
        this.settings = settings;
        this.highestClockMillis = clock.millis();
        this.maxLeadMillis = settings.maxLead().toMillis();
        this.generator = UuidGenerator.builder().layout(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, settings.counterBits()))
                .clock(clock).entropy(EntropySource.threadLocalRandom()).overflowPolicy(OverflowPolicy.WAIT).maxLead(settings.maxLead())
                .build();
        this.workers = new Worker[settings.threads()];
    }

    /** One generating thread: its ids, and per phase its id count, largest excess over the clock's mark and longest wait. */
    private final class Worker extends Thread {
        final LongPairLog ids = new LongPairLog();
        final long[] idsPerPhase = new long[PHASES.length];
        final long[] maxExcessMillis = new long[PHASES.length];
        final long[] longestGapNanos = new long[PHASES.length];
        volatile long newestTick;
        volatile long made;
        long regressions;
        String firstRegression;
        Throwable failure;

        Worker(int index) {
            super("soak-clock-worker-" + index);
            java.util.Arrays.fill(maxExcessMillis, Long.MIN_VALUE);
        }

        @Override
        public void run() {
            try {
                generate();
            } catch (Throwable e) {
                failure = e;
            }
        }

        private void generate() {
            final int slice = 1000;
            final long sliceNanos = 1_000_000_000L * slice / settings.idsPerSecondPerThread();
            long previousMsb = 0;
            long previousLsb = 0;
            boolean first = true;
            long lastIdNanos = System.nanoTime();
            long due = lastIdNanos;
            long count = 0;
            while (!stop) {
                for (int i = 0; i < slice && !stop; i++) {
                    int p = phase; // the phase in which the call began: a wait is counted where it started
                    UUID id = generator.next();
                    long mark = highestClockMillis;
                    long now = System.nanoTime();
                    long msb = id.getMostSignificantBits();
                    long lsb = id.getLeastSignificantBits();
                    long tick = msb >>> 16;
                    if (!first && DatabaseKeys.compare(msb, lsb, previousMsb, previousLsb) <= 0) {
                        if (regressions++ == 0) {
                            firstRegression = new UUID(previousMsb, previousLsb) + " then " + id + " in phase " + PHASES[p];
                        }
                    }
                    first = false;
                    previousMsb = msb;
                    previousLsb = lsb;
                    ids.add(msb, lsb);
                    idsPerPhase[p]++;
                    maxExcessMillis[p] = Math.max(maxExcessMillis[p], tick - mark);
                    longestGapNanos[p] = Math.max(longestGapNanos[p], now - lastIdNanos);
                    lastIdNanos = now;
                    newestTick = tick;
                    made = ++count;
                }
                // Pace to the target rate; after a wait (the policy parked us) start afresh instead of bursting.
                due += sliceNanos;
                long now = System.nanoTime();
                if (due > now) {
                    LockSupport.parkNanos(due - now);
                } else if (now - due > 10_000_000L) {
                    due = now;
                }
            }
        }
    }

    static Report run(Settings settings) throws InterruptedException {
        return new ClockFaultsSoak(settings).run();
    }

    // ------------------------------------------------------------------ the controller (this thread)

    /** Sets the clock to real time plus the offset (or the frozen time), raising the mark first. */
    private void driveClock() {
        Instant real = Instant.now();
        long nanos = frozenAtNanos != Long.MIN_VALUE ? frozenAtNanos
                : Math.addExact(Math.multiplyExact(real.getEpochSecond(), 1_000_000_000L), real.getNano()) + offsetNanos;
        long millis = Math.floorDiv(nanos, 1_000_000L);
        if (millis > highestClockMillis) {
            highestClockMillis = millis;
        }
        clock.set(Instant.ofEpochSecond(Math.floorDiv(nanos, 1_000_000_000L), Math.floorMod(nanos, 1_000_000_000L)));
    }

    private long maxLeadSeenNanos;

    /** Drives the clock for {@code d}, sampling lead(). */
    private void hold(Duration d) {
        holdUntil(() -> false, d);
    }

    /** Drives the clock until {@code condition} holds or {@code timeout} passes; true if it held. */
    private boolean holdUntil(BooleanSupplier condition, Duration timeout) {
        long end = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < end) {
            driveClock();
            maxLeadSeenNanos = Math.max(maxLeadSeenNanos, generator.lead().toNanos());
            if (condition.getAsBoolean()) {
                return true;
            }
            LockSupport.parkNanos(100_000);
        }
        return false;
    }

    private long made() {
        long sum = 0;
        for (Worker w : workers) {
            sum += w.made;
        }
        return sum;
    }

    /** lead() is zero and every worker's newest id lies within the tolerance of the clock. */
    private boolean tracking() {
        if (!generator.lead().isZero()) {
            return false;
        }
        long now = clock.millis();
        for (Worker w : workers) {
            long tick = w.newestTick;
            if (tick < now - TRACKING_TOLERANCE_MILLIS || tick > now + TRACKING_TOLERANCE_MILLIS) {
                return false;
            }
        }
        return true;
    }

    /** Some worker's newest id is maxLead past the highest time the clock has read: the bound is reached. */
    private boolean atMaxLead() {
        for (Worker w : workers) {
            if (w.newestTick - highestClockMillis >= maxLeadMillis) {
                return true;
            }
        }
        return false;
    }

    /** No worker made an id for 100 ms: all are waiting for the clock. */
    private boolean stalled() {
        long before = made();
        long end = System.nanoTime() + 100_000_000L;
        while (System.nanoTime() < end) {
            driveClock();
            LockSupport.parkNanos(100_000);
        }
        return made() == before;
    }

    private Report run() throws InterruptedException {
        Report report = new Report("clock-faults: " + settings.threads() + " threads x " + settings.idsPerSecondPerThread()
                + " ids/s, v7 with a " + settings.counterBits() + "-bit counter, maxLead " + settings.maxLead() + ", WAIT, freeze "
                + settings.freeze());
        Duration recoveryTimeout = settings.maxLead().plus(RECOVERY_TIMEOUT_EXTRA);
        long[] recoveryNanos = new long[PHASES.length];
        java.util.Arrays.fill(recoveryNanos, -1);
        long[] maxLeadPerPhase = new long[PHASES.length];
        Thread.currentThread().setPriority(Thread.MAX_PRIORITY);
        driveClock();
        for (int t = 0; t < workers.length; t++) {
            workers[t] = new Worker(t);
            workers[t].start();
        }

        phase = STEADY;
        hold(settings.steady());
        maxLeadPerPhase[STEADY] = takeMaxLead();

        offsetNanos = -Duration.ofHours(1).toNanos();
        phase = STEP_BACK;
        hold(settings.stepBackHold());
        maxLeadPerPhase[STEP_BACK] = takeMaxLead();

        offsetNanos = 0;
        phase = AFTER_STEP_BACK;
        recoveryNanos[AFTER_STEP_BACK] = timeToTrack(recoveryTimeout);
        hold(settings.steady());
        maxLeadPerPhase[AFTER_STEP_BACK] = takeMaxLead();

        driveClock();
        frozenAtNanos = clock.nanos();
        phase = FROZEN;
        hold(settings.freeze());
        // The freeze lasts until the workers have reached maxLead, so that the bound is exercised however
        // slowly a loaded machine lets them make ids; the timeout is for a generator that never gets there.
        holdUntil(this::atMaxLead, recoveryTimeout);
        maxLeadPerPhase[FROZEN] = takeMaxLead();

        frozenAtNanos = Long.MIN_VALUE;
        phase = UNFROZEN;
        recoveryNanos[UNFROZEN] = timeToTrack(recoveryTimeout);
        hold(settings.steady());
        maxLeadPerPhase[UNFROZEN] = takeMaxLead();

        offsetNanos = Duration.ofDays(1).toNanos();
        phase = DAY_AHEAD;
        hold(settings.dayAheadHold());
        maxLeadPerPhase[DAY_AHEAD] = takeMaxLead();

        offsetNanos = 0;
        phase = BACK_FROM_DAY;
        long stallBegan = System.nanoTime();
        // The counter needs at most 2^counterBits ids per borrowed tick: enough time to spend maxLead at the paced rate, and more.
        long worstIdsToSpend = (maxLeadMillis + 2) << settings.counterBits();
        Duration stallTimeout = Duration.ofMillis(2_000 + 1_000 * worstIdsToSpend
                / ((long) settings.idsPerSecondPerThread() * settings.threads()));
        boolean stalled = holdUntil(this::stalled, stallTimeout);
        long stallAfterNanos = System.nanoTime() - stallBegan;
        maxLeadPerPhase[BACK_FROM_DAY] = takeMaxLead();

        // A day later: the clock reads what it would then.
        offsetNanos = Duration.ofDays(1).toNanos();
        phase = CAUGHT_UP;
        recoveryNanos[CAUGHT_UP] = timeToTrack(recoveryTimeout);
        hold(settings.steady());
        maxLeadPerPhase[CAUGHT_UP] = takeMaxLead();

        stop = true;
        long joinDeadline = System.nanoTime() + recoveryTimeout.toNanos();
        for (Worker w : workers) {
            while (w.isAlive() && System.nanoTime() < joinDeadline) {
                driveClock();
                w.join(1);
            }
        }
        for (Worker w : workers) {
            if (w.isAlive()) {
                report.fail(w.getName() + " did not end within " + recoveryTimeout + " of the stop: it hangs");
                w.interrupt();
            }
        }

        // ---------------------------------------------------------------- figures and checks
        report.line(String.format("  %-24s %12s %16s %14s %16s %12s", "phase", "ids", "max lead()", "max excess", "longest wait",
                "recovery"));
        for (int p = 0; p < PHASES.length; p++) {
            long ids = 0;
            long excess = Long.MIN_VALUE;
            long gap = 0;
            for (Worker w : workers) {
                ids += w.idsPerPhase[p];
                excess = Math.max(excess, w.maxExcessMillis[p]);
                gap = Math.max(gap, w.longestGapNanos[p]);
            }
            report.line(String.format("  %-24s %12d %16s %14s %16s %12s", PHASES[p], ids, Duration.ofNanos(maxLeadPerPhase[p]),
                    excess == Long.MIN_VALUE ? "-" : excess + " ms", String.format("%.1f ms", gap / 1e6),
                    recoveryNanos[p] < 0 ? "-" : String.format("%.1f ms", recoveryNanos[p] / 1e6)));
            report.check(excess <= maxLeadMillis, "phase " + PHASES[p] + ": an id ran " + excess
                    + " ms past the highest clock reading, over maxLead " + maxLeadMillis + " ms");
            report.check(p == BACK_FROM_DAY || ids > 0, "phase " + PHASES[p] + ": no id was made (no progress)");
        }
        report.line("  (max excess: an id's timestamp minus the highest time the clock ever read; bound: maxLead = "
                + maxLeadMillis + " ms)");
        report.figure("stopped at maxLead after the day-ahead jump", stalled
                ? String.format("yes, %.2f s after the clock stepped back", stallAfterNanos / 1e9) : "NO");
        report.check(stalled, "after the clock came back from a day ahead the workers did not stop (WAIT) within " + stallTimeout);
        for (int p : new int[] {AFTER_STEP_BACK, UNFROZEN, CAUGHT_UP}) {
            report.check(recoveryNanos[p] >= 0, "phase " + PHASES[p] + ": lead() did not return to 0 with ids on the clock's millisecond within "
                    + recoveryTimeout);
        }
        long total = 0;
        long regressions = 0;
        long[][] all = new long[workers.length][];
        int[] counts = new int[workers.length];
        for (int t = 0; t < workers.length; t++) {
            Worker w = workers[t];
            if (w.failure != null) {
                report.fail(w.getName() + " threw " + w.failure);
            }
            regressions += w.regressions;
            if (w.regressions > 0) {
                report.fail(w.getName() + ": " + w.regressions + " regressions, the first: " + w.firstRegression);
            }
            all[t] = w.ids.toArray();
            counts[t] = (int) w.ids.size();
            total += counts[t];
            // one position handed to two workers gives two different ids: count repeats on positions
            PositionPairs.fromIds(generator.layout(), all[t], counts[t]);
        }
        long[] firstRepeat = new long[2];
        long repeats = DatabaseKeys.countRepeats(all, counts, firstRepeat);
        report.figure("ids", total);
        report.figure("repeated positions", repeats);
        report.figure("regressions (per worker, unsigned order)", regressions);
        report.figure("largest lead() seen", Duration.ofNanos(java.util.Arrays.stream(maxLeadPerPhase).max().orElse(0)));
        report.check(repeats == 0, repeats + " positions handed out twice, the first (tick " + firstRepeat[0] + ", counter "
                + firstRepeat[1] + ")");
        return report;
    }

    private long takeMaxLead() {
        long m = maxLeadSeenNanos;
        maxLeadSeenNanos = 0;
        return m;
    }

    /** Nanoseconds until the generator tracks the clock again, or -1 after the timeout. */
    private long timeToTrack(Duration timeout) {
        long began = System.nanoTime();
        return holdUntil(this::tracking, timeout) ? System.nanoTime() - began : -1;
    }
}
