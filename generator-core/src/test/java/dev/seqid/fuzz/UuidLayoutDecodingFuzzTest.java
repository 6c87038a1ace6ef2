package dev.seqid.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.seqid.UuidLayout;
import dev.seqid.UuidVariant;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * Fuzzes the decoding methods of every built-in layout ({@link UuidLayout#names()}) with arbitrary
 * 128-bit values.
 *
 * <p>Property, for every layout and every id: {@code matches} never throws and agrees with the
 * layout's version and variant bits; {@code tickOf}, {@code instantOf}, {@code counterOf} and
 * {@code nodeOf} either succeed or throw an {@link IllegalArgumentException} with a message (the only
 * exception their Javadoc documents). Where they succeed:
 * <ul>
 *   <li>the tick lies in {@code [0, timestamp().maxTick()]}, the counter and node fit their widths;</li>
 *   <li>{@code timestamp().tickOf(instantOf(id)) == tickOf(id)} (the decoded instant lies in the id's tick);</li>
 *   <li>{@code rangeStart(instantOf(id)) <= id <= rangeEnd(instantOf(id))} in {@code databaseOrder()},
 *       so a range scan built from a decoded instant finds the id;</li>
 *   <li>{@code stamp(id, instantOf(id))} has the same tick, counter and node as the id;</li>
 *   <li>{@code compose(tickOf(id), counterOf(id), ...)} decodes to the same tick and counter, and is the
 *       id itself for RFC 9562 layouts without a node.</li>
 * </ul>
 *
 * <p>Regression mode runs in every build. To fuzz:
 * {@code JAZZER_FUZZ=1 ./mvnw -B -pl generator-core -am test -Djcstress.skip=true -Dsurefire.failIfNoSpecifiedTests=false -Dtest=UuidLayoutDecodingFuzzTest}
 */
class UuidLayoutDecodingFuzzTest {

    private static final List<UuidLayout> LAYOUTS = UuidLayout.names().stream().map(UuidLayout::named).toList();

    @FuzzTest(maxDuration = "2m")
    void decodingEveryLayoutThrowsOnlyDocumentedExceptions(FuzzedDataProvider data) {
        UUID id = new UUID(data.consumeLong(), data.consumeLong());
        for (UuidLayout layout : LAYOUTS) {
            checkDecoding(layout, id);
        }
    }

    static void checkDecoding(UuidLayout layout, UUID id) {
        String what = layout.name() + " decoding " + id;
        boolean matches = layout.matches(id);
        boolean expectedMatch = layout.versionFromBase()
                || ((layout.version() < 0 || id.version() == layout.version())
                && (!layout.rfcVariant() || UuidVariant.of(id) == UuidVariant.RFC_9562));
        assertThat(matches).as("%s: matches", what).isEqualTo(expectedMatch);

        Long counter = decode(what, "counterOf", () -> layout.counterOf(id));
        Long node = decode(what, "nodeOf", () -> layout.nodeOf(id));
        Long tick = decode(what, "tickOf", () -> layout.tickOf(id));
        Instant instant = decode(what, "instantOf", () -> layout.instantOf(id));
        if (!matches) {
            assertThatThrownBy(() -> layout.tickOf(id)).as("%s: tickOf of an id that does not match", what)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(id.toString()).hasMessageContaining(layout.name());
            assertThat(counter).as("%s: counterOf of an id that does not match", what).isNull();
            assertThat(node).as("%s: nodeOf of an id that does not match", what).isNull();
            assertThat(tick).as("%s: tickOf of an id that does not match", what).isNull();
            return;
        }
        assertThat(counter).as("%s: counterOf of a matching id", what).isNotNull();
        assertThat(node).as("%s: nodeOf of a matching id", what).isNotNull();
        assertThat(Long.numberOfLeadingZeros(counter)).as("%s: counter %d fits %d bits", what, counter, layout.counterBits())
                .isGreaterThanOrEqualTo(64 - layout.counterBits());
        assertThat(Long.numberOfLeadingZeros(node)).as("%s: node %d fits %d bits", what, node, layout.nodeBits())
                .isGreaterThanOrEqualTo(64 - layout.nodeBits());
        if (!layout.ordered()) {
            assertThat(tick).as("%s: tickOf of a layout without a timestamp", what).isNull();
            return;
        }
        if (tick == null) {
            assertThat(instant).as("%s: instantOf where tickOf failed", what).isNull();
            return;
        }
        assertThat(tick).as("%s: tick", what).isBetween(0L, layout.timestamp().maxTick());
        assertThat(instant).as("%s: instantOf where tickOf gave %d", what, tick).isNotNull();
        assertThat(layout.timestamp().tickOf(instant)).as("%s: tick of the decoded instant %s", what, instant).isEqualTo(tick);

        Comparator<UUID> order = layout.databaseOrder();
        UUID start = layout.rangeStart(instant);
        UUID end = layout.rangeEnd(instant);
        assertThat(order.compare(start, id)).as("%s: rangeStart(%s) = %s <= id", what, instant, start).isLessThanOrEqualTo(0);
        assertThat(order.compare(id, end)).as("%s: id <= rangeEnd(%s) = %s", what, instant, end).isLessThanOrEqualTo(0);

        UUID stamped = layout.stamp(id, instant);
        assertThat(layout.tickOf(stamped)).as("%s: tick of stamp(id, %s) = %s", what, instant, stamped).isEqualTo(tick);
        assertThat(layout.counterOf(stamped)).as("%s: counter of stamp(id, %s) = %s", what, instant, stamped).isEqualTo(counter);
        assertThat(layout.nodeOf(stamped)).as("%s: node of stamp(id, %s) = %s", what, instant, stamped).isEqualTo(node);

        UUID composed = layout.compose(tick, counter, id.getMostSignificantBits(), id.getLeastSignificantBits());
        assertThat(layout.tickOf(composed)).as("%s: tick of compose = %s", what, composed).isEqualTo(tick);
        assertThat(layout.counterOf(composed)).as("%s: counter of compose = %s", what, composed).isEqualTo(counter);
        if (!layout.versionFromBase() && layout.nodeBits() == 0) {
            assertThat(composed).as("%s: compose of its own fields", what).isEqualTo(id);
        }
    }

    /**
     * The value, or null when the method threw the documented {@link IllegalArgumentException};
     * any other exception, or one without a message, fails the run.
     */
    private static <T> T decode(String what, String method, Supplier<T> call) {
        try {
            return call.get();
        } catch (IllegalArgumentException e) {
            assertThat(e.getMessage()).as("%s: %s threw %s without a message", what, method, e.getClass().getName()).isNotBlank();
            return null;
        } catch (RuntimeException e) {
            throw new AssertionError(what + ": " + method + " threw an undocumented " + e, e);
        }
    }
}
