package dev.seqid;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;

/**
 * The built-in layouts and their names: the one list that {@link UuidLayout#named(String)},
 * {@link UuidLayout#names()} and the preset factories ({@link UuidLayout#v7()} and the others) read.
 * What each layout is, and why, is written on its factory in {@link UuidLayout}.
 *
 * <p>Every preset is built once, when this class initialises, and the same instance is returned
 * each time: layouts are immutable. A preset's {@link UuidLayout#name()} is the name it is listed
 * under. {@code v8-node} is the one name without a single instance: each look-up makes a layout with
 * a new random node id.
 */
final class LayoutCatalogue {

    private static final Instant GREGORIAN_EPOCH = Instant.parse("1582-10-15T00:00:00Z");
    private static final Instant DOTNET_EPOCH = Instant.parse("0001-01-01T00:00:00Z");
    private static final TimestampEncoding UNIX_MILLIS_48 = TimestampEncoding.unixMillis48();
    private static final TimestampEncoding V7_SUB_MILLISECOND = TimestampEncoding.linear(Instant.EPOCH, 4_096_000L, 60);
    private static final TimestampEncoding V6_GREGORIAN = TimestampEncoding.linear(GREGORIAN_EPOCH, 10_000_000L, 60);
    private static final TimestampEncoding DRAFT01_SECONDS_AND_FRACTION = TimestampEncoding.linear(Instant.EPOCH, 1L << 24, 60);
    private static final TimestampEncoding DOTNET_MILLIS_48 = TimestampEncoding.linear(DOTNET_EPOCH, 1000, 48);
    private static final TimestampEncoding DOTNET_TICKS_64 = TimestampEncoding.linear(DOTNET_EPOCH, 10_000_000L, 64);

    private static final int[] STRING_ORDER = UuidOrder.UNSIGNED.bytesCompared();
    private static final int[] SQL_SERVER_ORDER = UuidOrder.SQL_SERVER.bytesCompared();
    private static final int[] DOTNET_BYTES_ORDER = UuidOrder.DOTNET_BYTES.bytesCompared();

    static final UuidLayout V7 = buildV7(MonotonicMethod.DEDICATED_COUNTER, UuidLayout.DEFAULT_COUNTER_BITS);
    static final UuidLayout V7_MONOTONIC_RANDOM = buildV7(MonotonicMethod.MONOTONIC_RANDOM, UuidLayout.DEFAULT_MONOTONIC_RANDOM_BITS);
    static final UuidLayout V7_CLOCK_PRECISION = buildV7(MonotonicMethod.CLOCK_PRECISION, 0);
    static final UuidLayout V6 = UuidLayout.builder("v6").version(6).rfcVariant(true).timestamp(V6_GREGORIAN)
            .counter(MonotonicMethod.DEDICATED_COUNTER, 14).build();
    static final UuidLayout V4 = UuidLayout.builder("v4").version(4).rfcVariant(true).noTimestamp().build();
    static final UuidLayout COMB_SQL_SERVER = comb("comb-sqlserver", SQL_SERVER_ORDER, UNIX_MILLIS_48);
    static final UuidLayout COMB_POSTGRES = comb("comb-postgres", STRING_ORDER, UNIX_MILLIS_48);
    static final UuidLayout COMB_LEGACY = comb("comb-legacy", SQL_SERVER_ORDER, SqlServerDateTimeEncoding.TICKS);
    static final UuidLayout COMB_BINARY = comb("comb-binary", DOTNET_BYTES_ORDER, UNIX_MILLIS_48);
    static final UuidLayout SEQ_GUID_STRING = seqGuid("seqguid-string", STRING_ORDER);
    static final UuidLayout SEQ_GUID_BINARY = seqGuid("seqguid-binary", DOTNET_BYTES_ORDER);
    static final UuidLayout SEQ_GUID_AT_END = seqGuid("seqguid-atend", SQL_SERVER_ORDER);
    static final UuidLayout TICK_COUNTER = UuidLayout.builder("tick-counter").sortOrder(SQL_SERVER_ORDER).version(4).versionFromBase(true)
            .timestamp(DOTNET_TICKS_64).counter(MonotonicMethod.CLOCK_PRECISION, 0).build();
    static final UuidLayout V8_SQL_SERVER = UuidLayout.builder("v8-sqlserver").sortOrder(SQL_SERVER_ORDER).version(8).rfcVariant(true)
            .timestamp(UNIX_MILLIS_48).counter(MonotonicMethod.DEDICATED_COUNTER, UuidLayout.DEFAULT_COUNTER_BITS).build();
    static final UuidLayout DRAFT01_V7 = UuidLayout.builder("draft01-v7").version(7).rfcVariant(true).timestamp(DRAFT01_SECONDS_AND_FRACTION)
            .counter(MonotonicMethod.DEDICATED_COUNTER, 14).build();

    private static final String V8_NODE = "v8-node";

    /** Every name with what it gives, in the order the command line lists them. */
    private static final Map<String, Supplier<UuidLayout>> BY_NAME = new LinkedHashMap<>();

    static {
        for (UuidLayout preset : List.of(V7, V7_MONOTONIC_RANDOM, V7_CLOCK_PRECISION, V6, V4, COMB_SQL_SERVER, COMB_POSTGRES, COMB_LEGACY,
                COMB_BINARY, SEQ_GUID_STRING, SEQ_GUID_BINARY, SEQ_GUID_AT_END, TICK_COUNTER, V8_SQL_SERVER)) {
            BY_NAME.put(preset.name(), () -> preset);
        }
        BY_NAME.put(V8_NODE, () -> v8Node(UuidLayout.DEFAULT_NODE_BITS, ThreadLocalRandom.current().nextLong(1L << UuidLayout.DEFAULT_NODE_BITS)));
        BY_NAME.put(DRAFT01_V7.name(), () -> DRAFT01_V7);
    }

    private static final List<String> NAMES = List.copyOf(BY_NAME.keySet());

    private LayoutCatalogue() {
    }

    /** See {@link UuidLayout#named(String)}. */
    static UuidLayout named(String name) {
        Objects.requireNonNull(name, "name");
        Supplier<UuidLayout> layout = BY_NAME.get(name);
        if (layout == null) {
            throw new IllegalArgumentException("unknown layout '" + name + "'; known layouts: " + String.join(", ", NAMES));
        }
        return layout.get();
    }

    /** See {@link UuidLayout#names()}. */
    static List<String> names() {
        return NAMES;
    }

    /** See {@link UuidLayout#v7(MonotonicMethod, int)}: the preset when the width is the method's default. */
    static UuidLayout v7(MonotonicMethod method, int counterBits) {
        Objects.requireNonNull(method, "method");
        UuidLayout preset = v7(method);
        return counterBits == preset.counterBits() ? preset : buildV7(method, counterBits);
    }

    /** See {@link UuidLayout#v7(MonotonicMethod)}. */
    static UuidLayout v7(MonotonicMethod method) {
        switch (Objects.requireNonNull(method, "method")) {
            case DEDICATED_COUNTER:
                return V7;
            case MONOTONIC_RANDOM:
                return V7_MONOTONIC_RANDOM;
            default:
                return V7_CLOCK_PRECISION;
        }
    }

    /** A v7 layout named for its method ({@code v7}, {@code v7-monotonic-random} or {@code v7-clock-precision}). */
    private static UuidLayout buildV7(MonotonicMethod method, int counterBits) {
        if (method == MonotonicMethod.CLOCK_PRECISION) {
            if (counterBits < 0 || counterBits > 30) {
                throw new IllegalArgumentException("a v7 sub-millisecond layout takes a counter of 0 to 30 bits after its 12-bit fraction, got "
                        + counterBits);
            }
            return UuidLayout.builder("v7-clock-precision").version(7).rfcVariant(true).timestamp(V7_SUB_MILLISECOND).counter(method, counterBits)
                    .build();
        }
        if (counterBits < UuidLayout.MIN_COUNTER_BITS || counterBits > UuidLayout.MAX_COUNTER_BITS) {
            throw new IllegalArgumentException("a v7 counter must be " + UuidLayout.MIN_COUNTER_BITS + " to " + UuidLayout.MAX_COUNTER_BITS
                    + " bits wide (RFC 9562 section 6.2), got " + counterBits);
        }
        String name = method == MonotonicMethod.DEDICATED_COUNTER ? "v7" : "v7-monotonic-random";
        return UuidLayout.builder(name).version(7).rfcVariant(true).timestamp(UNIX_MILLIS_48).counter(method, counterBits).build();
    }

    /** See {@link UuidLayout#v8Node(int, long)}. */
    static UuidLayout v8Node(int nodeBits, long node) {
        if (nodeBits < 1 || nodeBits > 40) {
            throw new IllegalArgumentException("a v8-node node id is 1 to 40 bits wide, got " + nodeBits);
        }
        return UuidLayout.builder(V8_NODE).version(8).rfcVariant(true).timestamp(UNIX_MILLIS_48)
                .counter(MonotonicMethod.DEDICATED_COUNTER, UuidLayout.DEFAULT_COUNTER_BITS).node(nodeBits, node).build();
    }

    private static UuidLayout comb(String name, int[] order, TimestampEncoding encoding) {
        return UuidLayout.builder(name).sortOrder(order).version(4).rfcVariant(true).versionFromBase(true).timestamp(encoding).build();
    }

    private static UuidLayout seqGuid(String name, int[] order) {
        return UuidLayout.builder(name).sortOrder(order).versionFromBase(true).timestamp(DOTNET_MILLIS_48).build();
    }
}
