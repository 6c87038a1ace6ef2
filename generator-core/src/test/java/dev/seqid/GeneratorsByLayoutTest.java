package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** One generator per layout name, the given default serving its own name. */
class GeneratorsByLayoutTest {

    @Test
    void aGivenDefaultServesItsOwnLayoutNameAndOtherNamesGetOneGeneratorEach() {
        UuidGenerator bean = UuidGenerator.builder().layout(UuidLayout.named("comb-postgres")).build();
        GeneratorsByLayout generators = GeneratorsByLayout.around(bean);

        assertThat(generators.defaultGenerator()).isSameAs(bean);
        assertThat(generators.forLayout("comb-postgres")).isSameAs(bean);
        UuidGenerator v7 = generators.forLayout("v7");
        assertThat(v7).isNotSameAs(bean).isSameAs(generators.forLayout("v7"));
        assertThat(v7.layout().name()).isEqualTo("v7");
        assertThat(generators.made()).containsOnlyKeys("v7");
    }

    @Test
    void withoutADefaultTheDefaultIsTheV7GeneratorMadeOnRequest() {
        GeneratorsByLayout generators = GeneratorsByLayout.withoutDefault();

        assertThat(generators.made()).isEmpty();
        UuidGenerator byDefault = generators.defaultGenerator();
        assertThat(byDefault.layout().name()).isEqualTo("v7");
        assertThat(generators.forLayout("v7")).isSameAs(byDefault);
        assertThat(generators.made()).containsOnlyKeys("v7");
    }

    @Test
    void anUnknownNameIsRefusedListingTheKnownOnes() {
        assertThatThrownBy(() -> GeneratorsByLayout.withoutDefault().forLayout("v9"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'v9'")
                .hasMessageContaining("comb-sqlserver");
    }

    /** A supplier with its own settings. */
    public static final class Lead100 implements java.util.function.Supplier<UuidGenerator> {
        @Override
        public UuidGenerator get() {
            return UuidGenerator.builder().maxLead(java.time.Duration.ofMillis(100)).build();
        }
    }

    /** A supplier that returns nothing. */
    public static final class Nothing implements java.util.function.Supplier<UuidGenerator> {
        @Override
        public UuidGenerator get() {
            return null;
        }
    }

    @Test
    void aSupplierClassIsMadeAndAskedOnceAndItsFailuresNameIt() {
        GeneratorsByLayout generators = GeneratorsByLayout.withoutDefault();
        java.util.concurrent.atomic.AtomicInteger made = new java.util.concurrent.atomic.AtomicInteger();
        java.util.function.Function<Class<? extends java.util.function.Supplier<UuidGenerator>>, java.util.function.Supplier<UuidGenerator>> maker = type -> {
            made.incrementAndGet();
            try {
                return type.getConstructor().newInstance();
            } catch (ReflectiveOperationException e) {
                throw new IllegalArgumentException(e);
            }
        };

        UuidGenerator first = generators.fromSupplier(Lead100.class, maker);
        UuidGenerator again = generators.fromSupplier(Lead100.class, maker);

        assertThat(again).isSameAs(first);
        assertThat(made).hasValue(1);
        assertThat(first.toString()).contains("maxLead=PT0.1S");
        assertThat(generators.supplied()).containsOnlyKeys(Lead100.class);
        assertThatThrownBy(() -> generators.fromSupplier(Nothing.class, maker))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining(Nothing.class.getName() + " returned null");
        assertThatThrownBy(() -> generators.fromSupplier(Nothing.class, type -> {
            throw new IllegalArgumentException("no bean");
        }))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("could not make the generator supplier " + Nothing.class.getName());
        assertThat(generators.supplied()).containsOnlyKeys(Lead100.class);
    }
}
