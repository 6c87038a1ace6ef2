package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.testing.SettableClockSource;
import java.time.Duration;
import java.time.Instant;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** {@link UuidFacade#rotating}: encode with the current key, decode with it and then the previous ones, and fail closed. */
class FacadeRotationTest {

    private static final FacadeKey OLDEST = FacadeKey.ofHex("00112233445566778899aabbccddeeff");
    private static final FacadeKey OLD = FacadeKey.ofHex("000102030405060708090a0b0c0d0e0f");
    private static final FacadeKey NEW = FacadeKey.ofHex("8f3a2b1c4d5e6f708192a3b4c5d6e7f8");
    private static final FacadeKey STRANGER = FacadeKey.ofHex("f0e0d0c0b0a090807060504030201000");
    private static final Instant FIRST_DAY = Instant.parse("2016-01-01T00:00:00Z");
    private static final SettableClockSource CLOCK = new SettableClockSource(Instant.parse("2026-12-01T00:00:00Z"));

    /**
     * Ids made over ten years, their façades under the old key and the new: the rotation decodes
     * both, encodes with the new key only, and refuses the façades of a third key (all but the
     * share a ten-year window lets through, and then only to an id that is not the one encoded).
     */
    @Test
    void oldAndNewFacadesDecodeAndAThirdKeysAreRefused() {
        SplittableRandom random = new SplittableRandom(5);
        for (FacadeScheme scheme : FacadeScheme.values()) {
            UuidFacade rotation = UuidFacade.rotating(window(scheme, NEW), window(scheme, OLD));
            UuidFacade oldOnly = UuidFacade.builder(scheme, OLD).build();
            UuidFacade strangers = UuidFacade.builder(scheme, STRANGER).build();
            int strangersTaken = 0;
            int ids = 20_000;
            for (int i = 0; i < ids; i++) {
                UUID id = UuidLayout.v7().compose(FIRST_DAY.toEpochMilli() + random.nextLong(CLOCK.millis() - FIRST_DAY.toEpochMilli()),
                        random.nextInt(1 << 18), random.nextLong(), random.nextLong());
                UUID encoded = rotation.encode(id);
                assertThat(encoded).isEqualTo(UuidFacade.builder(scheme, NEW).build().encode(id));
                assertThat(rotation.decode(encoded)).isEqualTo(id);
                UUID old = oldOnly.encode(id);
                UUID decodedOld = rotation.tryDecode(old);
                // the new key's window lets about one old façade in 900 through, to a wrong id; the rest reach the old key
                if (decodedOld != null && !decodedOld.equals(id)) {
                    assertThat(UuidFacade.builder(scheme, NEW).build().decode(old)).isEqualTo(decodedOld);
                }
                UUID stranger = strangers.encode(id);
                UUID decodedStranger = rotation.tryDecode(stranger);
                assertThat(decodedStranger).isNotEqualTo(id);
                if (decodedStranger != null) {
                    strangersTaken++;
                } else {
                    assertThatThrownBy(() -> rotation.decode(stranger)).isInstanceOf(UuidFormatException.class)
                            .hasMessage("not a façade of the " + scheme.configName() + " scheme (layout v7) and any of its 2 keys, or outside"
                                    + " the plausible window: " + stranger + " (a mistyped or forged id, or one made with another key)");
                }
            }
            // each window of ten years takes a random 48-bit time with probability 0.00112; two windows about twice that
            assertThat(strangersTaken).as(scheme.configName()).isLessThan(ids * 5 / 1000);
            assertThat(oldOnly.encode(UuidLayout.v7().compose(CLOCK.millis(), 0, 1, 2))).isNotNull();
        }
    }

    /** Every old façade that the new key's window refuses decodes to its own id: the old key is reached. */
    @Test
    void everyOldFacadeTheNewKeyRefusesReachesTheOldKey() {
        SplittableRandom random = new SplittableRandom(8);
        for (FacadeScheme scheme : FacadeScheme.values()) {
            UuidFacade current = window(scheme, NEW);
            UuidFacade rotation = UuidFacade.rotating(current, window(scheme, OLD), UuidFacade.builder(scheme, OLDEST).build());
            UuidFacade old = UuidFacade.builder(scheme, OLD).build();
            UuidFacade oldest = UuidFacade.builder(scheme, OLDEST).build();
            int reached = 0;
            for (int i = 0; i < 5_000; i++) {
                UUID id = UuidLayout.v7().compose(CLOCK.millis() - random.nextLong(Duration.ofDays(365).toMillis()), random.nextInt(1 << 18),
                        random.nextLong(), random.nextLong());
                if (current.tryDecode(old.encode(id)) == null && window(scheme, OLD).tryDecode(oldest.encode(id)) == null
                        && current.tryDecode(oldest.encode(id)) == null) {
                    assertThat(rotation.decode(old.encode(id))).isEqualTo(id);
                    assertThat(rotation.decode(oldest.encode(id))).as("the last façade needs no window").isEqualTo(id);
                    reached++;
                }
            }
            assertThat(reached).isGreaterThan(4_900);
        }
    }

    @Test
    void aFacadeWithoutAWindowBeforeTheLastIsRefusedWhenBuilt() {
        UuidFacade plain = UuidFacade.opaque(OLD);
        assertThatThrownBy(() -> UuidFacade.rotating(plain, window(FacadeScheme.OPAQUE, NEW))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the current façade (UuidFacade[opaque, layout v7]) has no plausible-time window, so it would decode every façade"
                        + " of the keys after it to a wrong id and they would never be asked; give every façade but the last a window"
                        + " (UuidFacade.Builder.plausibleTime), or put the one without a window last");
        assertThatThrownBy(() -> UuidFacade.rotating(window(FacadeScheme.OPAQUE, NEW), plain, UuidFacade.opaque(OLDEST)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("previous façade 0 (UuidFacade[opaque, layout v7]) has no"
                        + " plausible-time window");
        // the last one alone may go without, and with no previous façade the current one is all there is
        assertThat(UuidFacade.rotating(window(FacadeScheme.OPAQUE, NEW), plain).toString())
                .isEqualTo("UuidFacade[opaque, layout v7, rotating over 2 keys]");
        assertThat(UuidFacade.rotating(plain)).isSameAs(plain);
    }

    @Test
    void theFacadesMustShareALayoutAndNotNest() {
        UuidFacade v7 = window(FacadeScheme.OPAQUE, NEW);
        UuidFacade v6 = UuidFacade.builder(FacadeScheme.OPAQUE, OLD).layout(UuidLayout.v6()).build();
        assertThatThrownBy(() -> UuidFacade.rotating(v7, v6)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the façades of a rotation must encode ids of one layout, but previous façade 0 has layout v6 and the current one v7");
        UuidFacade rotation = UuidFacade.rotating(v7, UuidFacade.opaque(OLD));
        assertThatThrownBy(() -> UuidFacade.rotating(window(FacadeScheme.OPAQUE, OLDEST), rotation)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a rotating façade takes plain façades, but previous façade 0 is itself rotating; list its façades instead");
        assertThatThrownBy(() -> UuidFacade.rotating(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidFacade.rotating(v7, (UuidFacade) null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> UuidFacade.rotating(v7, (UuidFacade[]) null)).isInstanceOf(NullPointerException.class);
    }

    /** A change of scheme is a rotation too: uuidv47 façades keep decoding after a move to opaque. */
    @Test
    void aRotationMayChangeTheScheme() {
        UuidFacade rotation = UuidFacade.rotating(window(FacadeScheme.OPAQUE, NEW), UuidFacade.uuidv47(OLD));
        UUID id = UuidLayout.v7().compose(CLOCK.millis(), 7, 1, 2);
        assertThat(rotation.scheme()).isEqualTo(FacadeScheme.OPAQUE);
        assertThat(rotation.layout()).isEqualTo(UuidLayout.v7());
        assertThat(rotation.encode(id)).isEqualTo(UuidFacade.opaque(NEW).encode(id));
        assertThat(rotation.decode(UuidFacade.uuidv47(OLD).encode(id))).isEqualTo(id);
        UUID v7 = UUID.fromString("01a233a2-709a-71d0-b029-494786597424");
        assertThatThrownBy(() -> rotation.decode(v7)).isInstanceOfSatisfying(UuidFormatException.class, e -> assertThat(e.index()).isEqualTo(14));
    }

    private static UuidFacade window(FacadeScheme scheme, FacadeKey key) {
        return UuidFacade.builder(scheme, key).plausibleTime(FIRST_DAY, Duration.ofMinutes(5)).clock(CLOCK).build();
    }
}
