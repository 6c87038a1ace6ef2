package dev.seqid.benchmarks;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * The tables of {@link ShortLivedThreadsBenchmark}, in Markdown: nanoseconds per task, heap held per
 * live thread, and the targets with the verdict on each.
 *
 * <p>The targets:
 * <ul>
 *   <li>a virtual-thread task that makes one default seqid id costs at most
 *   {@value #MAX_DEFAULT_TO_RANDOM_UUID} of one that makes a {@code UUID.randomUUID()}, and at most
 *   {@value #MAX_DEFAULT_TO_THREAD_LOCAL_RANDOM} times one that makes a seqid id with
 *   {@code threadLocalRandom()} entropy (whole task, thread included, as a user pays it). Each
 *   ratio is judged at the median of its per-round ratios, the two tasks of a pair measured in the
 *   same round: on a shared 2-CPU machine a whole round moves by up to 2x, which the ratio of two
 *   best-of-all-rounds figures (each from whichever round was quietest for it) does not cancel. The
 *   same ratios for platform threads are shown without a target: starting a platform thread costs
 *   tens of microseconds, which no id can make up for;</li>
 *   <li>a live thread of either kind that has made a default id holds at most
 *   {@value #MAX_HEAP_PER_THREAD} bytes of heap more than one that has made none.</li>
 * </ul>
 */
final class ShortLivedThreadsReport {

    static final double MAX_DEFAULT_TO_RANDOM_UUID = 0.5;
    static final double MAX_DEFAULT_TO_THREAD_LOCAL_RANDOM = 2.0;
    static final long MAX_HEAP_PER_THREAD = 1024;

    /**
     * Each round's nanoseconds per task of each {@link OneIdTask} ({@code roundNanos}, in round
     * order), {@code tasks} tasks of one kind of thread per round, and the least bytes allocated per
     * task over the rounds.
     */
    record TaskCosts(ThreadKind kind, int tasks, Map<OneIdTask, List<Double>> roundNanos, Map<OneIdTask, Double> bytesPerTask) {
        /** The least nanoseconds per task of {@code task} over the rounds (its best round); NaN if not measured. */
        double of(OneIdTask task) {
            double[] rounds = roundsOf(task);
            return rounds.length == 0 ? Double.NaN : StatUtils.min(rounds);
        }

        double bytesOf(OneIdTask task) {
            return valueOf(bytesPerTask, task);
        }

        /** {@code task}'s cost over {@code other}'s, each round's pair on its own: median, least and greatest. */
        PairedRatio pairedRatio(OneIdTask task, OneIdTask other) {
            double[] a = roundsOf(task);
            double[] b = roundsOf(other);
            double[] ratios = new double[Math.min(a.length, b.length)];
            if (ratios.length == 0) {
                return new PairedRatio(Double.NaN, Double.NaN, Double.NaN, 0);
            }
            for (int i = 0; i < ratios.length; i++) {
                ratios[i] = a[i] / b[i];
            }
            return new PairedRatio(new Median().evaluate(ratios), StatUtils.min(ratios), StatUtils.max(ratios), ratios.length);
        }

        private double[] roundsOf(OneIdTask task) {
            return roundNanos.getOrDefault(task, List.of()).stream().mapToDouble(Double::doubleValue).toArray();
        }
    }

    /** The median of per-round ratios, their least and greatest, and how many rounds gave one. */
    record PairedRatio(double median, double least, double greatest, int rounds) {
        String text() {
            if (rounds == 0) {
                return "n/a";
            }
            return ratio(median) + " (" + ratio(least).replace(" ×", "") + "-" + ratio(greatest).replace(" ×", "")
                    + ", " + rounds + (rounds == 1 ? " round)" : " rounds)");
        }
    }

    /**
     * Heap held per live thread, {@code threads} live threads of one kind, for each {@link OneIdTask}
     * but {@link OneIdTask#EMPTY}: used heap after GC with threads that made that id, minus the same
     * with threads that made none, divided by {@code threads}. {@code spreadBytesPerThread}: the
     * largest minus the smallest of the readings with threads that made none, divided by
     * {@code threads}: noise, and what shared state (an entropy ring, a queue of spent blocks) grew
     * or shrank between them, which the reading right after each id leaves out of that id's figure.
     */
    record LiveHeap(ThreadKind kind, int threads, Map<OneIdTask, Double> bytesPerThread, double spreadBytesPerThread) {
        double of(OneIdTask task) {
            return valueOf(bytesPerThread, task);
        }
    }

    private static double valueOf(Map<OneIdTask, Double> values, OneIdTask task) {
        Double value = values.get(task);
        return value == null ? Double.NaN : value;
    }

    private final int rounds;
    private final List<TaskCosts> costs;
    private final List<LiveHeap> heaps;

    ShortLivedThreadsReport(int rounds, List<TaskCosts> costs, List<LiveHeap> heaps) {
        this.rounds = rounds;
        this.costs = List.copyOf(costs);
        this.heaps = List.copyOf(heaps);
    }

    String markdown() {
        StringBuilder out = new StringBuilder();
        if (!costs.isEmpty()) {
            out.append("Per task, one new thread per task, best of ").append(rounds)
                    .append(" rounds: nanoseconds, the same minus the empty task (\"net\"), and bytes allocated by all threads\n\n");
            perTaskTable(out);
            out.append('\n');
        }
        if (!heaps.isEmpty()) {
            out.append("Heap held per live thread that made one id, beyond a live thread that made none (bytes;"
                    + " UUID.randomUUID() keeps no state per thread, so its row is a control)\n\n");
            heapTable(out);
            out.append('\n');
        }
        out.append("Targets (a ratio is the median over the rounds of each round's own ratio, its two tasks run in the same round;"
                + " the least and greatest of those ratios in brackets)\n\n");
        targetTable(out);
        return out.toString();
    }

    private void perTaskTable(StringBuilder out) {
        out.append("| task (one id each) |");
        for (TaskCosts cost : costs) {
            out.append(' ').append(cost.kind().label()).append(", ").append(count(cost.tasks())).append(" tasks, ns | net | B |");
        }
        out.append("\n|---|");
        out.append("---:|---:|---:|".repeat(costs.size()));
        out.append('\n');
        for (OneIdTask task : OneIdTask.values()) {
            out.append("| ").append(task.label()).append(" |");
            for (TaskCosts cost : costs) {
                double nanos = cost.of(task);
                out.append(' ').append(count(nanos)).append(" | ")
                        .append(task == OneIdTask.EMPTY ? "" : count(nanos - cost.of(OneIdTask.EMPTY))).append(" | ")
                        .append(count(cost.bytesOf(task))).append(" |");
            }
            out.append('\n');
        }
    }

    private void heapTable(StringBuilder out) {
        out.append("| id made |");
        for (LiveHeap heap : heaps) {
            out.append(' ').append(count(heap.threads())).append(' ').append(heap.kind().label()).append(" |");
        }
        out.append("\n|---|");
        out.append("---:|".repeat(heaps.size()));
        out.append('\n');
        for (OneIdTask task : OneIdTask.values()) {
            if (task == OneIdTask.EMPTY) {
                continue;
            }
            out.append("| ").append(task.label()).append(" |");
            for (LiveHeap heap : heaps) {
                out.append(' ').append(count(heap.of(task))).append(" |");
            }
            out.append('\n');
        }
        out.append("| readings without an id, largest minus smallest (noise, and shared state that grew) |");
        for (LiveHeap heap : heaps) {
            out.append(' ').append(count(heap.spreadBytesPerThread())).append(" |");
        }
        out.append('\n');
    }

    private void targetTable(StringBuilder out) {
        out.append("| target | measured | verdict |\n|---|---:|---|\n");
        for (TaskCosts cost : costs) {
            String kind = cost.kind().label();
            PairedRatio toRandomUuid = cost.pairedRatio(OneIdTask.SEQID_DEFAULT, OneIdTask.RANDOM_UUID);
            PairedRatio toThreadLocalRandom = cost.pairedRatio(OneIdTask.SEQID_DEFAULT, OneIdTask.SEQID_THREAD_LOCAL_RANDOM);
            if (cost.kind() == ThreadKind.VIRTUAL) {
                target(out, "per " + kind + "-thread task: seqid default ≤ " + MAX_DEFAULT_TO_RANDOM_UUID + " × UUID.randomUUID()",
                        toRandomUuid.text(), toRandomUuid.median(), MAX_DEFAULT_TO_RANDOM_UUID);
                target(out, "per " + kind + "-thread task: seqid default ≤ " + MAX_DEFAULT_TO_THREAD_LOCAL_RANDOM
                                + " × seqid threadLocalRandom()",
                        toThreadLocalRandom.text(), toThreadLocalRandom.median(), MAX_DEFAULT_TO_THREAD_LOCAL_RANDOM);
            } else {
                String why = " (starting the thread dominates the task)";
                shown(out, "per " + kind + "-thread task: seqid default / UUID.randomUUID()" + why, toRandomUuid.text());
                shown(out, "per " + kind + "-thread task: seqid default / seqid threadLocalRandom()" + why, toThreadLocalRandom.text());
            }
        }
        for (LiveHeap heap : heaps) {
            double bytes = heap.of(OneIdTask.SEQID_DEFAULT);
            target(out, "heap per live " + heap.kind().label() + " thread with a default id (" + count(heap.threads())
                    + " threads) ≤ " + count(MAX_HEAP_PER_THREAD) + " B", count(bytes) + " B", bytes, MAX_HEAP_PER_THREAD);
        }
    }

    private static void target(StringBuilder out, String target, String measured, double value, double limit) {
        String verdict = Double.isNaN(value) ? "not measured" : value <= limit ? "met" : "missed";
        out.append("| ").append(target).append(" | ").append(measured).append(" | ").append(verdict).append(" |\n");
    }

    /** A figure shown beside the targets without one of its own. */
    private static void shown(StringBuilder out, String figure, String measured) {
        out.append("| ").append(figure).append(" | ").append(measured).append(" | no target |\n");
    }

    /** A whole number with thousands separators: 24,000; 0 rather than -0; "n/a" for NaN (not measured). */
    static String count(double value) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        return String.format(Locale.ROOT, "%,.0f", Math.abs(value) < 0.5 ? 0.0 : value);
    }

    /** A ratio to three significant digits (at least two decimals below 10): 0.43 ×, 1.25 ×, 27.6 ×. */
    static String ratio(double value) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        return String.format(Locale.ROOT, Math.abs(value) >= 10 ? "%,.1f ×" : "%.2f ×", value);
    }
}
