package dev.seqid.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * Compares two builds of the benchmarks from interleaved runs, as {@code benchmarks/run-ab.sh}
 * writes them: one JMH JSON file per build, thread count and round, named
 * {@code base-t<threads>-r<round>.json} and {@code new-t<threads>-r<round>.json}. A round's two runs
 * of a benchmark are one pair; the table gives, per benchmark and thread count, the median of the
 * pairs' ratios new/base, a 90 % bootstrap interval of that median, their geometric mean, and how
 * many of its forks (of both builds) were still climbing when measured
 * ({@link ResultTable.Row#climbingForks()}): a figure with many is not at steady state and needs
 * longer warm-up ({@code run-ab.sh --warmup}). A run's score is {@link ResultTable.Row#steadyScore()}:
 * the median of its steady forks, climbing forks left out; a run whose forks all climbed gives no pair.
 *
 * <p>Why pairs: on a shared 2-CPU machine a 2-thread score moves by 20-30 % from one JVM fork to the
 * next, and the machine's load drifts over minutes. Two runs made one right after the other share the
 * drift; the median of many such ratios is robust to the odd disturbed fork.
 *
 * <p>Given several directories (runs of the same two builds, or of builds whose measured code is
 * the same), it pools their rounds: a round is a pair only with the other build's run of the same
 * round in the same directory.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.seqid.benchmarks.PairedComparison benchmarks/results/ab-20261123-181500 [MORE_DIRECTORIES]
 * </pre>
 */
public final class PairedComparison {

    private static final Pattern FILE = Pattern.compile("(base|new)-t(\\d+)-r(\\d+)\\.json");
    private static final int BOOTSTRAP_SAMPLES = 5000;

    private PairedComparison() {
    }

    public static void main(String[] args) throws IOException {
        List<Path> dirs = Arrays.stream(args).map(Path::of).toList();
        if (dirs.isEmpty() || !dirs.stream().allMatch(Files::isDirectory)) {
            System.err.println("usage: java -cp benchmarks.jar " + PairedComparison.class.getName()
                    + " DIRECTORY [DIRECTORY...] (each holding base-tT-rR.json and new-tT-rR.json from benchmarks/run-ab.sh; several are pooled)");
            System.exit(2);
        }
        System.out.print(markdown(read(dirs)));
    }

    /** A round of one of the directories read: runs pair only within it. */
    record Round(int directory, int round) implements Comparable<Round> {
        @Override
        public int compareTo(Round o) {
            return directory != o.directory ? Integer.compare(directory, o.directory) : Integer.compare(round, o.round);
        }
    }

    /** The scores of one benchmark at one thread count, by round: {@code [base, new]}, NaN where a run is missing. */
    record Series(String benchmark, int threads, Map<Round, double[]> byRound, int[] climbing) {

        Series(String benchmark, int threads, Map<Round, double[]> byRound) {
            this(benchmark, threads, byRound, new int[1]);
        }

        /** new/base of the rounds that have both, in round order. */
        double[] ratios() {
            return byRound.values().stream().filter(s -> !Double.isNaN(s[0]) && !Double.isNaN(s[1])).mapToDouble(s -> s[1] / s[0]).toArray();
        }

        double median(int build) {
            return PairedComparison.median(byRound.values().stream().mapToDouble(s -> s[build]).filter(v -> !Double.isNaN(v)).toArray());
        }
    }

    /** Every series in {@code dirs}, their rounds pooled, ordered by thread count, then benchmark. */
    static List<Series> read(List<Path> dirs) throws IOException {
        Map<String, Series> series = new TreeMap<>();
        for (int d = 0; d < dirs.size(); d++) {
            List<Path> files;
            try (Stream<Path> list = Files.list(dirs.get(d))) {
                files = list.sorted().toList();
            }
            for (Path file : files) {
                Matcher m = FILE.matcher(file.getFileName().toString());
                if (!m.matches()) {
                    continue;
                }
                int build = m.group(1).equals("base") ? 0 : 1;
                Round round = new Round(d, Integer.parseInt(m.group(3)));
                for (ResultTable.Row row : ResultTable.read(file)) {
                    String key = String.format(Locale.ROOT, "%04d %s", row.threads(), row.benchmark());
                    Series s = series.computeIfAbsent(key, k -> new Series(row.benchmark(), row.threads(), new TreeMap<>()));
                    s.byRound().computeIfAbsent(round, r -> new double[] {Double.NaN, Double.NaN})[build] = row.steadyScore();
                    s.climbing()[0] += row.climbingForks();
                }
            }
        }
        return new ArrayList<>(series.values());
    }

    static String markdown(List<Series> series) {
        StringBuilder out = new StringBuilder();
        out.append("| benchmark | threads | pairs | base, median | new, median | new/base, median of pairs | 90 % interval | geometric mean | climbing forks |\n");
        out.append("|---|---:|---:|---:|---:|---:|---|---:|---:|\n");
        for (Series s : series) {
            double[] ratios = s.ratios();
            if (ratios.length == 0) {
                continue;
            }
            double[] interval = bootstrapMedianInterval(ratios, new SplittableRandom(ratios.length));
            out.append(String.format(Locale.ROOT, "| %s | %d | %d | %.1f | %.1f | %.2f | %.2f-%.2f | %.2f | %d |%n", s.benchmark(), s.threads(),
                    ratios.length, s.median(0), s.median(1), median(ratios), interval[0], interval[1], geometricMean(ratios), s.climbing()[0]));
        }
        return out.toString();
    }

    /** The median (the mean of the middle two for an even count), NaN for none. */
    static double median(double[] values) {
        return new Median().evaluate(values);
    }

    static double geometricMean(double[] values) {
        return StatUtils.geometricMean(values);
    }

    /** The 5th and 95th percentiles of the medians of {@value #BOOTSTRAP_SAMPLES} resamples (with replacement) of {@code values}. */
    static double[] bootstrapMedianInterval(double[] values, SplittableRandom random) {
        double[] medians = new double[BOOTSTRAP_SAMPLES];
        double[] resample = new double[values.length];
        for (int b = 0; b < BOOTSTRAP_SAMPLES; b++) {
            for (int i = 0; i < resample.length; i++) {
                resample[i] = values[random.nextInt(values.length)];
            }
            medians[b] = median(resample);
        }
        Arrays.sort(medians);
        return new double[] {medians[(int) (0.05 * BOOTSTRAP_SAMPLES)], medians[(int) (0.95 * BOOTSTRAP_SAMPLES) - 1]};
    }
}
