package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.testing.SettableClockSource;
import java.time.Duration;
import java.time.Instant;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * What a façade's refusals say, and what its window and key take: a refusal is a function of the
 * input (and the scheme and layout), never of anything decoded with the key, which would make the
 * message a decryption oracle; the window's lead and the key's digits at their edges.
 */
class FacadeRefusalTest {

    private static final FacadeKey KEY_A = FacadeKey.ofHex("000102030405060708090a0b0c0d0e0f");
    private static final FacadeKey KEY_B = FacadeKey.ofHex("f0e0d0c0b0a090807060504030201000");
    private static final Instant NOW = Instant.parse("2026-12-01T00:00:00Z");
    private static final Instant FIRST_DAY = Instant.parse("2026-01-01T00:00:00Z");

    /**
     * Flip each bit of real façades, and forge random ones: wherever both keys refuse, the two
     * messages are equal (so they carry nothing of either key), and none shows a time or the id the
     * UUID decodes to. Under uuidv47 a flipped bit of the XORed timestamp decodes to a time near the
     * real one: a message that showed it would give the façade's creation time away.
     */
    @Test
    void aRefusalSaysTheSameWhateverTheKeyAndShowsNothingDecoded() {
        SettableClockSource clock = new SettableClockSource(NOW);
        SplittableRandom random = new SplittableRandom(63);
        for (FacadeScheme scheme : FacadeScheme.values()) {
            UuidFacade underA = window(scheme, KEY_A, clock);
            UuidFacade underB = window(scheme, KEY_B, clock);
            UuidFacade plainA = UuidFacade.builder(scheme, KEY_A).build();
            UuidFacade plainB = UuidFacade.builder(scheme, KEY_B).build();
            int compared = 0;
            for (int i = 0; i < 200; i++) {
                UUID id = UuidLayout.v7().compose(clock.millis() - random.nextLong(Duration.ofDays(300).toMillis()), random.nextInt(1 << 18),
                        random.nextLong(), random.nextLong());
                UUID real = underA.encode(id);
                assertThat(underA.decode(real)).isEqualTo(id);
                for (int bit = 0; bit < 128; bit++) {
                    UUID forged = i % 2 == 0 ? UuidFacadeTest.flip(real, bit)
                            : new UUID(random.nextLong() & ~0xF000L | 0x4000L, random.nextLong() >>> 2 | 0x8000_0000_0000_0000L);
                    UuidFormatException refusedByA = refusal(underA, forged);
                    UuidFormatException refusedByB = refusal(underB, forged);
                    for (UuidFormatException refused : new UuidFormatException[] {refusedByA, refusedByB}) {
                        if (refused != null) {
                            assertThat(refused.getMessage()).as("%s, bit %d", scheme, bit)
                                    .doesNotContainPattern("\\d{4}-\\d{2}-\\d{2}T").doesNotContain("made at").doesNotContain("decodes to")
                                    .doesNotContain(String.valueOf(plainA.tryDecode(forged)))
                                    .doesNotContain(String.valueOf(plainB.tryDecode(forged)));
                            assertThat(refused.getCause()).isNull();
                            assertThat(refused.input()).isEqualTo(forged.toString());
                        }
                    }
                    if (refusedByA != null && refusedByB != null) {
                        compared++;
                        assertThat(refusedByA).as("%s, bit %d", scheme, bit).hasMessage(refusedByB.getMessage());
                        assertThat(refusedByA.index()).isEqualTo(refusedByB.index());
                    }
                }
            }
            // under uuidv47 a flip of a low timestamp bit stays in the window, so key A accepts about a quarter of the flips
            assertThat(compared).as(scheme.configName()).isGreaterThan(200 * 128 * 3 / 4);
        }
    }

    @Test
    void aRefusalSaysWhatWasWrongTheInputAndTheScheme() {
        SettableClockSource clock = new SettableClockSource(NOW);
        for (FacadeScheme scheme : FacadeScheme.values()) {
            UuidFacade facade = window(scheme, KEY_A, clock);
            UUID tooOld = facade.encode(UuidLayout.v7().compose(FIRST_DAY.toEpochMilli() - 1, 0, 1, 2));
            assertThatThrownBy(() -> facade.decode(tooOld)).isInstanceOfSatisfying(UuidFormatException.class, e -> {
                assertThat(e.index()).isEqualTo(-1);
                assertThat(e).hasMessage("not a façade of the " + scheme.configName() + " scheme (layout v7) and this key, or outside the plausible window: "
                        + tooOld + " (a mistyped or forged id, or one made with another key)");
            });
        }
    }

    /** The lead at its edges: zero, the longest allowed, one past; and leads whose milliseconds would overflow. */
    @Test
    void theLeadIsCheckedWhenTheFacadeIsBuilt() {
        Duration longest = UuidFacade.MAX_PLAUSIBLE_LEAD;
        assertThat(longest).isEqualTo(Duration.ofDays(365));
        SettableClockSource clock = new SettableClockSource(NOW);
        for (FacadeScheme scheme : FacadeScheme.values()) {
            for (Duration lead : new Duration[] {Duration.ZERO, Duration.ofMillis(1), longest}) {
                UuidFacade facade = UuidFacade.builder(scheme, KEY_A).plausibleTime(FIRST_DAY, lead).clock(clock).build();
                UUID latest = UuidLayout.v7().compose(clock.millis() + lead.toMillis(), 0, 1, 2);
                UUID pastIt = UuidLayout.v7().compose(clock.millis() + lead.toMillis() + 1, 0, 1, 2);
                assertThat(facade.tryDecode(facade.encode(latest))).as("%s, lead %s", scheme, lead).isEqualTo(latest);
                assertThat(facade.tryDecode(facade.encode(pastIt))).as("%s, lead %s", scheme, lead).isNull();
            }
            for (Duration lead : new Duration[] {longest.plusNanos(1), longest.plusMillis(1), Duration.ofMillis(Long.MAX_VALUE),
                    Duration.ofSeconds(Long.MAX_VALUE, 999_999_999)}) {
                assertThatThrownBy(() -> UuidFacade.builder(scheme, KEY_A).plausibleTime(FIRST_DAY, lead))
                        .as("%s, lead %s", scheme, lead).isInstanceOf(IllegalArgumentException.class)
                        .hasMessage("the plausible-time lead must be from zero to 365 days (PT8760H), got " + lead + ": it covers clocks that"
                                + " differ between hosts and generators running ahead of their clock, seconds to minutes");
            }
            assertThatThrownBy(() -> UuidFacade.builder(scheme, KEY_A).plausibleTime(FIRST_DAY, Duration.ofNanos(-1)))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("the plausible-time lead must be from zero to 365 days");
        }
    }

    /** A clock near the end of time: "now plus the lead" must not wrap to the past and refuse every façade. */
    @Test
    void aClockNearTheEndOfTimeDoesNotWrapTheWindow() {
        ClockSource farFuture = new ClockSource() {
            @Override
            public long millis() {
                return Long.MAX_VALUE - 10;
            }

            @Override
            public long nanos() {
                return 0;
            }
        };
        UuidFacade facade = UuidFacade.builder(FacadeScheme.OPAQUE, KEY_A).plausibleTime(FIRST_DAY, Duration.ofMinutes(5)).clock(farFuture).build();
        UUID id = UuidLayout.v7().compose(NOW.toEpochMilli(), 0, 1, 2);
        assertThat(facade.decode(facade.encode(id))).isEqualTo(id);
    }

    /** Exactly the 22 characters 0-9, a-f and A-F are digits of a key, as its message says. */
    @Test
    void aKeyTakesHexDigitsInEitherCaseAndSaysSo() {
        String base = "000102030405060708090a0b0c0d0e0f";
        int accepted = 0;
        for (char ch = 0; ch < Character.MAX_VALUE; ch++) {
            String hex = base.substring(0, 31) + ch;
            boolean digit = ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f' || ch >= 'A' && ch <= 'F';
            if (digit) {
                accepted++;
                assertThat(FacadeKey.ofHex(hex).toBytes()[15]).isEqualTo((byte) (0x00 | Character.digit(ch, 16)));
            } else {
                assertThatThrownBy(() -> FacadeKey.ofHex(hex)).as("U+%04X", (int) ch).isInstanceOf(FacadeKeyException.class)
                        .hasMessage("a façade key is 32 hexadecimal digits (0-9, a-f or A-F), but the character at index 31 is not one"
                                + " (the key is not shown)");
            }
        }
        assertThat(accepted).isEqualTo(22);
        assertThat(FacadeKey.ofHex(base.toUpperCase())).isEqualTo(FacadeKey.ofHex(base));
    }

    private static UuidFacade window(FacadeScheme scheme, FacadeKey key, ClockSource clock) {
        return UuidFacade.builder(scheme, key).plausibleTime(FIRST_DAY, Duration.ofMinutes(5)).clock(clock).build();
    }

    /** The exception decode throws, or null if it decodes. */
    private static UuidFormatException refusal(UuidFacade facade, UUID uuid) {
        if (facade.tryDecode(uuid) != null) {
            return null;
        }
        try {
            facade.decode(uuid);
        } catch (UuidFormatException e) {
            return e;
        }
        throw new AssertionError("tryDecode refused " + uuid + " but decode took it");
    }
}
