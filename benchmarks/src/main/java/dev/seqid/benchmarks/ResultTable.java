package dev.seqid.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Turns JMH JSON result files ({@code -rf json}) into one Markdown table: benchmark, threads,
 * throughput (score ± error, 99.9% confidence, as JMH reports it) and bytes allocated per
 * operation ({@code gc.alloc.rate.norm}, present when the run used {@code -prof gc}). The rows of
 * one benchmark at different thread counts stand together, in the order the benchmark first
 * appears in the files.
 *
 * <p>{@code benchmarks/run-comparison.sh} calls it; by hand:
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.seqid.benchmarks.ResultTable results-t1.json results-t2.json
 * </pre>
 */
public final class ResultTable {

    private static final String PACKAGE_PREFIX = ResultTable.class.getPackageName() + ".";

    private ResultTable() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            System.err.println("usage: java -cp benchmarks.jar " + ResultTable.class.getName()
                    + " RESULT.json... (JMH result files written with -rf json)");
            System.exit(2);
        }
        List<Row> rows = new ArrayList<>();
        for (String arg : args) {
            rows.addAll(read(Path.of(arg)));
        }
        System.out.print(markdown(rows));
    }

    /** One benchmark at one thread count. {@code allocation} is NaN when the run had no GC profiler. */
    record Row(String benchmark, int threads, double score, double error, String unit, double allocation) {
    }

    /** The rows of one JMH JSON result file. */
    static List<Row> read(Path file) throws IOException {
        Object json;
        try {
            json = Json.parse(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            throw new IOException(file + " is not a JMH JSON result file (written with -rf json): " + e.getMessage(), e);
        }
        if (!(json instanceof List<?> results)) {
            throw new IOException(file + " is not a JMH JSON result file (written with -rf json): expected an array at the top");
        }
        List<Row> rows = new ArrayList<>();
        for (Object result : results) {
            rows.add(row(file, (Map<?, ?>) result));
        }
        return rows;
    }

    private static Row row(Path file, Map<?, ?> result) throws IOException {
        String name = (String) result.get("benchmark");
        Map<?, ?> primary = (Map<?, ?>) result.get("primaryMetric");
        if (name == null || primary == null) {
            throw new IOException(file + ": a result without \"benchmark\" or \"primaryMetric\"");
        }
        if (name.startsWith(PACKAGE_PREFIX)) {
            name = name.substring(PACKAGE_PREFIX.length());
        }
        if (result.get("params") instanceof Map<?, ?> params && !params.isEmpty()) {
            StringBuilder withParams = new StringBuilder(name).append(' ');
            params.forEach((key, value) -> withParams.append(key).append('=').append(value).append(' '));
            name = withParams.toString().trim();
        }
        double allocation = Double.NaN;
        if (result.get("secondaryMetrics") instanceof Map<?, ?> secondary
                && secondary.get("gc.alloc.rate.norm") instanceof Map<?, ?> norm) {
            allocation = number(norm.get("score"));
        }
        return new Row(name, (int) number(result.get("threads")), number(primary.get("score")),
                number(primary.get("scoreError")), Objects.toString(primary.get("scoreUnit"), ""), allocation);
    }

    /** JMH writes numbers as numbers, but NaN and infinities as strings. */
    private static double number(Object value) {
        if (value instanceof Number n) {
            return n.doubleValue();
        }
        if (value instanceof String s) {
            return Double.parseDouble(s);
        }
        return Double.NaN;
    }

    /** The table of {@code rows}, those of one benchmark together, ordered by thread count. */
    static String markdown(List<Row> rows) {
        Map<String, List<Row>> byBenchmark = new LinkedHashMap<>();
        for (Row row : rows) {
            byBenchmark.computeIfAbsent(row.benchmark(), k -> new ArrayList<>()).add(row);
        }
        StringBuilder out = new StringBuilder();
        out.append("| benchmark | threads | ops/µs (score ± error) | B/op (gc.alloc.rate.norm) |\n");
        out.append("|---|---:|---:|---:|\n");
        for (List<Row> group : byBenchmark.values()) {
            group.sort((a, b) -> Integer.compare(a.threads(), b.threads()));
            for (Row row : group) {
                out.append("| ").append(row.benchmark())
                        .append(" | ").append(row.threads())
                        .append(" | ").append(throughput(row))
                        .append(" | ").append(allocation(row.allocation()))
                        .append(" |\n");
            }
        }
        return out.toString();
    }

    private static String throughput(Row row) {
        String unit = row.unit().equals("ops/us") ? "" : " " + row.unit();
        String score = format(row.score());
        // One measured iteration gives no error (NaN).
        return Double.isNaN(row.error()) ? score + unit : score + " ± " + format(row.error()) + unit;
    }

    private static String allocation(double bytes) {
        if (Double.isNaN(bytes)) {
            return "n/a";
        }
        // The profiler's share of an allocation now and then shows as a few thousandths of a byte.
        return bytes < 0.05 ? "≈ 0" : String.format(Locale.ROOT, "%.1f", bytes);
    }

    /** Three significant digits, at least one decimal: 0.123, 4.56, 12.3, 151.0, 1234.5. */
    private static String format(double value) {
        double magnitude = Math.abs(value);
        String pattern = magnitude >= 10 ? "%.1f" : magnitude >= 1 ? "%.2f" : "%.3f";
        return String.format(Locale.ROOT, pattern, value);
    }

    /**
     * A minimal JSON reader, enough for JMH's result files (the benchmarks module should not pull a
     * JSON library into the benchmark jar). Objects become {@link LinkedHashMap}s, arrays
     * {@link ArrayList}s, numbers {@link Double}s.
     */
    static final class Json {
        private final String text;
        private int index;

        private Json(String text) {
            this.text = text;
        }

        /** @throws IllegalArgumentException if {@code text} is not one JSON value */
        static Object parse(String text) {
            Json json = new Json(text);
            Object value = json.value();
            json.skipWhitespace();
            if (json.index != text.length()) {
                throw json.error("end of input");
            }
            return value;
        }

        private Object value() {
            skipWhitespace();
            if (index >= text.length()) {
                throw error("a value");
            }
            char c = text.charAt(index);
            switch (c) {
                case '{':
                    return object();
                case '[':
                    return array();
                case '"':
                    return string();
                case 't':
                    return literal("true", Boolean.TRUE);
                case 'f':
                    return literal("false", Boolean.FALSE);
                case 'n':
                    return literal("null", null);
                default:
                    return number();
            }
        }

        private Map<String, Object> object() {
            Map<String, Object> map = new LinkedHashMap<>();
            index++;
            skipWhitespace();
            if (peek() == '}') {
                index++;
                return map;
            }
            for (;;) {
                skipWhitespace();
                if (peek() != '"') {
                    throw error("a member name in quotes");
                }
                String key = string();
                skipWhitespace();
                expect(':');
                map.put(key, value());
                skipWhitespace();
                if (peek() == ',') {
                    index++;
                } else {
                    expect('}');
                    return map;
                }
            }
        }

        private List<Object> array() {
            List<Object> list = new ArrayList<>();
            index++;
            skipWhitespace();
            if (peek() == ']') {
                index++;
                return list;
            }
            for (;;) {
                list.add(value());
                skipWhitespace();
                if (peek() == ',') {
                    index++;
                } else {
                    expect(']');
                    return list;
                }
            }
        }

        private String string() {
            expect('"');
            StringBuilder out = new StringBuilder();
            for (;;) {
                if (index >= text.length()) {
                    throw error("a closing quote");
                }
                char c = text.charAt(index++);
                if (c == '"') {
                    return out.toString();
                }
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                if (index >= text.length()) {
                    throw error("an escaped character");
                }
                char escaped = text.charAt(index++);
                switch (escaped) {
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'u' -> {
                        if (index + 4 > text.length()) {
                            throw error("four hex digits");
                        }
                        try {
                            out.append((char) Integer.parseInt(text.substring(index, index + 4), 16));
                        } catch (NumberFormatException e) {
                            throw error("four hex digits");
                        }
                        index += 4;
                    }
                    default -> out.append(escaped); // \" \\ \/
                }
            }
        }

        private Double number() {
            int start = index;
            while (index < text.length() && "+-0123456789.eE".indexOf(text.charAt(index)) >= 0) {
                index++;
            }
            try {
                return Double.valueOf(text.substring(start, index));
            } catch (NumberFormatException e) {
                index = start;
                throw error("a value");
            }
        }

        private Object literal(String word, Object value) {
            if (!text.startsWith(word, index)) {
                throw error("a value");
            }
            index += word.length();
            return value;
        }

        private void skipWhitespace() {
            while (index < text.length() && Character.isWhitespace(text.charAt(index))) {
                index++;
            }
        }

        private char peek() {
            return index < text.length() ? text.charAt(index) : '\0';
        }

        private void expect(char c) {
            if (peek() != c) {
                throw error("'" + c + "'");
            }
            index++;
        }

        private IllegalArgumentException error(String expected) {
            String found = index < text.length() ? "'" + text.charAt(index) + "'" : "the end of input";
            return new IllegalArgumentException("expected " + expected + " at character " + index + ", found " + found);
        }
    }
}
