package dev.seqid.benchinsert;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code --cache} value: a size in bytes written as a number with a unit, {@code 16MB},
 * {@code 512kB}, {@code 1GB} (or {@code 16M}, {@code 1G}; units of 1024).
 */
record CacheSize(long bytes, String text) {

    private static final Pattern SIZE = Pattern.compile("(\\d{1,9})\\s*([kmg])i?b?", Pattern.CASE_INSENSITIVE);
    static final long MIN_BYTES = 1L << 20;

    static CacheSize parse(String text) {
        Matcher m = SIZE.matcher(text.trim());
        if (!m.matches()) {
            throw BenchInsertException.usage("--cache: '" + text + "' is not a size; give a number and a unit, e.g. 16MB, 512MB or 1GB");
        }
        long n = Long.parseLong(m.group(1));
        long bytes = switch (m.group(2).toLowerCase(Locale.ROOT)) {
            case "k" -> n << 10;
            case "m" -> n << 20;
            default -> n << 30;
        };
        if (bytes < MIN_BYTES) {
            throw BenchInsertException.usage("--cache: " + text + " is too small; give at least 1MB (16MB shows the out-of-cache regime)");
        }
        return new CacheSize(bytes, text.trim());
    }

    long kibibytes() {
        return bytes >> 10;
    }

    /** As PostgreSQL writes sizes: {@code 16MB}, {@code 512kB}. */
    String postgresSetting() {
        return bytes % (1L << 20) == 0 ? (bytes >> 20) + "MB" : kibibytes() + "kB";
    }

    /** As MariaDB's command line takes sizes: {@code 16M}, {@code 512K}. */
    String mariaDbSetting() {
        return bytes % (1L << 20) == 0 ? (bytes >> 20) + "M" : kibibytes() + "K";
    }
}
