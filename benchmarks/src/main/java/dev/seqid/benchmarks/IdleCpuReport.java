package dev.seqid.benchmarks;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The samples of {@link IdleCpuBenchmark}, one per child JVM, as the line a child prints and the
 * parent reads back, and the parent's Markdown tables: CPU of each JVM in per cent of one core,
 * and the default generator's excess over {@code ClockSource.system()} at each rate, with the
 * issue's target ({@value #MAX_DEFAULT_EXCESS_PERCENT} % of a core at {@value #TARGET_RATE} ids per
 * second).
 */
final class IdleCpuReport {

    static final double MAX_DEFAULT_EXCESS_PERCENT = 0.2;
    static final int TARGET_RATE = 10;

    /** How a child's result line starts; anything else a child prints is not a sample. */
    static final String LINE_PREFIX = "idle-cpu-sample";

    /**
     * One child JVM's measurement window.
     *
     * @param variant             what the child ran
     * @param rate                ids per second asked for (0 for the baseline)
     * @param ids                 ids made in the window
     * @param windowNanos         the window's length
     * @param processCpuNanos     the process's CPU time in the window, all threads, as the OS counts it
     *                            (on Linux in clock ticks, usually 10 ms)
     * @param javaThreadsCpuNanos the summed CPU time of the Java threads alive at the window's end
     * @param busiestThread       the name of the Java thread, other than the one making ids, with the
     *                            most CPU time in the window
     * @param busiestThreadCpuNanos its CPU time in the window
     */
    record Sample(IdleCpuBenchmark.Variant variant, int rate, long ids, long windowNanos, long processCpuNanos,
                  long javaThreadsCpuNanos, String busiestThread, long busiestThreadCpuNanos) {

        double processPercent() {
            return percent(processCpuNanos);
        }

        double javaThreadsPercent() {
            return percent(javaThreadsCpuNanos);
        }

        double busiestThreadPercent() {
            return percent(busiestThreadCpuNanos);
        }

        private double percent(long cpuNanos) {
            return 100.0 * cpuNanos / windowNanos;
        }

        /** Tab-separated {@code key=value} fields after {@link #LINE_PREFIX}; the thread name comes last, tabs and line breaks in it made spaces. */
        String line() {
            return LINE_PREFIX + "\tvariant=" + variant.name() + "\trate=" + rate + "\tids=" + ids
                    + "\twindowNanos=" + windowNanos + "\tprocessCpuNanos=" + processCpuNanos
                    + "\tjavaThreadsCpuNanos=" + javaThreadsCpuNanos + "\tbusiestThreadCpuNanos=" + busiestThreadCpuNanos
                    + "\tbusiestThread=" + busiestThread.replaceAll("[\\t\\r\\n]", " ");
        }

        /**
         * The sample of a line written by {@link #line()}.
         *
         * @throws IllegalArgumentException if {@code line} is not such a line, naming what is missing
         */
        static Sample parse(String line) {
            String[] fields = line.split("\t");
            if (!fields[0].equals(LINE_PREFIX)) {
                throw new IllegalArgumentException("not a sample line (it should start with \"" + LINE_PREFIX + "\\t\"): " + line);
            }
            Map<String, String> values = new LinkedHashMap<>();
            for (int i = 1; i < fields.length; i++) {
                int equals = fields[i].indexOf('=');
                if (equals < 0) {
                    throw new IllegalArgumentException("field without '=' in sample line: \"" + fields[i] + "\"");
                }
                values.put(fields[i].substring(0, equals), fields[i].substring(equals + 1));
            }
            try {
                return new Sample(IdleCpuBenchmark.Variant.valueOf(required(values, "variant")),
                        Integer.parseInt(required(values, "rate")), Long.parseLong(required(values, "ids")),
                        Long.parseLong(required(values, "windowNanos")), Long.parseLong(required(values, "processCpuNanos")),
                        Long.parseLong(required(values, "javaThreadsCpuNanos")), values.getOrDefault("busiestThread", ""),
                        Long.parseLong(required(values, "busiestThreadCpuNanos")));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("sample line with a field that is not a number (" + e.getMessage() + "): " + line, e);
            }
        }

        private static String required(Map<String, String> values, String key) {
            String value = values.get(key);
            if (value == null) {
                throw new IllegalArgumentException("sample line without " + key + "=: " + values);
            }
            return value;
        }
    }

    private IdleCpuReport() {
    }

    /** The tables of {@code samples}: one row per child JVM, then the default's excess per rate. */
    static String markdown(List<Sample> samples) {
        StringBuilder out = new StringBuilder();
        out.append("CPU per JVM in % of one core over its measured window. \"process\": getProcessCpuTime(), every"
                + " thread, counted by the OS in clock ticks (Linux: 10 ms, so ±0.1 % over 10 s); \"Java threads\":"
                + " exact per-thread CPU times summed, without the JVM's own GC and JIT threads.\n\n");
        out.append("| JVM | ids/s | ids made | window, s | process | Java threads | busiest Java thread but main |\n");
        out.append("|---|---:|---:|---:|---:|---:|---|\n");
        for (Sample sample : samples) {
            out.append("| ").append(sample.variant().label())
                    .append(" | ").append(sample.rate() == 0 ? "–" : count(sample.rate()))
                    .append(" | ").append(count(sample.ids()))
                    .append(" | ").append(String.format(Locale.ROOT, "%.1f", sample.windowNanos() / 1e9))
                    .append(" | ").append(percent(sample.processPercent()))
                    .append(" | ").append(percent(sample.javaThreadsPercent()))
                    .append(" | ").append(sample.busiestThread().isEmpty() ? "–"
                            : sample.busiestThread() + ": " + percent(sample.busiestThreadPercent()))
                    .append(" |\n");
        }
        List<String> excessRows = new ArrayList<>();
        for (Sample system : samples) {
            if (system.variant() != IdleCpuBenchmark.Variant.SYSTEM_CLOCK) {
                continue;
            }
            for (Sample cached : samples) {
                if (cached.variant() == IdleCpuBenchmark.Variant.DEFAULT && cached.rate() == system.rate()) {
                    excessRows.add(excessRow(cached, system));
                }
            }
        }
        if (!excessRows.isEmpty()) {
            out.append("\nDefault generator minus ClockSource.system(), % of one core\n\n");
            out.append("| ids/s | process | Java threads | target |\n|---:|---:|---:|---|\n");
            excessRows.forEach(out::append);
        }
        return out.toString();
    }

    private static String excessRow(Sample cached, Sample system) {
        double process = cached.processPercent() - system.processPercent();
        String target = "";
        if (cached.rate() == TARGET_RATE) {
            target = "≤ " + MAX_DEFAULT_EXCESS_PERCENT + " (process): " + (process <= MAX_DEFAULT_EXCESS_PERCENT ? "met" : "missed");
        }
        return "| " + count(cached.rate()) + " | " + percent(process)
                + " | " + percent(cached.javaThreadsPercent() - system.javaThreadsPercent()) + " | " + target + " |\n";
    }

    private static String count(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    /** Per cent to two decimals: 0.10, 3.25, -0.05. */
    private static String percent(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
