package dev.seqid.soak;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * Soak mode {@code multi-process}: P child JVMs (same java, same class path) each make N ids of
 * one layout with a generator of their own, at a paced rate, and write them, with the
 * {@code System.nanoTime()} at which each was made, to a file; process 0 makes a burst, idles,
 * then goes on. The parent merges the files. Checks, exactly: no id repeats across processes and
 * every process's ids strictly increase in the layout's database order.
 *
 * <p>Also measures how the merged stream interleaves in database order, the multi-process
 * concern that every process's ids stay close to the wall clock:
 * <ul>
 *   <li><b>runs</b>: maximal stretches of ids of one process in the merged database order;</li>
 *   <li><b>insert depth</b>: replaying all ids in the order they were made (by nanoTime, which on
 *   Linux is one monotonic clock for all processes of the machine), how many ids already stored
 *   sort after the new one: 0 is an append at the end of the index; large depths are inserts into
 *   old pages;</li>
 *   <li><b>clock lag</b>: the wall-clock time an id was made minus the time its timestamp says.</li>
 * </ul>
 * It compares {@code v7}, {@code tick-counter} and the {@link NeverResyncedCounter} baseline.
 */
final class MultiProcessSoak {

    record Settings(int processes, int idsPerProcess, int idsPerSecond, int idleAfter, long idleMillis, List<String> layouts,
            String childMaxHeap) {
    }

    static final List<String> DEFAULT_LAYOUTS = List.of("v7", "tick-counter", NeverResyncedCounter.NAME);
    private static final long CHILD_TIMEOUT_SECONDS = 600;
    private static final long START_DELAY_MILLIS = 2_000;

    private MultiProcessSoak() {
    }

    // ------------------------------------------------------------------------ child

    /** The child process: makes the ids and writes (msb, lsb, nanoTime) triples, big-endian, to {@code out}. */
    static void child(String layoutName, int count, int idsPerSecond, int idleAfter, long idleMillis, long startAtMillis, Path out)
            throws IOException {
        Supplier<UUID> source;
        if (layoutName.equals(NeverResyncedCounter.NAME)) {
            NeverResyncedCounter[] counter = new NeverResyncedCounter[1];
            source = () -> {
                if (counter[0] == null) {
                    counter[0] = new NeverResyncedCounter(); // seeded at the first id, not at JVM start
                }
                return counter[0].next();
            };
        } else {
            UuidGenerator generator = UuidGenerator.builder().layout(UuidLayout.named(layoutName)).build();
            generator.next(); // warm the entropy and the clock; not recorded
            source = generator::next;
        }
        long[] records = new long[3 * count];
        while (System.currentTimeMillis() < startAtMillis) {
            LockSupport.parkNanos(200_000);
        }
        final int slice = 100;
        long sliceNanos = 1_000_000_000L * slice / idsPerSecond;
        long due = System.nanoTime();
        for (int i = 0; i < count; i++) {
            if (i == idleAfter && idleMillis > 0) {
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(idleMillis));
                due = System.nanoTime();
            }
            UUID id = source.get();
            records[3 * i] = id.getMostSignificantBits();
            records[3 * i + 1] = id.getLeastSignificantBits();
            records[3 * i + 2] = System.nanoTime();
            if (i % slice == slice - 1) {
                due += sliceNanos;
                long now = System.nanoTime();
                if (due > now) {
                    LockSupport.parkNanos(due - now);
                }
            }
        }
        try (FileChannel channel = FileChannel.open(out, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE)) {
            ByteBuffer buffer = ByteBuffer.allocateDirect(1 << 20).order(ByteOrder.BIG_ENDIAN);
            for (long value : records) {
                if (!buffer.hasRemaining()) {
                    buffer.flip();
                    while (buffer.hasRemaining()) {
                        channel.write(buffer);
                    }
                    buffer.clear();
                }
                buffer.putLong(value);
            }
            buffer.flip();
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
        }
    }

    // ------------------------------------------------------------------------ parent

    static Report run(Settings settings) throws IOException, InterruptedException {
        Report report = new Report("multi-process: " + settings.processes() + " JVMs x " + settings.idsPerProcess() + " ids at "
                + settings.idsPerSecond() + " ids/s each; process 0 idles " + settings.idleMillis() + " ms after " + settings.idleAfter()
                + " ids");
        report.line(String.format("  %-36s %10s %5s %6s %10s %9s %11s %11s %11s %12s %12s", "layout", "ids", "dups", "order", "runs",
                "mean run", "non-append", "depth p99", "depth max", "lag idle", "lag others"));
        Path directory = Files.createTempDirectory("seqid-soak-multi-process-");
        try {
            for (String layout : settings.layouts()) {
                runLayout(layout, settings, directory, report);
            }
        } finally {
            try (var files = Files.list(directory)) {
                for (Path p : (Iterable<Path>) files::iterator) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(directory);
        }
        report.line("  (dups: duplicate ids; order: order violations within a process; runs: same-process stretches in");
        report.line("   database order; non-append: share of inserts, in the order ids were made, that land before an");
        report.line("   id already stored; depth: how many stored ids sort after the new one; lag: max of wall clock at");
        report.line("   generation minus the id's timestamp, for the idling process and for the others)");
        return report;
    }

    private static void runLayout(String layoutName, Settings settings, Path directory, Report report)
            throws IOException, InterruptedException {
        UuidLayout layout = layoutName.equals(NeverResyncedCounter.NAME) ? UuidLayout.tickCounter() : UuidLayout.named(layoutName);
        int processes = settings.processes();
        int n = settings.idsPerProcess();
        String java = ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        String classPath = System.getProperty("java.class.path");
        long startAt = System.currentTimeMillis() + START_DELAY_MILLIS;
        List<Process> children = new ArrayList<>();
        List<Path> outputs = new ArrayList<>();
        List<Path> logs = new ArrayList<>();
        for (int p = 0; p < processes; p++) {
            Path out = directory.resolve(layoutName + "-" + p + ".bin");
            Path log = directory.resolve(layoutName + "-" + p + ".log");
            outputs.add(out);
            logs.add(log);
            List<String> command = new ArrayList<>(List.of(java, "-Xmx" + settings.childMaxHeap(), "-XX:+UseSerialGC", "-cp", classPath,
                    Soak.class.getName(), "multi-process-child", "--layout", layoutName, "--ids", Integer.toString(n), "--rate",
                    Integer.toString(settings.idsPerSecond()), "--start-at", Long.toString(startAt), "--out", out.toString()));
            if (p == 0) {
                command.addAll(List.of("--idle-after", Integer.toString(settings.idleAfter()), "--idle-millis",
                        Long.toString(settings.idleMillis())));
            }
            children.add(new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start());
        }
        Instant anchorWall = Instant.now();
        long anchorNanos = System.nanoTime();
        long anchorWallNanos = anchorWall.getEpochSecond() * 1_000_000_000L + anchorWall.getNano();
        boolean allDone = true;
        for (int p = 0; p < processes; p++) {
            Process child = children.get(p);
            if (!child.waitFor(CHILD_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                child.destroyForcibly();
                report.fail(layoutName + ": process " + p + " did not finish within " + CHILD_TIMEOUT_SECONDS + " s");
                allDone = false;
            } else if (child.exitValue() != 0) {
                report.fail(layoutName + ": process " + p + " exited with " + child.exitValue() + ": " + tail(logs.get(p)));
                allDone = false;
            }
        }
        if (!allDone) {
            return;
        }

        long[][] keys = new long[processes][];
        long[][] madeAt = new long[processes][];
        long maxLagIdleNanos = Long.MIN_VALUE;
        long maxLagOthersNanos = Long.MIN_VALUE;
        DatabaseKeys databaseKeys = new DatabaseKeys(layout);
        long violations = 0;
        for (int p = 0; p < processes; p++) {
            long[] records = read(outputs.get(p), n);
            keys[p] = new long[2 * n];
            madeAt[p] = new long[n];
            for (int i = 0; i < n; i++) {
                long msb = records[3 * i];
                long lsb = records[3 * i + 1];
                long nanos = records[3 * i + 2];
                keys[p][2 * i] = msb;
                keys[p][2 * i + 1] = lsb;
                madeAt[p][i] = nanos;
                Instant stamped = layout.instantOf(new UUID(msb, lsb));
                long lag = anchorWallNanos + (nanos - anchorNanos) - (stamped.getEpochSecond() * 1_000_000_000L + stamped.getNano());
                if (p == 0) {
                    maxLagIdleNanos = Math.max(maxLagIdleNanos, lag);
                } else {
                    maxLagOthersNanos = Math.max(maxLagOthersNanos, lag);
                }
            }
            databaseKeys.toKeys(keys[p], n);
            long v = DatabaseKeys.orderViolations(keys[p], n);
            if (v > 0) {
                int at = DatabaseKeys.firstOrderViolation(keys[p], n);
                report.fail(layoutName + ": process " + p + " made " + v + " order violations, the first: "
                        + databaseKeys.idOf(keys[p][2 * at - 2], keys[p][2 * at - 1]) + " then "
                        + databaseKeys.idOf(keys[p][2 * at], keys[p][2 * at + 1]));
            }
            violations += v;
        }
        int[] counts = new int[processes];
        Arrays.fill(counts, n);
        long[] firstRepeat = new long[2];
        long duplicates = DatabaseKeys.countRepeats(keys, counts, firstRepeat);
        report.check(duplicates == 0, layoutName + ": " + duplicates + " duplicate ids across processes, the first "
                + databaseKeys.idOf(firstRepeat[0], firstRepeat[1]));

        Interleaving interleaving = violations == 0 ? Interleaving.measure(keys, madeAt, n) : null;
        report.line(String.format("  %-36s %10d %5d %6d %10s %9s %11s %11s %11s %12s %12s", layoutName + (layoutName.equals(
                NeverResyncedCounter.NAME) ? " (baseline)" : ""), (long) processes * n, duplicates, violations,
                interleaving == null ? "-" : Long.toString(interleaving.runs),
                interleaving == null ? "-" : String.format("%.1f", (double) processes * n / interleaving.runs),
                interleaving == null ? "-" : String.format("%.1f %%", 100.0 * interleaving.nonAppend / ((double) processes * n)),
                interleaving == null ? "-" : Long.toString(interleaving.depthP99),
                interleaving == null ? "-" : Long.toString(interleaving.depthMax), millis(maxLagIdleNanos), millis(maxLagOthersNanos)));
    }

    private static String millis(long nanos) {
        return String.format("%.1f ms", nanos / 1e6);
    }

    /** Runs, non-append inserts and insert depths of the merged ids; the process sequences must be strictly increasing. */
    record Interleaving(long runs, long nonAppend, long depthP99, long depthMax) {

        static Interleaving measure(long[][] keys, long[][] madeAt, int n) {
            int processes = keys.length;
            // Database order: a k-way merge of the increasing sequences gives every id its rank.
            int[][] rank = new int[processes][n];
            int[] position = new int[processes];
            long runs = 0;
            int previousProcess = -1;
            int total = processes * n;
            for (int r = 0; r < total; r++) {
                int best = -1;
                for (int p = 0; p < processes; p++) {
                    if (position[p] < n && (best < 0 || DatabaseKeys.compare(keys[p], position[p], keys[best], position[best]) < 0)) {
                        best = p;
                    }
                }
                rank[best][position[best]++] = r;
                if (best != previousProcess) {
                    runs++;
                    previousProcess = best;
                }
            }
            // Generation order: a k-way merge by nanoTime (each process's times do not decrease); a
            // Fenwick tree counts the stored ranks below the new one.
            int[] tree = new int[total + 1];
            int[] depths = new int[total];
            Arrays.fill(position, 0);
            long nonAppend = 0;
            for (int inserted = 0; inserted < total; inserted++) {
                int best = -1;
                for (int p = 0; p < processes; p++) {
                    if (position[p] < n && (best < 0 || madeAt[p][position[p]] < madeAt[best][position[best]])) {
                        best = p;
                    }
                }
                int r = rank[best][position[best]++];
                int below = 0;
                for (int i = r; i > 0; i -= i & -i) {
                    below += tree[i];
                }
                int depth = inserted - below;
                depths[inserted] = depth;
                if (depth > 0) {
                    nonAppend++;
                }
                for (int i = r + 1; i <= total; i += i & -i) {
                    tree[i]++;
                }
            }
            Arrays.sort(depths);
            return new Interleaving(runs, nonAppend, depths[(int) Math.min(total - 1, (long) total * 99 / 100)], depths[total - 1]);
        }
    }

    private static long[] read(Path file, int n) throws IOException {
        long expected = 24L * n;
        long size = Files.size(file);
        if (size != expected) {
            throw new IOException(file + " holds " + size + " bytes, expected " + expected + " (" + n + " ids)");
        }
        long[] records = new long[3 * n];
        byte[] chunk = new byte[8 << 16];
        try (InputStream in = Files.newInputStream(file)) {
            int at = 0;
            while (at < records.length) {
                int longs = Math.min(chunk.length / 8, records.length - at);
                if (in.readNBytes(chunk, 0, 8 * longs) != 8 * longs) {
                    throw new IOException(file + " ended early");
                }
                ByteBuffer.wrap(chunk, 0, 8 * longs).order(ByteOrder.BIG_ENDIAN).asLongBuffer().get(records, at, longs);
                at += longs;
            }
        }
        return records;
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join(" | ", lines.subList(Math.max(0, lines.size() - 5), lines.size()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
