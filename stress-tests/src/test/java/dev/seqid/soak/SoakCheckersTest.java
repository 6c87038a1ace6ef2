package dev.seqid.soak;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.UuidLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The soak's checkers catch what they are meant to: planted duplicates and repeated positions, out-of-order ids, misplaced inserts. */
class SoakCheckersTest {

    private static long[] pairs(long... values) {
        return values;
    }

    @Test
    void aDuplicateAcrossTwoIncreasingSequencesIsCounted() {
        long[] first = pairs(0, 1, 0, 5, 7, 0);
        long[] second = pairs(0, 2, 0, 5, 8, 0);
        long[] repeated = new long[2];
        assertThat(DatabaseKeys.countRepeats(new long[][] {first, second}, new int[] {3, 3}, repeated)).isEqualTo(1);
        assertThat(repeated).containsExactly(0, 5);
        assertThat(DatabaseKeys.countRepeats(new long[][] {first, pairs(0, 2, 0, 6)}, new int[] {3, 2}, null)).isZero();
    }

    /**
     * Two threads handed one position get different random bits: whole ids never repeat, positions
     * do. v7 ids written out by docs/layouts.md#v7: tick 0x017F22E279B0 in bytes 0-5, an 18-bit
     * counter whose low 6 bits follow the variant in byte 8 (0x80 is counter 0, 0x81 counter 1),
     * random bits after.
     */
    @Test
    void onePositionOnTwoThreadsIsARepeatThoughTheIdsDiffer() {
        UuidLayout v7 = UuidLayout.v7();
        long[] first = idPairs("017f22e2-79b0-7000-8000-000000000001", "017f22e2-79b0-7000-8100-000000000000");
        long[] second = idPairs("017f22e2-79b0-7000-80ff-ffffffffffff", "017f22e2-79b0-7000-8200-000000000000");
        assertThat(DatabaseKeys.countRepeats(new long[][] {first, second}, new int[] {2, 2}, null)).as("whole ids").isZero();
        PositionPairs.fromIds(v7, first, 2);
        PositionPairs.fromIds(v7, second, 2);
        assertThat(first).containsExactly(0x017F22E279B0L, 0, 0x017F22E279B0L, 1);
        assertThat(second).containsExactly(0x017F22E279B0L, 0, 0x017F22E279B0L, 2);
        long[] repeated = new long[2];
        assertThat(DatabaseKeys.countRepeats(new long[][] {first, second}, new int[] {2, 2}, repeated)).as("positions").isEqualTo(1);
        assertThat(repeated).containsExactly(0x017F22E279B0L, 0);
    }

    /** Database keys read back as positions give what the ids give, for layouts whose keys rearrange the bytes. */
    @Test
    void positionsFromDatabaseKeysAreThePositionsOfTheIds() {
        Random random = new Random(11);
        for (String name : List.of("comb-sqlserver", "comb-binary", "tick-counter", "v7")) {
            UuidLayout layout = UuidLayout.named(name);
            DatabaseKeys keys = new DatabaseKeys(layout);
            long[] viaKeys = new long[2 * 100];
            for (int i = 0; i < 100; i++) {
                UUID id = layout.compose(1_000_000 + random.nextInt(1000), layout.counterBits() == 0 ? 0 : random.nextInt(1 << 12),
                        random.nextLong(), random.nextLong());
                viaKeys[2 * i] = id.getMostSignificantBits();
                viaKeys[2 * i + 1] = id.getLeastSignificantBits();
            }
            long[] viaIds = viaKeys.clone();
            keys.toKeys(viaKeys, 100);
            PositionPairs.fromKeys(keys, layout, viaKeys, 100);
            PositionPairs.fromIds(layout, viaIds, 100);
            assertThat(viaKeys).as(name).containsExactly(viaIds);
        }
    }

    private static long[] idPairs(String... ids) {
        long[] out = new long[2 * ids.length];
        for (int i = 0; i < ids.length; i++) {
            UUID id = UUID.fromString(ids[i]);
            out[2 * i] = id.getMostSignificantBits();
            out[2 * i + 1] = id.getLeastSignificantBits();
        }
        return out;
    }

    @Test
    void aDuplicateInsideAnUnorderedSequenceIsCountedAndTheOrderViolationsToo() {
        // 3, 1, 3, 2: two violations (3 -> 1, 3 -> 2), one repeat (3).
        long[] sequence = pairs(0, 3, 0, 1, 0, 3, 0, 2);
        assertThat(DatabaseKeys.orderViolations(sequence, 4)).isEqualTo(2);
        assertThat(DatabaseKeys.firstOrderViolation(sequence, 4)).isEqualTo(1);
        assertThat(DatabaseKeys.countRepeats(new long[][] {sequence}, new int[] {4}, null)).isEqualTo(1);
        assertThat(sequence).as("the caller's array is left as it was").containsExactly(0, 3, 0, 1, 0, 3, 0, 2);
    }

    @Test
    void keysCompareUnsignedHighWordFirst() {
        long[] sequence = pairs(1, -1, -1, 0, -1, 1);
        assertThat(DatabaseKeys.orderViolations(sequence, 3)).isZero();
        assertThat(DatabaseKeys.orderViolations(pairs(-1, 0, 1, 0), 2)).isEqualTo(1);
        assertThat(DatabaseKeys.orderViolations(pairs(5, 5, 5, 5), 2)).as("a repeat is a violation").isEqualTo(1);
    }

    @Test
    void heapSortSortsPairsInUnsignedOrder() {
        Random random = new Random(42);
        int n = 10_000;
        long[] keys = new long[2 * n];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = random.nextInt(8) - 4; // small range: many equal high words, negative (large unsigned) values
        }
        List<UUID> expected = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            expected.add(new UUID(keys[2 * i], keys[2 * i + 1]));
        }
        expected.sort(dev.seqid.UuidOrder.UNSIGNED);
        DatabaseKeys.sortPairs(keys, n);
        for (int i = 0; i < n; i++) {
            assertThat(new UUID(keys[2 * i], keys[2 * i + 1])).as("key " + i).isEqualTo(expected.get(i));
        }
    }

    @Test
    void databaseKeysOrderIdsAsTheLayoutsDatabaseOrderDoes() {
        Random random = new Random(7);
        for (String name : List.of("v7", "comb-sqlserver", "comb-binary", "tick-counter")) {
            UuidLayout layout = UuidLayout.named(name);
            DatabaseKeys keys = new DatabaseKeys(layout);
            List<UUID> ids = new ArrayList<>();
            for (int i = 0; i < 2_000; i++) {
                ids.add(new UUID(random.nextLong(), random.nextLong()));
            }
            ids.sort(layout.databaseOrder());
            long[] pairs = new long[2 * ids.size()];
            for (int i = 0; i < ids.size(); i++) {
                pairs[2 * i] = ids.get(i).getMostSignificantBits();
                pairs[2 * i + 1] = ids.get(i).getLeastSignificantBits();
            }
            keys.toKeys(pairs, ids.size());
            assertThat(DatabaseKeys.orderViolations(pairs, ids.size())).as(name).isZero();
            assertThat(keys.idOf(pairs[2], pairs[3])).as(name + ": idOf inverts toKeys").isEqualTo(ids.get(1));
        }
    }

    @Test
    void interleavingCountsRunsAndHowDeepLateInsertsLand() {
        // Process 0 makes keys 1, 2, 3 at times 0, 10, 40; process 1 makes keys 4, 5, 6 at times 5, 15, 20.
        long[][] keys = {pairs(0, 1, 0, 2, 0, 3), pairs(0, 4, 0, 5, 0, 6)};
        long[][] madeAt = {new long[] {0, 10, 40}, new long[] {5, 15, 20}};
        MultiProcessSoak.Interleaving measured = MultiProcessSoak.Interleaving.measure(keys, madeAt, 3);
        // Database order 1 2 3 | 4 5 6: two runs. Made: 1, 4, 2 (lands before 4: depth 1), 5, 6, 3 (before 4, 5, 6: depth 3).
        assertThat(measured.runs()).isEqualTo(2);
        assertThat(measured.nonAppend()).isEqualTo(2);
        assertThat(measured.depthMax()).isEqualTo(3);
    }

    @Test
    void optionsRejectMisspeltAndMalformedInput() {
        assertThatThrownBy(() -> Soak.run("threads", "--thread", "2")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown option").hasMessageContaining("thread");
        assertThatThrownBy(() -> Soak.run("threads", "--ids", "many")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--ids takes a whole number");
        assertThatThrownBy(() -> Soak.run("soak-everything")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown mode");
        assertThatThrownBy(() -> Soak.run("threads", "--layout", "v99")).isInstanceOf(IllegalArgumentException.class);
    }
}
