package dev.seqid;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.testing.SeededEntropySource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.ReadOnlyBufferException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The batch and allocation-free methods: next(UUID[]), nextLongs, nextBytes. */
class UuidGeneratorBatchTest {

    private static final Instant FROZEN = Instant.parse("2026-02-03T04:05:06.789Z");

    private static UuidGenerator frozen(UuidLayout layout, long seed) {
        return UuidGenerator.builder()
                .layout(layout)
                .clock(new SettableClockSource(FROZEN))
                .entropy(new SeededEntropySource(seed))
                .maxLead(Duration.ofSeconds(10))
                .build();
    }

    /** The big-endian bytes of an id, computed from its longs without the code under test. */
    private static byte[] bytesOf(UUID u) {
        byte[] b = new byte[16];
        long msb = u.getMostSignificantBits();
        long lsb = u.getLeastSignificantBits();
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (msb >>> (56 - 8 * i));
            b[8 + i] = (byte) (lsb >>> (56 - 8 * i));
        }
        return b;
    }

    private static UUID fromBytes(byte[] b, int off) {
        long msb = 0;
        long lsb = 0;
        for (int i = 0; i < 8; i++) {
            msb = (msb << 8) | (b[off + i] & 0xFF);
            lsb = (lsb << 8) | (b[off + 8 + i] & 0xFF);
        }
        return new UUID(msb, lsb);
    }

    /** (tick, counter) as one number: consecutive positions differ by 1, even across a tick boundary. */
    private static long position(UuidLayout layout, UUID u) {
        return (layout.tickOf(u) << layout.counterBits()) | layout.counterOf(u);
    }

    @Test
    void everyBatchMethodInterleavedWithNextStaysInOrder() {
        UuidGenerator g = frozen(UuidLayout.v7(), 1);
        List<UUID> seq = new ArrayList<>();

        seq.add(g.next());

        UUID[] arr = new UUID[300];
        g.next(arr, 10, 256);
        assertThat(Arrays.copyOfRange(arr, 0, 10)).containsOnlyNulls();
        assertThat(Arrays.copyOfRange(arr, 266, 300)).containsOnlyNulls();
        UUID[] batch1 = Arrays.copyOfRange(arr, 10, 266);
        assertThat(batch1).doesNotContainNull();
        seq.addAll(Arrays.asList(batch1));

        seq.add(g.next());

        long[] longs = new long[4 + 2 * 256 + 6];
        Arrays.fill(longs, 0x5A5A5A5AL);
        g.nextLongs(longs, 4, 256);
        for (int i = 0; i < 4; i++) {
            assertThat(longs[i]).isEqualTo(0x5A5A5A5AL);
        }
        for (int i = 4 + 512; i < longs.length; i++) {
            assertThat(longs[i]).isEqualTo(0x5A5A5A5AL);
        }
        List<UUID> batch2 = new ArrayList<>();
        for (int i = 0; i < 256; i++) {
            batch2.add(new UUID(longs[4 + 2 * i], longs[4 + 2 * i + 1]));
        }
        seq.addAll(batch2);

        seq.add(g.next());

        byte[] bytes = new byte[40];
        Arrays.fill(bytes, (byte) 0x77);
        g.nextBytes(bytes, 7);
        for (int i = 0; i < 40; i++) {
            if (i < 7 || i >= 23) {
                assertThat(bytes[i]).as("byte %d", i).isEqualTo((byte) 0x77);
            }
        }
        seq.add(fromBytes(bytes, 7));

        ByteBuffer little = ByteBuffer.allocate(40).order(ByteOrder.LITTLE_ENDIAN);
        little.position(5);
        g.nextBytes(little);
        assertThat(little.position()).isEqualTo(21);
        assertThat(little.order()).isEqualTo(ByteOrder.LITTLE_ENDIAN);
        seq.add(fromBytes(little.array(), 5));

        ByteBuffer direct = ByteBuffer.allocateDirect(32); // big-endian by default
        direct.position(16);
        g.nextBytes(direct);
        assertThat(direct.position()).isEqualTo(32);
        byte[] copy = new byte[16];
        direct.get(16, copy);
        seq.add(fromBytes(copy, 0));

        ByteBuffer littleDirect = ByteBuffer.allocateDirect(16).order(ByteOrder.LITTLE_ENDIAN);
        g.nextBytes(littleDirect);
        assertThat(littleDirect.position()).isEqualTo(16);
        littleDirect.get(0, copy);
        seq.add(fromBytes(copy, 0));

        seq.add(g.next());

        Ids.assertStrictlyIncreasing(seq);
        for (UUID u : seq) {
            assertThat(u.version()).isEqualTo(7);
            assertThat(u.variant()).isEqualTo(2);
        }
        // Default counter, frozen clock, few ids: every id is in the same tick and each batch is a run of
        // consecutive counter values.
        for (List<UUID> batch : List.of(Arrays.asList(batch1), batch2)) {
            for (int i = 1; i < batch.size(); i++) {
                assertThat(Ids.unixTsMs(batch.get(i))).isEqualTo(FROZEN.toEpochMilli());
                assertThat(Ids.counter18(batch.get(i))).isEqualTo(Ids.counter18(batch.get(i - 1)) + 1);
                assertThat(g.layout().counterOf(batch.get(i))).isEqualTo(g.layout().counterOf(batch.get(i - 1)) + 1);
            }
        }
    }

    @Test
    void byteBufferWritesBigEndianWhateverTheBufferOrder() {
        // Two generators with the same seed and clock give the same id; one writes to a little-endian buffer.
        UuidGenerator a = frozen(UuidLayout.v7(), 99);
        UuidGenerator b = frozen(UuidLayout.v7(), 99);
        UUID viaNext = a.next();
        ByteBuffer little = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
        b.nextBytes(little);
        assertThat(little.array()).isEqualTo(bytesOf(viaNext));
        // and the string order: the first byte is the top byte of unix_ts_ms
        assertThat(little.array()[0]).isEqualTo((byte) (FROZEN.toEpochMilli() >>> 40));
        assertThat(little.array()[6] & 0xF0).isEqualTo(0x70);
    }

    @Test
    void nextUuidArrayWholeArray() {
        UuidGenerator g = frozen(UuidLayout.v7(), 2);
        UUID[] all = new UUID[1000];
        g.next(all);
        Ids.assertStrictlyIncreasing(Arrays.asList(all));
        g.next(new UUID[0]);
        g.nextLongs(new long[0], 0, 0);
        Ids.assertGreater(g.next(), all[999]);
    }

    /**
     * A {@code UUID[]} batch holds the ids the long form makes for the same calls, at an offset: one
     * id, around the 64-id blocks the entropy is drawn in, and several blocks with a part left over;
     * everything outside the range stays untouched.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 63, 64, 65, 256, 1000, 5 * 256 + 3})
    void uuidBatchesHoldTheIdsTheLongFormMakes(int count) {
        UuidGenerator asUuids = frozen(UuidLayout.v7(), 9);
        UuidGenerator asLongs = frozen(UuidLayout.v7(), 9);
        assertUuidBatchesMatchTheLongForm(asUuids, asLongs, count);
        assertThat(asUuids.next()).isEqualTo(asLongs.next());
    }

    /** The v4 batch gathers its ids as the ordered one does: twins on the same counting entropy make the same ids either way. */
    @ParameterizedTest
    @ValueSource(ints = {1, 63, 64, 65, 256, 1000, 5 * 256 + 3})
    void v4UuidBatchesHoldTheIdsTheLongFormMakes(int count) {
        assertUuidBatchesMatchTheLongForm(UuidGenerator.builder().layout(UuidLayout.v4()).entropy(new CountingEntropy()).build(),
                UuidGenerator.builder().layout(UuidLayout.v4()).entropy(new CountingEntropy()).build(), count);
    }

    /** Three rounds of {@code count} ids from each twin: the same ids, and the destination untouched outside its range. */
    private static void assertUuidBatchesMatchTheLongForm(UuidGenerator asUuids, UuidGenerator asLongs, int count) {
        UUID[] uuids = new UUID[7 + count + 5];
        long[] pairs = new long[2 * count];
        for (int round = 0; round < 3; round++) {
            Arrays.fill(uuids, null);
            asUuids.next(uuids, 7, count);
            asLongs.nextLongs(pairs, 0, count);
            for (int i = 0; i < count; i++) {
                assertThat(uuids[7 + i]).as("id %d of %d, round %d", i, count, round).isEqualTo(new UUID(pairs[2 * i], pairs[2 * i + 1]));
            }
            assertThat(Arrays.copyOfRange(uuids, 0, 7)).containsOnlyNulls();
            assertThat(Arrays.copyOfRange(uuids, 7 + count, uuids.length)).containsOnlyNulls();
        }
    }

    static Stream<Arguments> layouts() {
        return Stream.of(
                Arguments.of(UuidLayout.v7()),
                Arguments.of(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 12)),
                Arguments.of(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 42)),
                Arguments.of(UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM)),
                Arguments.of(UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM, 12)),
                Arguments.of(UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION)),
                Arguments.of(UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION, 8)));
    }

    @ParameterizedTest
    @MethodSource("layouts")
    void largeBatchesSpanManyReservationsAndTicks(UuidLayout layout) {
        UuidGenerator g = frozen(layout, 3);
        int n = 150_000;
        long[] pairs = new long[2 * n];
        UUID before = g.next();
        g.nextLongs(pairs, 0, n);
        UUID after = g.next();
        Ids.assertStrictlyIncreasing(pairs, n);
        Ids.assertGreater(new UUID(pairs[0], pairs[1]), before);
        Ids.assertGreater(after, new UUID(pairs[2 * n - 2], pairs[2 * n - 1]));
        long tick0 = layout.timestamp().tickOf(FROZEN);
        for (int i = 0; i < n; i++) {
            UUID u = new UUID(pairs[2 * i], pairs[2 * i + 1]);
            assertThat(layout.matches(u)).isTrue();
            assertThat(layout.tickOf(u)).isGreaterThanOrEqualTo(tick0);
        }
        if (layout.method() != MonotonicMethod.MONOTONIC_RANDOM) {
            // step 1: the whole batch is one run of consecutive positions
            for (int i = 1; i < n; i++) {
                assertThat(position(layout, new UUID(pairs[2 * i], pairs[2 * i + 1])))
                        .isEqualTo(position(layout, new UUID(pairs[2 * i - 2], pairs[2 * i - 1])) + 1);
            }
        }
    }

    @Test
    void badArgumentsThrowAndLeaveTheGeneratorWorking() {
        UuidGenerator g = frozen(UuidLayout.v7(), 4);
        UUID[] last = {g.next()};
        Runnable stillWorks = () -> {
            UUID u = g.next();
            Ids.assertGreater(u, last[0]);
            last[0] = u;
        };

        UUID[] ten = new UUID[10];
        assertThatThrownBy(() -> g.next(ten, 0, -1)).isInstanceOf(IndexOutOfBoundsException.class);
        stillWorks.run();
        assertThatThrownBy(() -> g.next(ten, 5, 6)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> g.next(ten, -1, 1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThat(ten).containsOnlyNulls(); // nothing written before the check
        stillWorks.run();
        assertThatThrownBy(() -> g.next(null, 0, 1)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> g.next((UUID[]) null)).isInstanceOf(NullPointerException.class);
        stillWorks.run();

        long[] longs = new long[10];
        assertThatThrownBy(() -> g.nextLongs(longs, 0, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-1");
        stillWorks.run();
        assertThatThrownBy(() -> g.nextLongs(longs, 0, 6)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> g.nextLongs(longs, 1, 5)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> g.nextLongs(longs, -2, 1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> g.nextLongs(longs, 0, Integer.MAX_VALUE)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> g.nextLongs(longs, 0, Integer.MAX_VALUE / 2 + 1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(longs).containsOnly(0L);
        stillWorks.run();
        assertThatThrownBy(() -> g.nextLongs(null, 0, 1)).isInstanceOf(NullPointerException.class);
        stillWorks.run();

        assertThatThrownBy(() -> g.nextBytes(new byte[15], 0)).isInstanceOf(IndexOutOfBoundsException.class);
        byte[] twenty = new byte[20];
        assertThatThrownBy(() -> g.nextBytes(twenty, 5)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> g.nextBytes(twenty, -1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThat(twenty).containsOnly((byte) 0);
        stillWorks.run();
        assertThatThrownBy(() -> g.nextBytes((byte[]) null, 0)).isInstanceOf(NullPointerException.class);
        stillWorks.run();

        ByteBuffer readOnly = ByteBuffer.allocate(16).asReadOnlyBuffer();
        assertThatThrownBy(() -> g.nextBytes(readOnly)).isInstanceOf(ReadOnlyBufferException.class);
        assertThat(readOnly.position()).isZero();
        stillWorks.run();
        ByteBuffer short15 = ByteBuffer.allocate(20);
        short15.position(5);
        assertThatThrownBy(() -> g.nextBytes(short15)).isInstanceOf(BufferOverflowException.class);
        assertThat(short15.position()).isEqualTo(5);
        assertThat(short15.array()).containsOnly((byte) 0);
        stillWorks.run();
        ByteBuffer limited = ByteBuffer.allocate(64).limit(10);
        assertThatThrownBy(() -> g.nextBytes(limited)).isInstanceOf(BufferOverflowException.class);
        stillWorks.run();
        assertThatThrownBy(() -> g.nextBytes((ByteBuffer) null)).isInstanceOf(NullPointerException.class);
        stillWorks.run();
    }

    @ParameterizedTest
    @EnumSource(value = Counter.class)
    void concurrentBatchesAndSinglesAreUniqueAndEachBatchIsContiguous(Counter counter) throws Exception {
        UuidLayout layout = counter.layout;
        UuidGenerator g = UuidGenerator.builder()
                .layout(layout)
                .clock(new SettableClockSource(FROZEN))
                .entropy(EntropySource.threadLocalRandom())
                .maxLead(Duration.ofSeconds(60))
                .build();
        int rounds = 400; // per thread: 400 batches of 256, or 400 * 256 single ids
        int batch = 256;
        int perThread = rounds * batch;
        long[][] out = new long[4][2 * perThread];
        Ids.onThreads(4, id -> {
            long[] dst = out[id];
            if (id < 2) {
                UUID[] buf = new UUID[batch];
                for (int r = 0; r < rounds; r++) {
                    if (id == 0) {
                        g.nextLongs(dst, 2 * r * batch, batch);
                    } else {
                        g.next(buf, 0, batch);
                        for (int i = 0; i < batch; i++) {
                            dst[2 * (r * batch + i)] = buf[i].getMostSignificantBits();
                            dst[2 * (r * batch + i) + 1] = buf[i].getLeastSignificantBits();
                        }
                    }
                }
            } else {
                for (int i = 0; i < perThread; i++) {
                    UUID u = g.next();
                    dst[2 * i] = u.getMostSignificantBits();
                    dst[2 * i + 1] = u.getLeastSignificantBits();
                }
            }
        });
        for (int t = 0; t < 4; t++) {
            Ids.assertStrictlyIncreasing(out[t], perThread);
        }
        Ids.assertNoPositionTakenTwice(layout, out, new int[] {perThread, perThread, perThread, perThread});
        for (int t = 0; t < 2; t++) {
            for (int r = 0; r < rounds; r++) {
                for (int i = 1; i < batch; i++) {
                    int k = r * batch + i;
                    long p = position(layout, new UUID(out[t][2 * k], out[t][2 * k + 1]));
                    long q = position(layout, new UUID(out[t][2 * k - 2], out[t][2 * k - 1]));
                    assertThat(p).as("thread %d batch %d index %d", t, r, i).isEqualTo(q + 1);
                }
            }
        }
    }

    enum Counter {
        DEFAULT_18_BITS(UuidLayout.v7()),
        TINY_12_BITS(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 12));

        final UuidLayout layout;

        Counter(UuidLayout layout) {
            this.layout = layout;
        }
    }

    @Test
    void batchOfDistinctIdsHasNoRepeats() {
        UuidGenerator g = frozen(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 12), 5);
        UUID[] ids = new UUID[20_000];
        g.next(ids);
        Set<UUID> set = new HashSet<>(Arrays.asList(ids));
        assertThat(set).hasSize(ids.length);
    }

    /** Every word distinct: {@code n << 16}, so that both words of a v4 id keep n whole under the version and variant bits. */
    private static final class CountingEntropy implements EntropySource {
        private final AtomicLong next = new AtomicLong(1);

        @Override
        public long nextLong() {
            return next.getAndIncrement() << 16;
        }
    }

    /**
     * Batches borrow an array for their random words (and, for {@code UUID[]} batches, their
     * composed ids before they are written) from a pool shared by all threads. 32 threads make
     * batches of v4 ids whose two words are each one distinct entropy word: if two calls ever wrote
     * one array at once, a word would land in two ids (or one id twice) and the sorted words would
     * hold a duplicate.
     */
    @ParameterizedTest(name = "UUID[] batches: {0}")
    @ValueSource(booleans = {false, true})
    void concurrentBatchesNeverShareTheirRandomWords(boolean asUuids) throws Exception {
        UuidGenerator g = UuidGenerator.builder().layout(UuidLayout.v4()).entropy(new CountingEntropy()).build();
        int threads = 32;
        int batches = 100;
        int perBatch = 256;
        long[][] out = new long[threads][2 * perBatch * batches];
        Ids.onThreads(threads, t -> {
            long[] batch = new long[2 * perBatch];
            UUID[] uuids = new UUID[perBatch];
            for (int b = 0; b < batches; b++) {
                if (asUuids) { // composed into the borrowed array's gather room before they are written
                    g.next(uuids, 0, perBatch);
                    for (int i = 0; i < perBatch; i++) {
                        batch[2 * i] = uuids[i].getMostSignificantBits();
                        batch[2 * i + 1] = uuids[i].getLeastSignificantBits();
                    }
                } else {
                    g.nextLongs(batch, 0, perBatch);
                }
                System.arraycopy(batch, 0, out[t], b * batch.length, batch.length);
            }
        });

        long[] words = new long[threads * 2 * perBatch * batches];
        int n = 0;
        for (long[] pairs : out) {
            for (long w : pairs) {
                words[n++] = (w >>> 16) & ((1L << 46) - 1); // the counting word, without the version (below) and variant (above) bits
            }
        }
        Arrays.sort(words);
        assertThat(words[0]).as("no id without its random words").isPositive();
        for (int i = 1; i < words.length; i++) {
            if (words[i] == words[i - 1]) {
                throw new AssertionError("entropy word " + words[i] + " is in two places: two batches shared a buffer");
            }
        }
    }
}
