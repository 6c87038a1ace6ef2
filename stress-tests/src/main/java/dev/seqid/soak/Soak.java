package dev.seqid.soak;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The soak runner: {@code java -cp stress-tests/target/jcstress.jar dev.seqid.soak.Soak MODE [--option value]...}
 * (or {@code stress-tests/soak.sh}). Every option has the full run's value as its default. Prints a
 * report per mode and exits 0 if every check passed, 1 if one failed, 2 on a usage error. docs/soak.md
 * describes the modes and their figures.
 */
public final class Soak {

    private static final String USAGE = String.join("\n",
            "usage: Soak MODE [--option value]...   (defaults: the full run)",
            "  threads         --threads 2 --ids 50000000 (per thread) --layout v7 --method next|batch --batch 1000",
            "                  --entropy secure|per-thread-drbg|thread-local-random",
            "  clock-faults    --threads 2 --rate 1000000 (ids/s per thread) --counter-bits 12 --max-lead-ms 1000",
            "                  --steady-ms 1000 --step-back-ms 2000 --freeze-ms 5000 --day-ahead-ms 1000",
            "  entropy-faults  --threads 2 --scenario-ms 5000 --max-ids 5000000 (per thread)",
            "  multi-process   --processes 4 --ids 5000000 (per process) --rate 1000000 (ids/s per process)",
            "                  --idle-after 1000000 --idle-ms 3000 --layouts v7,tick-counter,never-resynced-counter --child-heap 512m",
            "  all             the four modes above with their defaults");

    private Soak() {
    }

    public static void main(String[] args) throws Exception {
        int status;
        try {
            status = run(args);
        } catch (IllegalArgumentException e) {
            System.err.println("soak: " + e.getMessage());
            System.err.println(USAGE);
            status = 2;
        }
        System.exit(status);
    }

    /** Runs a mode; returns the exit status. */
    static int run(String... args) throws Exception {
        if (args.length == 0) {
            throw new IllegalArgumentException("no mode given");
        }
        String mode = args[0];
        Options options = new Options(Arrays.copyOfRange(args, 1, args.length));
        List<Report> reports = new ArrayList<>();
        switch (mode) {
            case "threads":
                reports.add(ThreadsSoak.run(threadsSettings(options)));
                break;
            case "clock-faults":
                reports.add(ClockFaultsSoak.run(clockFaultsSettings(options)));
                break;
            case "entropy-faults":
                reports.add(EntropyFaultsSoak.run(entropyFaultsSettings(options)));
                break;
            case "multi-process":
                reports.add(MultiProcessSoak.run(multiProcessSettings(options)));
                break;
            case "all":
                options.finish();
                Options none = new Options(new String[0]);
                printed(ThreadsSoak.run(threadsSettings(none)), reports);
                printed(ClockFaultsSoak.run(clockFaultsSettings(none)), reports);
                printed(EntropyFaultsSoak.run(entropyFaultsSettings(none)), reports);
                printed(MultiProcessSoak.run(multiProcessSettings(none)), reports);
                return summary(reports);
            case "multi-process-child":
                MultiProcessSoak.child(options.text("layout", null), options.integer("ids", 0), options.integer("rate", 1_000_000),
                        options.integer("idle-after", -1), options.number("idle-millis", 0), options.number("start-at", 0),
                        Path.of(options.text("out", null)));
                options.finish();
                return 0;
            case "-h":
            case "--help":
                System.out.println(USAGE);
                return 0;
            default:
                throw new IllegalArgumentException("unknown mode '" + mode + "'");
        }
        reports.forEach(r -> r.print(System.out));
        return summary(reports);
    }

    private static void printed(Report report, List<Report> reports) {
        report.print(System.out);
        reports.add(report);
    }

    private static int summary(List<Report> reports) {
        boolean passed = reports.stream().allMatch(Report::passed);
        System.out.println(passed ? "SOAK PASSED" : "SOAK FAILED");
        return passed ? 0 : 1;
    }

    static ThreadsSoak.Settings threadsSettings(Options o) {
        ThreadsSoak.Settings s = new ThreadsSoak.Settings(o.integer("threads", 2), o.integer("ids", 50_000_000), o.text("layout", "v7"),
                ThreadsSoak.Method.valueOf(o.choice("method", "next", Set.of("next", "batch")).toUpperCase()), o.integer("batch", 1000),
                o.text("entropy", "secure"));
        o.finish();
        return s;
    }

    static ClockFaultsSoak.Settings clockFaultsSettings(Options o) {
        ClockFaultsSoak.Settings s = new ClockFaultsSoak.Settings(o.integer("threads", 2), o.integer("rate", 1_000_000),
                o.integer("counter-bits", 12), Duration.ofMillis(o.number("max-lead-ms", 1000)), Duration.ofMillis(o.number("steady-ms", 1000)),
                Duration.ofMillis(o.number("step-back-ms", 2000)), Duration.ofMillis(o.number("freeze-ms", 5000)),
                Duration.ofMillis(o.number("day-ahead-ms", 1000)));
        o.finish();
        return s;
    }

    static EntropyFaultsSoak.Settings entropyFaultsSettings(Options o) {
        EntropyFaultsSoak.Settings s = new EntropyFaultsSoak.Settings(o.integer("threads", 2), Duration.ofMillis(o.number("scenario-ms",
                5000)), o.integer("max-ids", 5_000_000));
        o.finish();
        return s;
    }

    static MultiProcessSoak.Settings multiProcessSettings(Options o) {
        MultiProcessSoak.Settings s = new MultiProcessSoak.Settings(o.integer("processes", 4), o.integer("ids", 5_000_000),
                o.integer("rate", 1_000_000), o.integer("idle-after", 1_000_000), o.number("idle-ms", 3000),
                List.of(o.text("layouts", String.join(",", MultiProcessSoak.DEFAULT_LAYOUTS)).split(",")), o.text("child-heap", "512m"));
        o.finish();
        return s;
    }

    /** {@code --name value} pairs; every option must be read once, so a misspelt one is an error, not silently ignored. */
    static final class Options {
        private final Map<String, String> values = new HashMap<>();

        Options(String[] args) {
            for (int i = 0; i < args.length; i++) {
                if (!args[i].startsWith("--") || i + 1 == args.length) {
                    throw new IllegalArgumentException("expected --name value, got '" + args[i] + "'" + (i + 1 == args.length ? " without a value" : ""));
                }
                if (values.put(args[i].substring(2), args[++i]) != null) {
                    throw new IllegalArgumentException("option " + args[i - 1] + " given twice");
                }
            }
        }

        String text(String name, String fallback) {
            String v = values.remove(name);
            if (v == null && fallback == null) {
                throw new IllegalArgumentException("option --" + name + " is required");
            }
            return v == null ? fallback : v;
        }

        String choice(String name, String fallback, Set<String> allowed) {
            String v = text(name, fallback);
            if (!allowed.contains(v)) {
                throw new IllegalArgumentException("--" + name + " must be one of " + allowed + ", got '" + v + "'");
            }
            return v;
        }

        long number(String name, long fallback) {
            String v = values.remove(name);
            if (v == null) {
                return fallback;
            }
            try {
                return Long.parseLong(v.replace("_", ""));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--" + name + " takes a whole number, got '" + v + "'");
            }
        }

        int integer(String name, int fallback) {
            long v = number(name, fallback);
            if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
                throw new IllegalArgumentException("--" + name + " is out of range: " + v);
            }
            return (int) v;
        }

        /** Fails on options nobody read. */
        void finish() {
            if (!values.isEmpty()) {
                throw new IllegalArgumentException("unknown option(s) " + values.keySet() + " for this mode");
            }
        }
    }
}
