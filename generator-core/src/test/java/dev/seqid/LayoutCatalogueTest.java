package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The catalogue of named layouts ({@link UuidLayout#named}, {@link UuidLayout#names()} and the preset
 * factories), and layout equality.
 */
class LayoutCatalogueTest {

    static List<String> names() {
        return UuidLayout.names();
    }

    /** Every name with the factory that documents it. */
    private static final Map<String, Supplier<UuidLayout>> FACTORIES = Map.ofEntries(
            Map.entry("v7", UuidLayout::v7),
            Map.entry("v7-monotonic-random", () -> UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM)),
            Map.entry("v7-clock-precision", () -> UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION)),
            Map.entry("v6", UuidLayout::v6),
            Map.entry("v4", UuidLayout::v4),
            Map.entry("comb-sqlserver", UuidLayout::combSqlServer),
            Map.entry("comb-postgres", UuidLayout::combPostgres),
            Map.entry("comb-legacy", UuidLayout::combLegacy),
            Map.entry("comb-binary", UuidLayout::combBinary),
            Map.entry("seqguid-string", UuidLayout::seqGuidString),
            Map.entry("seqguid-binary", UuidLayout::seqGuidBinary),
            Map.entry("seqguid-atend", UuidLayout::seqGuidAtEnd),
            Map.entry("tick-counter", UuidLayout::tickCounter),
            Map.entry("v8-sqlserver", UuidLayout::v8SqlServer),
            Map.entry("v8-node", UuidLayout::v8Node),
            Map.entry("draft01-v7", UuidLayout::draft01V7));

    // ---------------------------------------------------------------- names

    @Test
    void namesAreTheCommandLineListInItsOrder() {
        assertThat(UuidLayout.names()).containsExactly("v7", "v7-monotonic-random", "v7-clock-precision", "v6", "v4", "comb-sqlserver",
                "comb-postgres", "comb-legacy", "comb-binary", "seqguid-string", "seqguid-binary", "seqguid-atend", "tick-counter",
                "v8-sqlserver", "v8-node", "draft01-v7");
        assertThat(FACTORIES.keySet()).containsExactlyInAnyOrderElementsOf(UuidLayout.names());
        assertThatThrownBy(() -> UuidLayout.names().add("v9")).isInstanceOf(UnsupportedOperationException.class);
    }

    @ParameterizedTest
    @MethodSource("names")
    void aNamedLayoutIsCalledByTheNameItWasLookedUpBy(String name) {
        assertThat(UuidLayout.named(name).name()).isEqualTo(name);
        assertThat(FACTORIES.get(name).get().name()).isEqualTo(name);
    }

    @Test
    void unknownNamesListTheKnownOnes() {
        assertThatThrownBy(() -> UuidLayout.named("v9")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'v9'").hasMessageContaining(String.join(", ", UuidLayout.names()));
        assertThatThrownBy(() -> UuidLayout.named(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void v7WithAnotherCounterWidthIsNamedForItsMethod() {
        assertThat(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 12).name()).isEqualTo("v7");
        assertThat(UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM, 30).name()).isEqualTo("v7-monotonic-random");
        assertThat(UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION, 8).name()).isEqualTo("v7-clock-precision");
    }

    // ---------------------------------------------------------------- cached presets

    @ParameterizedTest
    @MethodSource("names")
    void presetsAreOneInstanceExceptTheRandomNode(String name) {
        UuidLayout first = UuidLayout.named(name);
        UuidLayout again = UuidLayout.named(name);
        UuidLayout fromFactory = FACTORIES.get(name).get();
        if (name.equals("v8-node")) {
            // a new random node each time; everything else as v8Node(16, node)
            assertThat(again).isNotSameAs(first);
            assertThat(first.nodeBits()).isEqualTo(UuidLayout.DEFAULT_NODE_BITS);
            assertThat(first).isEqualTo(UuidLayout.v8Node(UuidLayout.DEFAULT_NODE_BITS, first.node()));
            assertThat(fromFactory).isNotSameAs(first);
            return;
        }
        assertThat(again).isSameAs(first);
        assertThat(fromFactory).isSameAs(first);
    }

    @Test
    void v8NodeDrawsItsNodeAtRandom() {
        List<Long> nodes = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            nodes.add(UuidLayout.named("v8-node").node());
        }
        assertThat(nodes).allMatch(n -> n >= 0 && n < 1L << UuidLayout.DEFAULT_NODE_BITS);
        assertThat(nodes.stream().distinct().count()).isGreaterThan(1);
    }

    @Test
    void v7FactoriesShareThePresetForTheDefaultWidth() {
        assertThat(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER)).isSameAs(UuidLayout.v7());
        assertThat(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, UuidLayout.DEFAULT_COUNTER_BITS)).isSameAs(UuidLayout.v7());
        assertThat(UuidLayout.v7(MonotonicMethod.MONOTONIC_RANDOM, UuidLayout.DEFAULT_MONOTONIC_RANDOM_BITS))
                .isSameAs(UuidLayout.named("v7-monotonic-random"));
        assertThat(UuidLayout.v7(MonotonicMethod.CLOCK_PRECISION, 0)).isSameAs(UuidLayout.named("v7-clock-precision"));
        assertThat(UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, 20)).isNotEqualTo(UuidLayout.v7());
    }

    // ---------------------------------------------------------------- equals and hashCode

    /** Each differs from v7 in one setting (the last in those that no-repeat timestamps change). */
    private static List<UuidLayout> oneSettingFromV7() {
        UuidLayout v7 = UuidLayout.v7();
        return List.of(
                v7.toBuilder().sortOrder(UuidOrder.DOTNET_BYTES.bytesCompared()).build(),
                UuidLayout.builder("v7-renamed").version(7).rfcVariant(true).build(),
                v7.toBuilder().version(8).build(),
                v7.toBuilder().rfcVariant(false).build(),
                v7.toBuilder().timestamp(TimestampEncoding.linear(Instant.EPOCH, 1000, 47)).build(),
                v7.toBuilder().counter(MonotonicMethod.MONOTONIC_RANDOM, UuidLayout.DEFAULT_COUNTER_BITS).build(),
                v7.toBuilder().counter(MonotonicMethod.DEDICATED_COUNTER, 19).build(),
                v7.toBuilder().node(8, 0).build(),
                v7.toBuilder().node(8, 1).build(),
                v7.toBuilder().versionFromBase(true).build(),
                v7.toBuilder().mariaDbGuard(false).build(),
                v7.withNoRepeatTimestamps(Duration.ofMillis(1)));
    }

    @Test
    void layoutsWithTheSameSettingsAreEqual() {
        UuidLayout v7 = UuidLayout.v7();
        UuidLayout rebuilt = UuidLayout.builder("v7").version(7).rfcVariant(true)
                .timestamp(TimestampEncoding.linear(Instant.EPOCH, 1000, 48)).counter(MonotonicMethod.DEDICATED_COUNTER, 18).build();
        assertThat(rebuilt).isNotSameAs(v7).isEqualTo(v7).hasSameHashCodeAs(v7);
        assertThat(v7).isEqualTo(rebuilt);
        assertThat(v7.toBuilder().build()).isEqualTo(v7).hasSameHashCodeAs(v7);
        for (String name : UuidLayout.names()) {
            UuidLayout layout = UuidLayout.named(name);
            assertThat(layout.toBuilder().build()).as(name).isEqualTo(layout).hasSameHashCodeAs(layout);
        }
        assertThat(UuidLayout.v8Node(16, 0xBEEF)).isEqualTo(UuidLayout.v8Node(16, 0xBEEF));
        assertThat(UuidLayout.combSqlServer().withNoRepeatTimestamps(Duration.ofMillis(1)))
                .isEqualTo(UuidLayout.combSqlServer().withNoRepeatTimestamps(Duration.ofMillis(1)));
    }

    @Test
    void aDifferentSettingMakesADifferentLayout() {
        UuidLayout v7 = UuidLayout.v7();
        assertThat(v7).isNotEqualTo(null).isNotEqualTo("v7");
        List<UuidLayout> others = oneSettingFromV7();
        for (UuidLayout other : others) {
            assertThat(other).as(other.toString()).isNotEqualTo(v7);
            assertThat(v7).as(other.toString()).isNotEqualTo(other);
        }
        // and they differ from each other
        assertThat(others).doesNotHaveDuplicates();
        assertThat(UuidLayout.named("comb-sqlserver")).isNotEqualTo(UuidLayout.named("comb-legacy"));
        assertThat(UuidLayout.combSqlServer().withNoRepeatTimestamps(Duration.ofMillis(1)))
                .isNotEqualTo(UuidLayout.combSqlServer().withNoRepeatTimestamps(Duration.ofMillis(2)));
    }

    @Test
    void theNameCountsEvenThoughTheIdsAreTheSame() {
        UuidLayout v7 = UuidLayout.v7();
        UuidLayout renamed = UuidLayout.builder("my-v7").version(7).rfcVariant(true).build();
        assertThat(renamed.compose(1, 2, 3, 4)).isEqualTo(v7.compose(1, 2, 3, 4));
        assertThat(renamed).isNotEqualTo(v7);
    }

    @Test
    void theBuiltInLayoutsAreAllDifferent() {
        List<UuidLayout> all = new ArrayList<>();
        for (String name : UuidLayout.names()) {
            all.add(UuidLayout.named(name));
        }
        assertThat(all).doesNotHaveDuplicates();
    }
}
