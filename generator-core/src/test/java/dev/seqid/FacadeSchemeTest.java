package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The names a configuration gives façade schemes, as overflow policies and step-back choices have theirs; and who may be a façade. */
class FacadeSchemeTest {

    private static final FacadeKey KEY = FacadeKey.ofHex("000102030405060708090a0b0c0d0e0f");

    @Test
    void eachSchemeIsNamedByItsConstantInLowerCase() {
        assertThat(FacadeScheme.names()).containsExactly("uuidv47", "opaque");
        for (FacadeScheme scheme : FacadeScheme.values()) {
            assertThat(scheme.configName()).isEqualTo(scheme.name().toLowerCase(java.util.Locale.ROOT));
            assertThat(FacadeScheme.named(scheme.configName())).isSameAs(scheme);
            assertThat(UuidFacade.builder(scheme, KEY).build().scheme()).isSameAs(scheme);
        }
        assertThat(UuidFacade.DEFAULT_SCHEME).isSameAs(FacadeScheme.OPAQUE);
        assertThat(UuidFacade.opaque(KEY).scheme()).isSameAs(FacadeScheme.OPAQUE);
        assertThat(UuidFacade.uuidv47(KEY).scheme()).isSameAs(FacadeScheme.UUIDV47);
    }

    @Test
    void anUnknownNameListsTheKnownOnes() {
        for (String wrong : new String[] {"UUIDV47", "Opaque", "uuidv48", ""}) {
            assertThatThrownBy(() -> FacadeScheme.named(wrong)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("unknown façade scheme '" + wrong + "'; known: uuidv47, opaque");
        }
        assertThatThrownBy(() -> FacadeScheme.named(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidFacade.builder(null, KEY)).isInstanceOf(NullPointerException.class);
    }

    /** Only this package's schemes are façades, so every façade keeps UuidFacade's contract (no key or decoded value in a message). */
    @Test
    void uuidFacadeIsSealedToItsSchemes() {
        assertThat(UuidFacade.class.isSealed()).isTrue();
        assertThat(Arrays.stream(UuidFacade.class.getPermittedSubclasses()).map(Class::getSimpleName))
                .containsExactlyInAnyOrder("Uuidv47Facade", "OpaqueFacade", "PlausibleTimeFacade", "RotatingFacade");
    }
}
