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
}
