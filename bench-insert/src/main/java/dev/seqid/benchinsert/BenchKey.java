package dev.seqid.benchinsert;

import dev.seqid.UuidLayout;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * One key the benchmark inserts: a seqid layout, or {@link #BIGINT}, the database's own identity
 * column as the baseline. Each gets its own table, {@link #table()}.
 */
record BenchKey(String name, UuidLayout layout) {

    /** The name of the baseline: a 64-bit identity key the database assigns. */
    static final String BIGINT = "bigint";

    /** The keys measured when {@code --layouts} is not given, in the order they run. */
    static final List<String> DEFAULT_NAMES = List.of(BIGINT, "v4", "v7", "comb-postgres", "comb-sqlserver", "v8-sqlserver");

    /** The prefix of every table the benchmark creates. */
    static final String TABLE_PREFIX = "seqid_bench_";

    static BenchKey bigint() {
        return new BenchKey(BIGINT, null);
    }

    /** {@code bigint} or a layout name of {@link UuidLayout#names()}; anything else is a usage error naming both. */
    static BenchKey named(String name) {
        String trimmed = name.trim();
        if (trimmed.equalsIgnoreCase(BIGINT)) {
            return bigint();
        }
        try {
            UuidLayout layout = UuidLayout.named(trimmed);
            return new BenchKey(layout.name(), layout);
        } catch (IllegalArgumentException e) {
            throw BenchInsertException.usage("--layouts: " + e.getMessage() + "; and " + BIGINT
                    + " for the identity-key baseline (default: " + String.join(",", DEFAULT_NAMES) + ")");
        }
    }

    /** The keys of a {@code --layouts} value: comma-separated names, each at most once. */
    static List<BenchKey> parseList(String list) {
        List<BenchKey> keys = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (String part : list.split(",", -1)) {
            if (part.isBlank()) {
                throw BenchInsertException.usage("--layouts: empty name in '" + list + "'; give names separated by commas, e.g. "
                        + String.join(",", DEFAULT_NAMES));
            }
            BenchKey key = named(part);
            if (!seen.add(key.name())) {
                throw BenchInsertException.usage("--layouts: " + key.name() + " is listed twice in '" + list + "'; list each layout once");
            }
            keys.add(key);
        }
        return List.copyOf(keys);
    }

    boolean isBigint() {
        return layout == null;
    }

    /** The table of this key: {@code seqid_bench_} and the name with dashes as underscores. */
    String table() {
        return TABLE_PREFIX + name.toLowerCase(Locale.ROOT).replace('-', '_');
    }
}
