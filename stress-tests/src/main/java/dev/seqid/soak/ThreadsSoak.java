package dev.seqid.soak;

import dev.seqid.EntropySource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Soak mode {@code threads}: N threads take M ids each from one shared generator, as fast as they
 * can. Checks, exactly: no generator position (tick, counter) is handed out twice (every id is
 * kept and read back as its position; per-thread runs are merged k ways in position order, after
 * sorting any run that is out of order), and every thread's ids strictly increase in the layout's
 * database order. A monitor thread samples
 * {@link UuidGenerator#lead()} every millisecond for the maximum lead. Reports ids/s.
 */
final class ThreadsSoak {

    /** How the workers take ids: one {@code next()} per id, or {@code nextLongs} batches. */
    enum Method { NEXT, BATCH }

    record Settings(int threads, int idsPerThread, String layout, Method method, int batchSize, String entropy) {
        Settings {
            if (threads < 1 || idsPerThread < 1 || batchSize < 1) {
                throw new IllegalArgumentException("threads, ids per thread and batch size must be at least 1, got " + threads + ", "
                        + idsPerThread + ", " + batchSize);
            }
            if ((long) idsPerThread * 2 > Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("at most " + (Integer.MAX_VALUE / 2 - 4) + " ids per thread, got " + idsPerThread);
            }
            UuidLayout.named(layout); // fails early on an unknown name
            EntropySource.named(entropy); // fails early on an unknown name, listing the known ones
        }
    }

    private ThreadsSoak() {
    }

    static Report run(Settings settings) throws InterruptedException {
        UuidLayout layout = UuidLayout.named(settings.layout());
        UuidGenerator generator = UuidGenerator.builder().layout(layout).entropy(EntropySource.named(settings.entropy())).build();
        int threads = settings.threads();
        int perThread = settings.idsPerThread();
        long[][] ids = new long[threads][];
        for (int t = 0; t < threads; t++) {
            ids[t] = new long[2 * perThread];
            java.util.Arrays.fill(ids[t], 1L); // touch the pages before the clock starts
        }

        CountDownLatch ready = new CountDownLatch(threads);
        CountDownLatch start = new CountDownLatch(1);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            long[] mine = ids[t];
            Thread worker = new Thread(() -> {
                ready.countDown();
                try {
                    start.await();
                    if (settings.method() == Method.NEXT) {
                        for (int i = 0; i < perThread; i++) {
                            UUID id = generator.next();
                            mine[2 * i] = id.getMostSignificantBits();
                            mine[2 * i + 1] = id.getLeastSignificantBits();
                        }
                    } else {
                        for (int done = 0; done < perThread; done += settings.batchSize()) {
                            generator.nextLongs(mine, 2 * done, Math.min(settings.batchSize(), perThread - done));
                        }
                    }
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                }
            }, "soak-worker-" + t);
            workers.add(worker);
        }
        workers.forEach(Thread::start);
        ready.await();

        AtomicBoolean running = new AtomicBoolean(true);
        long[] maxLeadNanos = {0};
        Thread monitor = new Thread(() -> {
            while (running.get()) {
                maxLeadNanos[0] = Math.max(maxLeadNanos[0], generator.lead().toNanos());
                java.util.concurrent.locks.LockSupport.parkNanos(1_000_000);
            }
        }, "soak-lead-monitor");
        monitor.setDaemon(true);
        monitor.start();

        long began = System.nanoTime();
        start.countDown();
        for (Thread worker : workers) {
            worker.join();
        }
        long elapsed = System.nanoTime() - began;
        running.set(false);
        monitor.join();

        Report report = new Report("threads: " + threads + " threads x " + perThread + " ids, layout " + layout.name() + ", "
                + settings.method().name().toLowerCase() + (settings.method() == Method.BATCH ? " of " + settings.batchSize() : "")
                + ", entropy " + settings.entropy());
        if (failure.get() != null) {
            report.fail("a worker threw " + failure.get());
            return report;
        }
        long total = (long) threads * perThread;
        report.figure("ids", total);
        report.figure("elapsed", String.format("%.2f s", elapsed / 1e9));
        report.figure("ids/s (all threads)", String.format("%,.0f", total / (elapsed / 1e9)));

        DatabaseKeys keys = new DatabaseKeys(layout);
        int[] counts = new int[threads];
        long violations = 0;
        for (int t = 0; t < threads; t++) {
            keys.toKeys(ids[t], perThread);
            counts[t] = perThread;
            long threadViolations = DatabaseKeys.orderViolations(ids[t], perThread);
            if (threadViolations > 0) {
                int at = DatabaseKeys.firstOrderViolation(ids[t], perThread);
                report.fail("thread " + t + ": " + threadViolations + " order violations, the first at id " + at + ": "
                        + keys.idOf(ids[t][2 * at - 2], ids[t][2 * at - 1]) + " then " + keys.idOf(ids[t][2 * at], ids[t][2 * at + 1]));
            }
            violations += threadViolations;
        }
        // Uniqueness across threads is counted on positions: distinct positions make distinct ids,
        // but one position handed to two threads still gives two different ids.
        for (int t = 0; t < threads; t++) {
            PositionPairs.fromKeys(keys, layout, ids[t], perThread);
        }
        long[] firstRepeat = new long[2];
        long repeats = DatabaseKeys.countRepeats(ids, counts, firstRepeat);
        report.figure("repeated positions", repeats);
        report.figure("order violations (per thread, database order)", violations);
        report.figure("maximum lead (sampled every ms)", Duration.ofNanos(maxLeadNanos[0]));
        report.check(repeats == 0, repeats + " positions handed out twice, the first (tick " + firstRepeat[0] + ", counter "
                + firstRepeat[1] + ")");
        return report;
    }
}
