package dev.seqid;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.testing.SeededEntropySource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Round trips for every layout: generated ids decode to the generator's clock at the layout's
 * precision, compose / tickOf / counterOf are inverses, and rangeStart / rangeEnd bound the ids of
 * their tick in the layout's database order. Epochs, precisions and the target orders are written
 * here by hand (docs/layouts.md#layout-summary), not read from the code under test.
 */
class LayoutRoundTripTest {

    static final Instant UNIX_EPOCH = Instant.EPOCH;
    static final Instant GREGORIAN_EPOCH = Instant.parse("1582-10-15T00:00:00Z");
    static final Instant DOTNET_EPOCH = Instant.parse("0001-01-01T00:00:00Z");
    static final Instant SQL_EPOCH = Instant.parse("1900-01-01T00:00:00Z");
    static final BigInteger NANOS_PER_SECOND = BigInteger.valueOf(1_000_000_000L);

    static final int[] STRING_ORDER = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    static final int[] SQL_SERVER_ORDER = {10, 11, 12, 13, 14, 15, 8, 9, 7, 6, 5, 4, 3, 2, 1, 0};
    static final int[] DOTNET_ORDER = {3, 2, 1, 0, 5, 4, 7, 6, 8, 9, 10, 11, 12, 13, 14, 15};

    /** What docs/layouts.md#layout-summary says about each layout: timestamp epoch and ticks per second, target database order, counter-less or not. */
    record Spec(String name, Instant epoch, long ticksPerSecond, int[] order, boolean counterless, int version) {
        boolean legacy() {
            return name.equals("comb-legacy");
        }
    }

    static final List<Spec> SPECS = List.of(
            new Spec("v7", UNIX_EPOCH, 1000, STRING_ORDER, false, 7),
            new Spec("v7-monotonic-random", UNIX_EPOCH, 1000, STRING_ORDER, false, 7),
            new Spec("v7-clock-precision", UNIX_EPOCH, 4_096_000, STRING_ORDER, true, 7),
            new Spec("v6", GREGORIAN_EPOCH, 10_000_000, STRING_ORDER, false, 6),
            new Spec("comb-sqlserver", UNIX_EPOCH, 1000, SQL_SERVER_ORDER, false, 4),
            new Spec("comb-postgres", UNIX_EPOCH, 1000, STRING_ORDER, false, 4),
            new Spec("comb-legacy", SQL_EPOCH, 300, SQL_SERVER_ORDER, false, 4),
            new Spec("comb-binary", UNIX_EPOCH, 1000, DOTNET_ORDER, false, 4),
            new Spec("seqguid-string", DOTNET_EPOCH, 1000, STRING_ORDER, false, -1),
            new Spec("seqguid-binary", DOTNET_EPOCH, 1000, DOTNET_ORDER, false, -1),
            new Spec("seqguid-atend", DOTNET_EPOCH, 1000, SQL_SERVER_ORDER, false, -1),
            new Spec("tick-counter", DOTNET_EPOCH, 10_000_000, SQL_SERVER_ORDER, true, 4),
            new Spec("v8-sqlserver", UNIX_EPOCH, 1000, SQL_SERVER_ORDER, false, 8),
            new Spec("v8-node", UNIX_EPOCH, 1000, STRING_ORDER, false, 8),
            new Spec("draft01-v7", UNIX_EPOCH, 1L << 24, STRING_ORDER, false, 7));

    static final List<Instant> INSTANTS = List.of(
            Instant.parse("2022-02-22T19:22:22Z"),
            Instant.parse("2023-06-01T08:30:15.123456789Z"),
            Instant.parse("2024-12-31T23:59:59.999999999Z"),
            Instant.parse("2024-02-29T00:00:00.000000001Z"),
            Instant.parse("2020-01-01T00:00:00.000000244Z"),
            Instant.parse("2020-01-01T00:00:00.000000245Z"),
            Instant.parse("1999-12-31T23:59:59.997Z"),
            Instant.parse("2038-01-19T03:14:08.000700Z"));

    // ------------------------------------------------------------------ independent helpers

    static byte[] bytes(UUID u) {
        return ByteBuffer.allocate(16).putLong(u.getMostSignificantBits()).putLong(u.getLeastSignificantBits()).array();
    }

    /** Unsigned comparison of the string-order bytes taken in {@code order}. */
    static Comparator<UUID> byteOrder(int[] order) {
        return (a, b) -> {
            byte[] x = bytes(a);
            byte[] y = bytes(b);
            for (int i : order) {
                int c = Integer.compare(x[i] & 0xFF, y[i] & 0xFF);
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        };
    }

    static BigInteger nanosSince(Instant epoch, Instant t) {
        return BigInteger.valueOf(t.getEpochSecond() - epoch.getEpochSecond()).multiply(NANOS_PER_SECOND)
                .add(BigInteger.valueOf(t.getNano() - epoch.getNano()));
    }

    static Instant plusNanos(Instant epoch, BigInteger nanos) {
        BigInteger[] qr = nanos.divideAndRemainder(NANOS_PER_SECOND);
        return epoch.plusSeconds(qr[0].longValueExact()).plusNanos(qr[1].longValueExact());
    }

    /** Linear tick: floor(seconds since epoch * tps), exactly. */
    static long linearTick(Spec s, Instant t) {
        return nanosSince(s.epoch(), t).multiply(BigInteger.valueOf(s.ticksPerSecond())).divide(NANOS_PER_SECOND).longValueExact();
    }

    /** The instant at the start of a linear tick, rounded down to the nanosecond. */
    static Instant linearTickStart(Spec s, long tick) {
        return plusNanos(s.epoch(), BigInteger.valueOf(tick).multiply(NANOS_PER_SECOND).divide(BigInteger.valueOf(s.ticksPerSecond())));
    }

    /** The first nanosecond whose tick is {@code tick}: ceil(tick / tps) seconds after the epoch. */
    static Instant linearFirstNanoOf(Spec s, long tick) {
        BigInteger tps = BigInteger.valueOf(s.ticksPerSecond());
        BigInteger num = BigInteger.valueOf(tick).multiply(NANOS_PER_SECOND);
        BigInteger[] qr = num.divideAndRemainder(tps);
        return plusNanos(s.epoch(), qr[1].signum() == 0 ? qr[0] : qr[0].add(BigInteger.ONE));
    }

    static long legacyDays(Instant t) {
        return ChronoUnit.DAYS.between(LocalDate.of(1900, 1, 1), t.atOffset(ZoneOffset.UTC).toLocalDate());
    }

    /** .NET 100 ns units since midnight (DateTime resolution). */
    static long legacyHundredNanosOfDay(Instant t) {
        long secondOfDay = Math.floorMod(t.getEpochSecond(), 86_400L);
        return secondOfDay * 10_000_000L + t.getNano() / 100;
    }

    /** RT.Comb: (int)(TimeOfDay.TotalMilliseconds * 0.3), TotalMilliseconds a double with its fraction. */
    static long legacyTickOfHundredNanos(long hundredNanosOfDay) {
        return (int) ((hundredNanosOfDay / 10_000.0) * 0.3);
    }

    static long legacyTickOfDay(Instant t) {
        return legacyTickOfHundredNanos(legacyHundredNanosOfDay(t));
    }

    /**
     * The first instant of the tick of {@code t}: what instantOf must return (the first instant that
     * maps back to the same tick; whole 100 ns steps for legacy, whole ns for linear layouts).
     */
    static Instant truncated(Spec s, Instant t) {
        return firstInstantOfTick(s, t);
    }

    /** The first instant of the tick after the tick of {@code t}. */
    static Instant nextTickStart(Spec s, Instant t) {
        if (s.legacy()) {
            Instant midnight = SQL_EPOCH.plus(legacyDays(t), ChronoUnit.DAYS);
            long tick = legacyTickOfDay(t);
            long h = legacyHundredNanosOfDay(t) + 1;
            while (h < 864_000_000_000L && legacyTickOfHundredNanos(h) == tick) {
                h++;
            }
            return midnight.plusNanos(h * 100);
        }
        return linearFirstNanoOf(s, linearTick(s, t) + 1);
    }

    /** The first instant whose tick is the tick of {@code t}. */
    static Instant firstInstantOfTick(Spec s, Instant t) {
        if (s.legacy()) {
            Instant midnight = SQL_EPOCH.plus(legacyDays(t), ChronoUnit.DAYS);
            long tick = legacyTickOfDay(t);
            long h = legacyHundredNanosOfDay(t);
            while (h > 0 && legacyTickOfHundredNanos(h - 1) == tick) {
                h--;
            }
            return midnight.plusNanos(h * 100);
        }
        return linearFirstNanoOf(s, linearTick(s, t));
    }

    static UuidLayout layout(Spec s) {
        return s.name().equals("v8-node") ? UuidLayout.v8Node(16, 0xBEEF) : UuidLayout.named(s.name());
    }

    static UuidGenerator generator(UuidLayout layout, Instant t, long seed) {
        return UuidGenerator.builder().layout(layout).clock(new SettableClockSource(t)).entropy(new SeededEntropySource(seed)).overflowPolicy(OverflowPolicy.THROW).maxLead(Duration.ofHours(1)).build();
    }

    static Stream<Arguments> specs() {
        return SPECS.stream().map(Arguments::of);
    }

    static Stream<Arguments> specsAndInstants() {
        List<Arguments> out = new ArrayList<>();
        for (Spec s : SPECS) {
            for (Instant t : INSTANTS) {
                out.add(Arguments.of(s, t));
            }
        }
        return out.stream();
    }

    // ------------------------------------------------------------------ tests

    @Test
    void everyNamedLayoutButV4IsCovered() {
        List<String> names = new ArrayList<>(UuidLayout.names());
        names.remove("v4");
        assertThat(SPECS.stream().map(Spec::name)).containsExactlyElementsOf(names);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void precisionAndVersionAreAsSpecified(Spec s) {
        UuidLayout l = layout(s);
        assertThat(l.timestamp().ticksPerSecond()).isEqualTo(s.ticksPerSecond());
        assertThat(l.version()).isEqualTo(s.version());
        if (s.counterless()) {
            assertThat(l.counterBits()).isZero();
        }
    }

    @ParameterizedTest(name = "{0} at {1}")
    @MethodSource("specsAndInstants")
    void generatedIdsDecodeToTheClockAtTheLayoutsPrecision(Spec s, Instant t) {
        UuidLayout l = layout(s);
        Instant expected = truncated(s, t);
        UuidGenerator g = generator(l, t, 7);
        List<UUID> ids = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            ids.add(g.next());
        }
        UUID[] batch = new UUID[5];
        g.next(batch);
        ids.addAll(List.of(batch));

        UUID first = ids.get(0);
        assertThat(l.instantOf(first)).as("%s: %s at %s", s.name(), first, t).isEqualTo(expected);
        if (s.counterless()) {
            // a frozen clock: every id steps one tick past the previous one
            long tick0 = l.tickOf(first);
            for (int i = 0; i < ids.size(); i++) {
                assertThat(l.tickOf(ids.get(i))).isEqualTo(tick0 + i);
            }
        } else {
            for (UUID id : ids) {
                assertThat(l.instantOf(id)).as("%s: %s at %s", s.name(), id, t).isEqualTo(expected);
            }
        }
        for (UUID id : ids) {
            if (s.version() >= 0) {
                assertThat(id.version()).isEqualTo(s.version());
            }
            if (!s.name().startsWith("seqguid") && !s.name().equals("tick-counter")) {
                assertThat(id.variant()).isEqualTo(2);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void composeThenTickOfAndCounterOfGiveBackTheFields(Spec s) {
        UuidLayout l = layout(s);
        long maxTick = l.timestamp().maxTick();
        long expectedMax = s.legacy() ? 65_536L * 25_920_000L - 1 // days 0..65535, 25,920,000 ticks a day
                : s.name().equals("tick-counter") ? Long.MAX_VALUE
                : s.ticksPerSecond() == 1000 ? (1L << 48) - 1 : (1L << 60) - 1;
        assertThat(maxTick).isEqualTo(expectedMax);
        int counterBits = l.counterBits();
        SplittableRandom r = new SplittableRandom(s.name().hashCode());
        for (int i = 0; i < 10_000; i++) {
            long tick = i == 0 ? 0 : i == 1 ? maxTick : r.nextLong(maxTick) + 1;
            long counter = counterBits == 0 ? 0 : i < 2 ? (i == 0 ? 0 : (1L << counterBits) - 1) : r.nextLong(1L << counterBits);
            long r1 = r.nextLong();
            long r2 = r.nextLong();
            UUID id = l.compose(tick, counter, r1, r2);
            assertThat(l.tickOf(id)).as("%s tick %d", s.name(), tick).isEqualTo(tick);
            assertThat(l.counterOf(id)).as("%s counter %d", s.name(), counter).isEqualTo(counter);
            assertThat(l.matches(id)).isTrue();
            if (s.version() >= 0) {
                assertThat(id.version()).isEqualTo(s.version());
            }
        }
    }

    @ParameterizedTest(name = "{0} at {1}")
    @MethodSource("specsAndInstants")
    void rangeBoundsHoldEveryIdOfTheirTick(Spec s, Instant t) {
        UuidLayout l = layout(s);
        Comparator<UUID> indep = byteOrder(s.order());
        Comparator<UUID> db = l.databaseOrder();
        UUID start = l.rangeStart(t);
        UUID end = l.rangeEnd(t);
        List<UUID> ids = new ArrayList<>();
        if (s.counterless()) {
            // each id after the first steps a tick ahead of the frozen clock: take the first id of many generators
            for (int seed = 0; seed < 50; seed++) {
                ids.add(generator(l, t, seed).next());
            }
        } else {
            UuidGenerator g = generator(l, t, 11);
            for (int i = 0; i < 500; i++) {
                ids.add(g.next());
            }
            UUID[] batch = new UUID[500];
            g.next(batch);
            ids.addAll(List.of(batch));
        }
        for (UUID id : ids) {
            assertThat(indep.compare(start, id)).as("%s: rangeStart %s <= %s", s.name(), start, id).isLessThanOrEqualTo(0);
            assertThat(indep.compare(id, end)).as("%s: %s <= rangeEnd %s", s.name(), id, end).isLessThanOrEqualTo(0);
            assertThat(db.compare(start, id)).isLessThanOrEqualTo(0);
            assertThat(db.compare(id, end)).isLessThanOrEqualTo(0);
        }
        // the bounds of a tick do not depend on where in the tick the instant lies: first and last nanosecond of the tick
        Instant firstNano = firstInstantOfTick(s, t);
        Instant lastNano = nextTickStart(s, t).minusNanos(1);
        assertThat(l.rangeStart(firstNano)).isEqualTo(start);
        assertThat(l.rangeStart(lastNano)).isEqualTo(start);
        assertThat(l.rangeEnd(firstNano)).isEqualTo(end);
        assertThat(l.rangeEnd(lastNano)).isEqualTo(end);
        assertThat(l.rangeEnd(firstNano.minusNanos(1))).isNotEqualTo(end);
        // the next tick starts after this tick ends
        Instant next = nextTickStart(s, t);
        UUID nextStart = l.rangeStart(next);
        assertThat(indep.compare(end, nextStart)).as("%s: rangeEnd(%s) %s < rangeStart(%s) %s", s.name(), t, end, next, nextStart)
                .isLessThan(0);
        assertThat(db.compare(end, nextStart)).isLessThan(0);
        assertThat(l.tickOf(nextStart)).isEqualTo(l.tickOf(start) + 1);
        assertThat(l.instantOf(start)).isEqualTo(truncated(s, t));
    }

    /**
     * The instant an id decodes to lies inside the id's own tick: {@code rangeStart(instantOf(id)) <= id <=
     * rangeEnd(instantOf(id))}, so that {@code WHERE id <= rangeEnd(layout.instantOf(someId))} finds someId.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void instantOfLiesInsideTheIdsOwnTick(Spec s) {
        UuidLayout l = layout(s);
        Comparator<UUID> indep = byteOrder(s.order());
        SplittableRandom r = new SplittableRandom(99);
        // instants of the years 1970 to 2079 (the legacy COMB ends in 2079), all within every layout's range
        Instant from = Instant.parse("1970-01-01T00:00:00Z");
        Instant to = Instant.parse("2079-01-01T00:00:00Z");
        List<String> failures = new ArrayList<>();
        int checked = 0;
        for (int i = 0; i < 2_000 && failures.size() < 5; i++) {
            Instant t = from.plusSeconds(r.nextLong(to.getEpochSecond() - from.getEpochSecond())).plusNanos(r.nextLong(1_000_000_000L));
            long counter = l.counterBits() == 0 ? 0 : r.nextLong(1L << l.counterBits());
            UUID id = l.compose(l.tickOf(l.rangeStart(t)), counter, r.nextLong(), r.nextLong());
            Instant decoded = l.instantOf(id);
            checked++;
            if (indep.compare(l.rangeEnd(decoded), id) < 0 || indep.compare(l.rangeStart(decoded), id) > 0) {
                failures.add(id + " (from " + t + ", tick " + l.tickOf(id) + ") decodes to " + decoded + ", whose tick is "
                        + l.tickOf(l.rangeStart(decoded)));
            }
        }
        assertThat(failures).as("%s: %d of %d checked ids decode to an instant outside their own tick", s.name(), failures.size(), checked)
                .isEmpty();
    }

    /**
     * stamp then instantOf: for the COMB family the version (and variant) bits are the base's
     * (docs/layouts.md#stamping-a-base: "The COMB family ... keep the base's version and variant"), so decoding must not
     * require version 4 of a stamped COMB.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void stampThenInstantOfWhateverTheBaseVersion(Spec s) {
        UuidLayout l = layout(s);
        Instant t = Instant.parse("2023-06-01T08:30:15.123Z");
        for (String base : List.of("00112233-4455-4677-8899-aabbccddeeff", "00112233-4455-1677-0899-aabbccddeeff",
                "fedcba98-7654-3210-f0e1-d2c3b4a59687")) {
            UUID id = l.stamp(UUID.fromString(base), t);
            assertThat(l.instantOf(id)).as("%s stamped on %s = %s", s.name(), base, id).isEqualTo(truncated(s, t));
        }
    }

    @Test
    void v4IdsAreRandomVersion4WithoutATimestamp() {
        UuidLayout v4 = UuidLayout.v4();
        UuidGenerator g = UuidGenerator.builder().layout(v4).entropy(new SeededEntropySource(3)).overflowPolicy(OverflowPolicy.THROW).maxLead(Duration.ofHours(1)).build();
        UUID[] batch = new UUID[1000];
        g.next(batch);
        List<UUID> ids = new ArrayList<>(List.of(batch));
        for (int i = 0; i < 1000; i++) {
            ids.add(g.next());
        }
        long distinct = ids.stream().distinct().count();
        assertThat(distinct).isEqualTo(2000);
        int[] ones = new int[128];
        for (UUID id : ids) {
            assertThat(id.version()).isEqualTo(4);
            assertThat(id.variant()).isEqualTo(2);
            assertThat((id.getMostSignificantBits() >>> 12) & 0xF).isEqualTo(4);
            assertThat(id.getLeastSignificantBits() >>> 62).isEqualTo(2);
            assertThatThrownBy(() -> v4.instantOf(id)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> v4.tickOf(id)).isInstanceOf(IllegalArgumentException.class);
            for (int bit = 0; bit < 128; bit++) {
                long word = bit < 64 ? id.getMostSignificantBits() : id.getLeastSignificantBits();
                ones[bit] += (int) ((word >>> (63 - (bit & 63))) & 1);
            }
        }
        // the 122 free bits are random: each is set in roughly half of 2000 ids
        for (int bit = 0; bit < 128; bit++) {
            boolean fixed = (bit >= 48 && bit < 52) || bit == 64 || bit == 65;
            if (!fixed) {
                assertThat(ones[bit]).as("bit %d", bit).isBetween(850, 1150);
            }
        }
        assertThat(v4.ordered()).isFalse();
    }

    @Test
    void v8NodeIdsCarryTheirNode() {
        record Case(int bits, long node) {
        }
        for (Case c : List.of(new Case(16, 0xBEEF), new Case(1, 1), new Case(1, 0), new Case(40, (1L << 40) - 1),
                new Case(40, 0x5A_5A5A_5A5AL), new Case(24, 0x123456))) {
            UuidLayout l = UuidLayout.v8Node(c.bits(), c.node());
            UuidGenerator g = generator(l, Instant.parse("2023-06-01T08:30:15.123Z"), c.node());
            UUID[] batch = new UUID[200];
            g.next(batch);
            List<UUID> ids = new ArrayList<>(List.of(batch));
            for (int i = 0; i < 200; i++) {
                ids.add(g.next());
            }
            for (UUID id : ids) {
                assertThat(l.nodeOf(id)).isEqualTo(c.node());
                assertThat(id.version()).isEqualTo(8);
                assertThat(id.variant()).isEqualTo(2);
                // read by hand: 48-bit ms, version, 12 counter bits, variant, the MariaDB guard bit, 6 counter bits,
                // then the node (lsb bits 54 down)
                assertThat(id.getLeastSignificantBits() >>> 61).isEqualTo(0b101);
                long node = (id.getLeastSignificantBits() >>> (55 - c.bits())) & ((1L << c.bits()) - 1);
                assertThat(node).isEqualTo(c.node());
                assertThat(id.getMostSignificantBits() >>> 16).isEqualTo(Instant.parse("2023-06-01T08:30:15.123Z").toEpochMilli());
            }
        }
        UuidLayout random = UuidLayout.named("v8-node");
        UUID id = generator(random, Instant.parse("2023-06-01T08:30:15.123Z"), 1).next();
        assertThat(random.nodeOf(id)).isEqualTo(random.node());
        assertThat(random.nodeBits()).isEqualTo(16);
    }
}
