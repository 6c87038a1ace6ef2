package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The compiled placement of every built-in and custom layout: the fields, fixed and random bits
 * share out the 128 bits; what is placed reads back; and the per-word methods the generator's batch
 * path combines give the same words as its single-id methods and as {@link UuidLayout#compose}.
 * The bytes themselves are pinned by the known-answer tests.
 */
class BitPlanTest {

    static Stream<UuidLayout> layouts() {
        List<UuidLayout> all = new ArrayList<>();
        for (String name : UuidLayout.names()) {
            all.add(name.equals("v8-node") ? UuidLayout.v8Node(16, 0xBEEF) : UuidLayout.named(name));
        }
        all.add(UuidLayout.v8Node(40, (1L << 40) - 1));
        all.add(UuidLayout.combSqlServer().withNoRepeatTimestamps(Duration.ofMillis(1)));
        all.add(UuidLayout.combLegacy().withNoRepeatTimestamps(Duration.ofMillis(4)));
        all.addAll(UuidLayoutTest.presets());
        all.addAll(UuidLayoutTest.customLayouts());
        return all.stream();
    }

    private static long widthMask(int bits) {
        return bits == 64 ? -1L : (1L << bits) - 1;
    }

    @ParameterizedTest
    @MethodSource("layouts")
    void fieldsFixedAndRandomBitsShareOutThe128Bits(UuidLayout layout) {
        BitPlan plan = layout.plan();
        int timestampBits = layout.ordered() ? layout.timestamp().bits() : 0;
        long[] timestamp = {plan.timestampMsb(-1L), plan.timestampLsb(-1L)};
        long[] counter = {plan.counterMsb(-1L), plan.counterLsb(-1L)};
        long[] random = {plan.randomMaskMsb(), plan.randomMaskLsb()};
        UuidLayout allOnesNode = layout.nodeBits() == 0 ? layout : layout.toBuilder().node(layout.nodeBits(), widthMask(layout.nodeBits())).build();
        long[] node = {allOnesNode.plan().constantMsb() ^ plan.fixedMsb(), allOnesNode.plan().constantLsb() ^ plan.fixedLsb()};
        int fixedBits = (layout.version() >= 0 ? 4 : 0) + (layout.rfcVariant() ? 2 : 0) + layout.mariaDbGuardBits();
        // the MariaDB guard (docs/layouts.md#mariadb-guard): the top of byte 8 after the variant, for versions 8 to 15
        long guard = layout.version() < 8 ? 0 : layout.rfcVariant() ? 0x2000_0000_0000_0000L : 0xC000_0000_0000_0000L;
        assertThat(plan.guardLsb()).isEqualTo(guard);

        assertThat(Long.bitCount(timestamp[0]) + Long.bitCount(timestamp[1])).isEqualTo(timestampBits);
        assertThat(Long.bitCount(counter[0]) + Long.bitCount(counter[1])).isEqualTo(layout.counterBits());
        assertThat(Long.bitCount(node[0]) + Long.bitCount(node[1])).isEqualTo(layout.nodeBits());
        assertThat(Long.bitCount(random[0]) + Long.bitCount(random[1])).isEqualTo(layout.randomBits());
        assertThat(timestampBits + layout.counterBits() + layout.nodeBits() + layout.randomBits() + fixedBits).isEqualTo(128);
        for (int word = 0; word < 2; word++) {
            long fixed = word == 0 ? (layout.version() >= 0 ? 0xF000L : 0) : (layout.rfcVariant() ? 0xC000_0000_0000_0000L : 0) | guard;
            long[] parts = {timestamp[word], counter[word], node[word], random[word], fixed};
            long union = 0;
            for (long part : parts) {
                assertThat(union & part).as("word %d overlaps", word).isZero();
                union |= part;
            }
        }
    }

    @ParameterizedTest
    @MethodSource("layouts")
    void perWordMethodsMakeTheSameIdsAsCompose(UuidLayout layout) {
        BitPlan plan = layout.plan();
        SplittableRandom r = new SplittableRandom(layout.name().hashCode());
        int timestampBits = layout.ordered() ? layout.timestamp().bits() : 0;
        for (int i = 0; i < 2_000; i++) {
            long field = r.nextLong() & widthMask(timestampBits) & (timestampBits == 64 ? Long.MAX_VALUE : -1L);
            long counter = r.nextLong() & widthMask(layout.counterBits());
            long randomMsb = r.nextLong();
            long randomLsb = r.nextLong();

            long msb = plan.msb(field, counter, randomMsb);
            long lsb = plan.lsb(field, counter, randomLsb);
            // the batch and striped paths: the tick's shared bits placed once, counter and random bits per id
            assertThat(plan.msbOfTick(plan.tickMsb(field), counter, randomMsb & plan.randomMaskMsb())).isEqualTo(msb);
            assertThat(plan.lsbOfTick(plan.tickLsb(field), counter, randomLsb & plan.randomMaskLsb())).isEqualTo(lsb);
            assertThat(plan.tickMsb(field)).isEqualTo(plan.constantMsb() | plan.timestampMsb(field));
            assertThat(plan.tickLsb(field)).isEqualTo(plan.constantLsb() | plan.timestampLsb(field));
            assertThat(msb & ~(plan.constantMsb() | plan.timestampMsb(-1L) | plan.counterMsb(-1L))).isEqualTo(randomMsb & plan.randomMaskMsb());
            UUID id = new UUID(msb, lsb);
            assertThat(plan.compose(field, counter, randomMsb, randomLsb)).isEqualTo(id);
            assertThat(plan.hasFixedBits(id)).isTrue();
            assertThat(plan.timestampField(id)).isEqualTo(field);
            assertThat(plan.counter(id)).isEqualTo(counter);
            assertThat(plan.node(id)).isEqualTo(layout.node());
            if (layout.ordered() && field <= layout.timestamp().maxTick() && !(layout.timestamp() instanceof SqlServerDateTimeEncoding)) {
                assertThat(layout.compose(field, counter, randomMsb, randomLsb)).isEqualTo(id);
            }
        }
    }

    /**
     * The generator passes whole positions (the tick above the counter) as the counter: the bits
     * above the counter's width must not reach either word, whatever they are.
     */
    @ParameterizedTest
    @MethodSource("layouts")
    void theCounterPlacementReadsOnlyTheCountersWidth(UuidLayout layout) {
        BitPlan plan = layout.plan();
        int width = layout.counterBits();
        SplittableRandom r = new SplittableRandom(layout.name().hashCode() + 1);
        for (int i = 0; i < 2_000; i++) {
            long counter = r.nextLong() & widthMask(width);
            long position = counter | (width == 64 ? 0 : r.nextLong() << width);
            assertThat(plan.counterMsb(position)).as("msb of %x", position).isEqualTo(plan.counterMsb(counter));
            assertThat(plan.counterLsb(position)).as("lsb of %x", position).isEqualTo(plan.counterLsb(counter));
        }
    }
}
