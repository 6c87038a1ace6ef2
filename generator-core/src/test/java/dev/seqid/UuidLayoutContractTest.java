package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The edges of {@link UuidLayout}'s public contract: what a layout without a timestamp refuses, the
 * decoding methods' check of the version and variant, the exact text of {@code toString}, the
 * equality contract, and the builder's argument bounds at their boundary values. Expected texts and
 * bit counts come from the javadoc and from docs/layouts.md#layout-summary.
 */
class UuidLayoutContractTest {

    private static final Instant T = Instant.parse("2025-01-02T03:04:05.678Z");
    /** A version 4 id with the RFC variant, no other bit set. */
    private static final UUID V4_ID = UUID.fromString("00000000-0000-4000-8000-000000000000");
    private static final String UNIX_MILLIS = "TimestampEncoding.linear(1970-01-01T00:00:00Z, 1000 per second, 48 bits)";

    // ---------------------------------------------------------------- a layout without a timestamp

    @Test
    void noRepeatTimestampsOfALayoutWithoutTimestampIsAClearError() {
        assertThatThrownBy(() -> UuidLayout.v4().withNoRepeatTimestamps(Duration.ofMillis(1)))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("layout v4 has no timestamp");
    }

    @Test
    void composeOnALayoutWithoutTimestampIsAClearError() {
        assertThatThrownBy(() -> UuidLayout.v4().compose(0, 0, 0, 0))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("layout v4 has no timestamp");
    }

    @Test
    void stampOnALayoutWithoutTimestampIsAClearError() {
        assertThatThrownBy(() -> UuidLayout.v4().stamp(V4_ID, T))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("layout v4 has no timestamp");
    }

    @Test
    void rangeBoundsOfALayoutWithoutTimestampAreAClearError() {
        assertThatThrownBy(() -> UuidLayout.v4().rangeStart(T))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("layout v4 has no timestamp");
        assertThatThrownBy(() -> UuidLayout.v4().rangeEnd(T))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("layout v4 has no timestamp");
    }

    @Test
    void aBuilderWithNoTimestampBuildsAnUnorderedLayoutOfOnlyFixedAndRandomBits() {
        UuidLayout l = UuidLayout.builder("bare-random").noTimestamp().build();
        assertThat(l.ordered()).isFalse();
        assertThat(l.timestamp()).isNull();
        assertThat(l.counterBits()).isZero();
        assertThat(l.randomBits()).isEqualTo(128); // no version, no variant: every bit random
    }

    // ---------------------------------------------------------------- decoding checks the fixed bits

    @Test
    void nodeOfAnIdOfAnotherVersionIsRejected() {
        UuidLayout node = UuidLayout.v8Node(8, 5);
        assertThatThrownBy(() -> node.nodeOf(V4_ID))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(V4_ID + " is not a v8-node id");
    }

    @Test
    void nodeOfReadsTheNodeOfAMatchingId() {
        UuidLayout node = UuidLayout.v8Node(8, 5);
        assertThat(node.nodeOf(node.compose(1, 0, -1L, -1L))).isEqualTo(5);
    }

    @Test
    void theMismatchMessageNamesTheVersionAndTheVariantTheLayoutNeeds() {
        assertThatThrownBy(() -> UuidLayout.v7().counterOf(V4_ID))
                .hasMessage(V4_ID + " is not a v7 id: it needs version 7 and the RFC 9562 variant (10xx),"
                        + " it has version 4 and variant RFC_9562");
    }

    @Test
    void theMismatchMessageNamesVersionZeroAndNoVariantForALayoutWithoutOne() {
        UuidLayout v0 = UuidLayout.builder("v0").version(0).build();
        assertThatThrownBy(() -> v0.counterOf(V4_ID))
                .hasMessage(V4_ID + " is not a v0 id: it needs version 0, it has version 4 and variant RFC_9562");
    }

    @Test
    void theMismatchMessageNamesOnlyTheVariantForALayoutWithoutAVersion() {
        UuidLayout variantOnly = UuidLayout.builder("variant-only").rfcVariant(true).noTimestamp().node(8, 1).build();
        UUID ncs = UUID.fromString("00000000-0000-0000-0000-000000000000");
        assertThatThrownBy(() -> variantOnly.nodeOf(ncs))
                .hasMessage(ncs + " is not a variant-only id: it needs the RFC 9562 variant (10xx), it has version 0 and variant NCS");
    }

    // ---------------------------------------------------------------- equality and text

    @Test
    void equalLayoutsHaveEqualHashCodesAndDifferentOnesDifferentHashCodes() {
        UuidLayout a = UuidLayout.v7().toBuilder().build();
        assertThat(a).isEqualTo(UuidLayout.v7());
        assertThat(a.hashCode()).isEqualTo(UuidLayout.v7().hashCode());
        // Different settings: each pair differs in one setting, so at least some hash codes differ.
        assertThat(UuidLayout.v7().hashCode()).isNotEqualTo(UuidLayout.v6().hashCode());
        assertThat(UuidLayout.v7().hashCode()).isNotEqualTo(UuidLayout.v4().hashCode());
        assertThat(UuidLayout.v8Node(8, 5).hashCode()).isNotEqualTo(UuidLayout.v8Node(8, 6).hashCode());
    }

    @Test
    void toStringOfV7ListsTimestampCounterAndRandomBitsOnly() {
        assertThat(UuidLayout.v7().toString())
                .isEqualTo("UuidLayout[v7, " + UNIX_MILLIS + ", DEDICATED_COUNTER 18 bits, 56 random bits]");
    }

    @Test
    void toStringOfANodeLayoutNamesTheNodeAndTheOneGuardBit() {
        // docs/layouts.md: v8-node has guard 1 and 55 - node bits random bits
        assertThat(UuidLayout.v8Node(8, 5).toString())
                .isEqualTo("UuidLayout[v8-node, " + UNIX_MILLIS + ", DEDICATED_COUNTER 18 bits, node 8 bits, MariaDB guard 1 bit,"
                        + " 47 random bits]");
    }

    @Test
    void toStringOfAVersion8LayoutWithoutTheVariantNamesTwoGuardBits() {
        // 128 bits - version 4 - guard 2 - timestamp 48 - counter 18 = 56 random bits
        assertThat(UuidLayout.builder("v8-bare").version(8).build().toString())
                .isEqualTo("UuidLayout[v8-bare, " + UNIX_MILLIS + ", DEDICATED_COUNTER 18 bits, MariaDB guard 2 bits, 56 random bits]");
    }

    @Test
    void toStringOfANoRepeatLayoutNamesItsTickStep() {
        // v7's 122 free bits less the 48-bit timestamp: 74 random bits, no counter
        assertThat(UuidLayout.v7().withNoRepeatTimestamps(Duration.ofMillis(2)).toString())
                .isEqualTo("UuidLayout[v7, " + UNIX_MILLIS + ", CLOCK_PRECISION 0 bits, step 2 ticks, 74 random bits]");
    }

    @Test
    void versionFromBaseIsTrueForTheCombFamilyOnly() {
        assertThat(UuidLayout.combSqlServer().versionFromBase()).isTrue();
        assertThat(UuidLayout.combPostgres().versionFromBase()).isTrue();
        assertThat(UuidLayout.v7().versionFromBase()).isFalse();
        assertThat(UuidLayout.v4().versionFromBase()).isFalse();
    }

    // ---------------------------------------------------------------- builder bounds

    @Test
    void versionAcceptsZeroAndFifteenAndRejectsMinusOneAndSixteen() {
        assertThat(UuidLayout.builder("v0").version(0).build().version()).isZero();
        assertThat(UuidLayout.builder("v15").version(15).rfcVariant(true).build().version()).isEqualTo(15);
        assertThatThrownBy(() -> UuidLayout.builder("x").version(-1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("a version is a nibble, 0 to 15, got -1");
        assertThatThrownBy(() -> UuidLayout.builder("x").version(16))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("a version is a nibble, 0 to 15, got 16");
    }

    @Test
    void nodeWidthAcceptsZeroAndFortyEightAndRejectsMinusOneAndFortyNine() {
        assertThat(UuidLayout.builder("n0").node(0, 0).build().nodeBits()).isZero();
        UuidLayout wide = UuidLayout.builder("n48").noTimestamp().node(48, (1L << 48) - 1).build();
        assertThat(wide.nodeBits()).isEqualTo(48);
        assertThat(wide.node()).isEqualTo(0xFFFF_FFFF_FFFFL);
        assertThatThrownBy(() -> UuidLayout.builder("x").node(-1, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("a node id is 0 to 48 bits wide, got -1");
        assertThatThrownBy(() -> UuidLayout.builder("x").node(49, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("a node id is 0 to 48 bits wide, got 49");
    }

    @Test
    void nodeValueAcceptsZeroAndTheLargestOfItsWidthAndRejectsOneMoreOrANegative() {
        assertThat(UuidLayout.builder("n").node(8, 0).build().node()).isZero();
        assertThat(UuidLayout.builder("n").node(8, 255).build().node()).isEqualTo(255);
        assertThatThrownBy(() -> UuidLayout.builder("x").node(8, 256))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("node id 256 does not fit in 8 bits (0 to 255)");
        assertThatThrownBy(() -> UuidLayout.builder("x").node(8, -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("node id -1 does not fit in 8 bits (0 to 255)");
        assertThatThrownBy(() -> UuidLayout.builder("x").node(0, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("node id 1 does not fit in 0 bits (0 to 0)");
    }

    @Test
    void aVersionZeroLayoutWritesAndRequiresTheVersionNibbleZero() {
        UuidLayout v0 = UuidLayout.builder("v0").version(0).build();
        // 128 - version 4 - timestamp 48 - counter 18: the nibble is fixed, not free
        assertThat(v0.randomBits()).isEqualTo(58);
        UUID allOnes = v0.compose(v0.timestamp().maxTick(), (1L << 18) - 1, -1L, -1L);
        assertThat(allOnes.toString()).isEqualTo("ffffffff-ffff-0fff-ffff-ffffffffffff");
        assertThat(v0.matches(allOnes)).isTrue();
        assertThat(v0.matches(V4_ID)).isFalse();
    }
}
