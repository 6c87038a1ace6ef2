package dev.seqid.benchmarks;

import dev.seqid.ClockSource;
import dev.seqid.UuidGenerator;
import dev.seqid.benchmarks.IdleCpuReport.Sample;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * What the generator's background threads cost a process that makes few ids: the default generator
 * reads a cached clock ({@code ClockSource.cached()}) that a ticker thread refreshes, where
 * {@code .clock(ClockSource.system())} reads the clock per id and keeps no thread awake for it.
 *
 * <p>Each variant runs in a JVM of its own (the cached clock and the entropy producer are
 * process-wide), started one after another from this one with the same {@code java}, JVM options
 * and class path:
 * <ul>
 *   <li>{@link Variant#BASELINE}: no generator; the JVM sleeps through the window;</li>
 *   <li>{@link Variant#SYSTEM_CLOCK}: {@code UuidGenerator.builder().clock(ClockSource.system()).build()};</li>
 *   <li>{@link Variant#DEFAULT}: {@code UuidGenerator.builder().build()}.</li>
 * </ul>
 * A child builds its generator, makes its first id, paces ids at the rate for a second of warm-up,
 * then measures a window of {@value #DEFAULT_SECONDS} s in which it makes one id every
 * {@code 1/rate} s (several per wake-up when the rate is above what {@code parkNanos} can pace):
 * the process's CPU time ({@code com.sun.management.OperatingSystemMXBean.getProcessCpuTime()}) and
 * the CPU time of each Java thread in the window, printed as one line ({@link Sample#line()}).
 * The parent prints Markdown tables ({@link IdleCpuReport}): each JVM in % of one core, and the
 * default minus {@code ClockSource.system()} at each rate, against the target.
 *
 * <p>Run it with {@code benchmarks/run-idle-cpu.sh}, which builds the jar when the sources are newer,
 * picks a JDK and keeps the output under {@code benchmarks/results/}, or by hand:
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.seqid.benchmarks.IdleCpuBenchmark [--seconds 10] [--rates 10,1000,100000]
 * </pre>
 * The default rates are {@value #DEFAULT_RATES} ids per second: idle, busy, and a rate at which the
 * ticker's cost is amortised.
 */
public final class IdleCpuBenchmark {

    static final int DEFAULT_SECONDS = 10;
    static final String DEFAULT_RATES = "10,1000,100000";
    private static final long WARMUP_NANOS = TimeUnit.SECONDS.toNanos(1);
    /** On top of warm-up and window: JVM start-up, and a margin before a hung child is killed. */
    private static final long CHILD_TIMEOUT_MARGIN_SECONDS = 60;
    private static final String CHILD = "--child";

    /** Where the ids' bits go, so that no id can be optimised away. */
    private static volatile long blackhole;

    private IdleCpuBenchmark() {
    }

    /** What a child JVM runs. */
    enum Variant {
        BASELINE("baseline: no generator, sleeps"),
        SYSTEM_CLOCK("clock(ClockSource.system())"),
        DEFAULT("default: ClockSource.cached()");

        private final String label;

        Variant(String label) {
            this.label = label;
        }

        String label() {
            return label;
        }

        /** The generator to measure; null for the baseline. */
        UuidGenerator generator() {
            return switch (this) {
                case BASELINE -> null;
                case SYSTEM_CLOCK -> UuidGenerator.builder().clock(ClockSource.system()).build();
                case DEFAULT -> UuidGenerator.builder().build();
            };
        }
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length > 0 && args[0].equals(CHILD)) {
            child(Variant.valueOf(args[1]), Integer.parseInt(args[2]), Integer.parseInt(args[3]));
            return;
        }
        int seconds = DEFAULT_SECONDS;
        int[] rates;
        try {
            String rateList = DEFAULT_RATES;
            for (int i = 0; i < args.length; i += 2) {
                String value = i + 1 < args.length ? args[i + 1] : "";
                switch (args[i]) {
                    case "--seconds" -> seconds = positive("--seconds", value);
                    case "--rates" -> rateList = value;
                    default -> throw new IllegalArgumentException("unknown option " + args[i]
                            + "; the options are --seconds N and --rates N[,N...] (ids per second)");
                }
            }
            rates = Arrays.stream(rateList.split(",")).mapToInt(rate -> positive("--rates", rate.trim())).toArray();
        } catch (IllegalArgumentException e) {
            System.err.println(IdleCpuBenchmark.class.getSimpleName() + ": " + e.getMessage());
            System.exit(2);
            return;
        }
        System.out.printf(Locale.ROOT, "JDK %s (%s), %d CPUs; each JVM: 1 s warm-up, then %d s measured%n%n",
                Runtime.version(), System.getProperty("java.home"), Runtime.getRuntime().availableProcessors(), seconds);
        List<Sample> samples = new ArrayList<>();
        samples.add(runChild(Variant.BASELINE, 0, seconds));
        for (int rate : rates) {
            samples.add(runChild(Variant.SYSTEM_CLOCK, rate, seconds));
            samples.add(runChild(Variant.DEFAULT, rate, seconds));
        }
        System.out.print(IdleCpuReport.markdown(samples));
    }

    private static int positive(String option, String value) {
        try {
            int n = Integer.parseInt(value.replace("_", ""));
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " takes whole numbers of at least 1, got \"" + value + "\"");
    }

    // ------------------------------------------------------------------------------ parent

    /** Runs {@code variant} in a new JVM: this JVM's java, options and class path. */
    private static Sample runChild(Variant variant, int rate, int seconds) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), IdleCpuBenchmark.class.getName(),
                CHILD, variant.name(), Integer.toString(rate), Integer.toString(seconds)));
        System.err.printf(Locale.ROOT, "%s at %,d ids/s: %s%n", variant.label(), rate, String.join(" ", command));
        Process child = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String output;
        try (InputStream stdout = child.getInputStream()) {
            // The child prints one short line at the end, so reading after waitFor cannot block it.
            long timeout = seconds + TimeUnit.NANOSECONDS.toSeconds(WARMUP_NANOS) + CHILD_TIMEOUT_MARGIN_SECONDS;
            if (!child.waitFor(timeout, TimeUnit.SECONDS)) {
                child.destroyForcibly();
                throw new IllegalStateException("child JVM still running after " + timeout + " s: " + command);
            }
            output = new String(stdout.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (child.exitValue() != 0) {
            throw new IllegalStateException("child JVM exited with " + child.exitValue() + ": " + command + "\n" + output);
        }
        return output.lines().filter(line -> line.startsWith(IdleCpuReport.LINE_PREFIX)).map(Sample::parse).findFirst()
                .orElseThrow(() -> new IllegalStateException("child JVM printed no sample line: " + command + "\n" + output));
    }

    // ------------------------------------------------------------------------------ child

    private static void child(Variant variant, int rate, int seconds) {
        UuidGenerator generator = variant.generator();
        if (generator != null) {
            blackhole += generator.next().getLeastSignificantBits();
        }
        pace(generator, rate, WARMUP_NANOS);
        CpuTimes start = CpuTimes.now();
        long ids = pace(generator, rate, TimeUnit.SECONDS.toNanos(seconds));
        CpuTimes end = CpuTimes.now();

        long mainThread = Thread.currentThread().getId();
        String busiest = "";
        long busiestNanos = 0;
        long javaThreadsNanos = 0;
        for (Map.Entry<Long, Long> thread : end.threadNanos.entrySet()) {
            long nanos = thread.getValue() - start.threadNanos.getOrDefault(thread.getKey(), 0L);
            javaThreadsNanos += nanos;
            if (thread.getKey() != mainThread && nanos > busiestNanos) {
                busiestNanos = nanos;
                busiest = end.threadNames.get(thread.getKey());
            }
        }
        Sample sample = new Sample(variant, rate, ids, end.wallNanos - start.wallNanos,
                end.processNanos - start.processNanos, javaThreadsNanos, busiest, busiestNanos);
        System.out.println(sample.line());
    }

    /**
     * Makes ids at {@code rate} per second for {@code nanos} (sleeps, for a null generator): id k is
     * due at {@code k / rate} s; after each wake-up every id due is made, then the thread parks until
     * the next is due. Returns the number of ids made: {@code rate} per second of {@code nanos}.
     */
    private static long pace(UuidGenerator generator, int rate, long nanos) {
        long start = System.nanoTime();
        long end = start + nanos;
        if (generator == null) {
            for (long now = start; now < end; now = System.nanoTime()) {
                LockSupport.parkNanos(end - now);
            }
            return 0;
        }
        double interval = 1e9 / rate;
        long made = 0;
        long bits = 0;
        for (long now = start; now < end; now = System.nanoTime()) {
            long due = (long) ((now - start) / interval) + 1;
            for (; made < due; made++) {
                bits += generator.next().getLeastSignificantBits();
            }
            long next = start + (long) (made * interval);
            LockSupport.parkNanos(Math.min(next, end) - System.nanoTime());
        }
        // The last wake-up may come after the end with ids still due before it.
        for (long total = (long) Math.ceil(nanos / interval); made < total; made++) {
            bits += generator.next().getLeastSignificantBits();
        }
        blackhole += bits;
        return made;
    }

    /** CPU times at one instant: the process's, and each live Java thread's with its name. */
    private static final class CpuTimes {
        final long wallNanos;
        final long processNanos;
        final Map<Long, Long> threadNanos = new HashMap<>();
        final Map<Long, String> threadNames = new HashMap<>();

        private CpuTimes(long wallNanos, long processNanos) {
            this.wallNanos = wallNanos;
            this.processNanos = processNanos;
        }

        static CpuTimes now() {
            com.sun.management.OperatingSystemMXBean os =
                    (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            CpuTimes times = new CpuTimes(System.nanoTime(), os.getProcessCpuTime());
            for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
                if (info != null) {
                    long nanos = threads.getThreadCpuTime(info.getThreadId());
                    if (nanos >= 0) {
                        times.threadNanos.put(info.getThreadId(), nanos);
                        times.threadNames.put(info.getThreadId(), info.getThreadName());
                    }
                }
            }
            return times;
        }
    }
}
