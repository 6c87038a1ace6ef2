package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class UuidOrderTest {

    private static final UUID ALL_ONES = UUID.fromString("ffffffff-ffff-ffff-ffff-ffffffffffff");
    private static final UUID ZERO = UUID.fromString("00000000-0000-0000-0000-000000000000");
    private static final UUID TOP_BIT = UUID.fromString("80000000-0000-0000-0000-000000000000");
    private static final UUID BELOW_TOP_BIT = UUID.fromString("7fffffff-ffff-ffff-ffff-ffffffffffff");

    @Test
    void unsignedPutsTheTopBitLastLikeTheString() {
        assertThat(UuidOrder.UNSIGNED.compare(ALL_ONES, ZERO)).isPositive();
        assertThat(UuidOrder.UNSIGNED.compare(ZERO, ALL_ONES)).isNegative();
        assertThat(UuidOrder.UNSIGNED.compare(TOP_BIT, BELOW_TOP_BIT)).isPositive();
        assertThat(UuidOrder.UNSIGNED.compare(ALL_ONES, ALL_ONES)).isZero();
        assertThat("ffffffff-ffff-ffff-ffff-ffffffffffff".compareTo("00000000-0000-0000-0000-000000000000")).isPositive();
    }

    @Test
    void javaOrderIsSignedAndDisagreesOnTheTopBit() {
        assertThat(UuidOrder.JAVA.compare(ALL_ONES, ZERO)).isNegative();
        assertThat(UuidOrder.JAVA.compare(TOP_BIT, BELOW_TOP_BIT)).isNegative();
        assertThat(UuidOrder.JAVA.compare(ZERO, ZERO)).isZero();
    }

    @Test
    void unsignedComparesTheLeastSignificantHalfUnsignedToo() {
        UUID lowTop = new UUID(5, 0x8000_0000_0000_0000L);
        UUID lowBelow = new UUID(5, 0x7FFF_FFFF_FFFF_FFFFL);
        assertThat(UuidOrder.UNSIGNED.compare(lowTop, lowBelow)).isPositive();
        assertThat(UuidOrder.JAVA.compare(lowTop, lowBelow)).isNegative();
        // the msb decides first
        assertThat(UuidOrder.UNSIGNED.compare(new UUID(6, 0), new UUID(5, -1))).isPositive();
    }

    private static List<UUID> sample(SplittableRandom r) {
        List<UUID> ids = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            ids.add(UUID.randomUUID());
        }
        // v4 ids always have the variant bit (top bit of the lsb) set: add fully random halves and equal msbs
        for (int i = 0; i < 2_000; i++) {
            long msb = r.nextLong();
            ids.add(new UUID(msb, r.nextLong()));
            ids.add(new UUID(msb, r.nextLong()));
        }
        return ids;
    }

    @Test
    void unsignedAgreesWithLowerCaseStringOrderOnRandomIds() {
        List<UUID> ids = sample(new SplittableRandom(3));
        int javaDisagrees = 0;
        for (int i = 0; i < ids.size(); i++) {
            UUID a = ids.get(i);
            UUID b = ids.get((i * 7919 + 1) % ids.size());
            UUID c = ids.get(i ^ 1);
            for (UUID other : new UUID[] {b, c}) {
                int byString = Integer.signum(a.toString().compareTo(other.toString()));
                assertThat(Integer.signum(UuidOrder.UNSIGNED.compare(a, other))).as("%s vs %s", a, other).isEqualTo(byString);
                if (Integer.signum(UuidOrder.JAVA.compare(a, other)) != byString) {
                    javaDisagrees++;
                }
            }
        }
        // About half of random pairs differ in the top bit: Java's signed order gets those backwards.
        assertThat(javaDisagrees).isGreaterThan(ids.size() / 4);
    }

    @Test
    void sortingWithUnsignedGivesStringOrder() {
        List<UUID> ids = sample(new SplittableRandom(4));
        List<UUID> byUnsigned = new ArrayList<>(ids);
        byUnsigned.sort(UuidOrder.UNSIGNED);
        List<UUID> byString = new ArrayList<>(ids);
        byString.sort(Comparator.comparing(UUID::toString));
        assertThat(byUnsigned).isEqualTo(byString);

        List<UUID> byJava = new ArrayList<>(ids);
        byJava.sort(UuidOrder.JAVA);
        assertThat(byJava).isNotEqualTo(byString);
    }
}
