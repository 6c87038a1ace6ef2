package dev.seqid;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * A keyed, reversible mapping between the time-ordered ids a service stores and the ids it shows:
 * {@link #encode} turns an id into its façade, a version-4 UUID that does not show when the id was
 * made, and {@link #decode} turns the façade back, with the same key and no lookup table. The
 * database keeps and indexes the time-ordered id; APIs, URLs and logs carry the façade.
 *
 * <h2>Schemes</h2>
 * <ul>
 *   <li>{@code uuidv47} ({@link #uuidv47(FacadeKey)}), byte-exact with the published UUIDv47
 *   scheme, for version 7 ids: the 48-bit timestamp is XORed with 48 bits of SipHash-2-4 of the
 *   id's random bits, and the version becomes 4. It hides the time only: the other 74 bits are the
 *   id's own, so ids made in one millisecond stay recognisable as neighbours.</li>
 *   <li>{@code opaque} ({@link #opaque(FacadeKey)}, {@link #opaque(FacadeKey, UuidLayout)}): a keyed
 *   pseudo-random permutation of all 122 bits other than the version and variant, for any layout
 *   whose ids carry a version and the RFC 9562 variant. Nothing of the time, the counter or the
 *   order survives.</li>
 * </ul>
 * Both make a version-4 id with the RFC 9562 variant. docs/facade.md has the threat model of each,
 * key rotation and the cost per id.
 *
 * <h2>Decoding checks</h2>
 * {@link #decode} refuses a UUID whose version or variant no façade has, with a
 * {@link UuidFormatException}; {@link #tryDecode} returns null instead, and throws nothing, for
 * request handlers. A façade built with a {@linkplain Builder#plausibleTime plausible-time window}
 * also refuses a UUID that decodes to an id made before the window's start or after now plus its
 * lead: a forged, mistyped or other-key façade decodes to a random timestamp, which a window of
 * years refuses almost always (docs/facade.md gives the share measured).
 *
 * <p>A façade is immutable, thread-safe and stateless after construction; {@link #encode} and
 * {@link #decode} allocate only the UUID they return (and, with a window, the decoded instant).
 * Its {@link #toString()} names the scheme and layout, never the key.
 */
public abstract class UuidFacade {

    private static final List<String> NAMES = List.of("uuidv47", "opaque");

    /**
     * The scheme that the command line and the Spring properties use when none is named:
     * {@code opaque}, the one that hides the counter and the order as well as the time.
     */
    public static final String DEFAULT_SCHEME = "opaque";

    /** Bits of the version nibble in the most significant word; its digit is at index 14 of the text. */
    static final long VERSION_MASK = 0xF000L;
    /** Bits of the variant in the least significant word; its digit is at index 19 of the text. */
    static final long VARIANT_MASK = 0xC000_0000_0000_0000L;
    /** The RFC 9562 variant, {@code 10}, in {@link #VARIANT_MASK}. */
    static final long RFC_VARIANT = 0x8000_0000_0000_0000L;
    /** Every façade's version nibble: 4, in {@link #VERSION_MASK}. */
    static final long FACADE_VERSION = 0x4000L;

    /** Only the schemes of this package extend it, so every façade keeps the contract above. */
    UuidFacade() {
    }

    // ---------------------------------------------------------------- factories

    /**
     * The {@code uuidv47} scheme for version 7 ids, with no plausible-time window.
     *
     * @param key the secret key; not null
     * @return a façade of the {@code uuidv47} scheme
     */
    public static UuidFacade uuidv47(FacadeKey key) {
        return builder("uuidv47", key).build();
    }

    /**
     * The {@code opaque} scheme for ids of the {@link UuidLayout#v7() v7} layouts (any version 7
     * id with the RFC 9562 variant), with no plausible-time window.
     *
     * @param key the secret key; not null
     * @return a façade of the {@code opaque} scheme
     */
    public static UuidFacade opaque(FacadeKey key) {
        return builder("opaque", key).build();
    }

    /**
     * The {@code opaque} scheme for ids of {@code layout}, with no plausible-time window.
     *
     * @param key    the secret key; not null
     * @param layout the layout of the ids to encode: one with a version and the RFC 9562 variant
     * @return a façade of the {@code opaque} scheme
     * @throws IllegalArgumentException if the layout's ids have no version or no RFC variant (the
     *                                  {@code seqguid-*} layouts and {@code tick-counter}): their
     *                                  ids use those bits, and a version-4 façade has no room for them
     */
    public static UuidFacade opaque(FacadeKey key, UuidLayout layout) {
        return builder("opaque", key).layout(layout).build();
    }

    /**
     * The scheme called {@code scheme} (one of {@link #names()}) for v7 ids, with no window.
     *
     * @param scheme {@code "uuidv47"} or {@code "opaque"}
     * @param key    the secret key; not null
     * @return a façade of that scheme
     * @throws IllegalArgumentException for an unknown scheme, listing the known ones
     */
    public static UuidFacade named(String scheme, FacadeKey key) {
        return builder(scheme, key).build();
    }

    /**
     * The names of the schemes, as {@link #named} and the command line take them; immutable.
     *
     * @return {@code ["uuidv47", "opaque"]}
     */
    public static List<String> names() {
        return NAMES;
    }

    /**
     * A builder of the scheme called {@code scheme}, for a layout other than v7 or a plausible-time window.
     *
     * @param scheme {@code "uuidv47"} or {@code "opaque"}
     * @param key    the secret key; not null
     * @return a new builder
     * @throws NullPointerException     if scheme or key is null
     * @throws IllegalArgumentException for an unknown scheme, listing the known ones
     */
    public static Builder builder(String scheme, FacadeKey key) {
        return new Builder(scheme, key);
    }

    // ---------------------------------------------------------------- the mapping

    /**
     * The name of this façade's scheme.
     *
     * @return one of {@link #names()}
     */
    public abstract String scheme();

    /**
     * The layout of the ids this façade encodes, whose timestamp a plausible-time window reads.
     *
     * @return the layout; {@link UuidLayout#v7()} unless the builder was given another
     */
    public abstract UuidLayout layout();

    /**
     * The façade of {@code id}: a version-4 UUID with the RFC 9562 variant that {@link #decode}
     * turns back into {@code id}.
     *
     * @param id an id with the {@linkplain #layout() layout's} version and the RFC 9562 variant
     * @return the façade
     * @throws NullPointerException     if id is null
     * @throws IllegalArgumentException if id lacks the layout's version or the RFC variant (the
     *                                  façade could not restore them), saying which
     */
    public abstract UUID encode(UUID id);

    /**
     * The id whose façade {@code facade} is: the inverse of {@link #encode}.
     *
     * @param facade a façade made by {@link #encode} with this key
     * @return the id
     * @throws NullPointerException if facade is null
     * @throws UuidFormatException  if facade is not version 4 with the RFC 9562 variant, or, with a
     *                              plausible-time window, decodes to an id outside it; the message
     *                              says which
     */
    public final UUID decode(UUID facade) {
        UUID id = tryDecode(facade);
        if (id == null) {
            throw refusal(facade);
        }
        return id;
    }

    /**
     * The id that the façade text {@code text} spells, as {@link #decode(UUID)} after strict
     * parsing ({@link UuidParser#parse}).
     *
     * @param text the façade in the canonical 36-character form
     * @return the id
     * @throws NullPointerException if text is null
     * @throws UuidFormatException  if text is not a canonical UUID, or as {@link #decode(UUID)}
     */
    public final UUID decode(CharSequence text) {
        return decode(UuidParser.parse(text));
    }

    /**
     * {@link #decode(UUID)} that returns null where it would throw: for request handlers that
     * answer a bad id with a status of their own. Throws nothing for a non-null argument.
     *
     * @param facade a façade, or any UUID
     * @return the id, or null if {@code facade} is not a façade this one decodes
     * @throws NullPointerException if facade is null
     */
    public abstract UUID tryDecode(UUID facade);

    /**
     * {@link #decode(CharSequence)} that returns null where it would throw.
     *
     * @param text any text
     * @return the id, or null if {@code text} is not a canonical UUID or not a façade this one decodes
     * @throws NullPointerException if text is null
     */
    public final UUID tryDecode(CharSequence text) {
        Objects.requireNonNull(text, "façade text must not be null");
        UUID facade;
        try {
            facade = UuidParser.parse(text);
        } catch (UuidFormatException e) {
            return null;
        }
        return tryDecode(facade);
    }

    /** Why {@link #tryDecode(UUID)} returned null for {@code facade}: the slow path, run only to throw. */
    abstract UuidFormatException refusal(UUID facade);

    /** The refusal of a UUID without a façade's version 4 and RFC variant, or null if it has them. */
    final UuidFormatException wrongBits(UUID facade) {
        long version = (facade.getMostSignificantBits() & VERSION_MASK) >>> 12;
        if (version != 4) {
            return UuidFormatException.refused(facade, 14, "not a façade of the " + scheme() + " scheme: " + facade + " has version " + version
                    + " (the digit at index 14); a façade has version 4 and the RFC 9562 variant");
        }
        if ((facade.getLeastSignificantBits() & VARIANT_MASK) != RFC_VARIANT) {
            return UuidFormatException.refused(facade, 19, "not a façade of the " + scheme() + " scheme: " + facade + " has variant "
                    + UuidVariant.of(facade)
                    + " (the digit at index 19); a façade has the RFC 9562 variant, a digit from 8 to b there");
        }
        return null;
    }

    /** Whether {@code facade} has a façade's version 4 and RFC variant. */
    static boolean hasFacadeBits(UUID facade) {
        return (facade.getMostSignificantBits() & VERSION_MASK) == FACADE_VERSION
                && (facade.getLeastSignificantBits() & VARIANT_MASK) == RFC_VARIANT;
    }

    /**
     * Names the scheme and the layout; never the key.
     *
     * @return for example {@code "UuidFacade[opaque, layout v7]"}
     */
    @Override
    public String toString() {
        return "UuidFacade[" + scheme() + ", layout " + layout().name() + "]";
    }

    // ---------------------------------------------------------------- builder

    /**
     * Builds a façade: the scheme and key are given to {@link UuidFacade#builder}, the rest is
     * optional. Not thread-safe; the façade it builds is.
     */
    public static final class Builder {

        private final String scheme;
        private final FacadeKey key;
        private UuidLayout layout = UuidLayout.v7();
        private Instant notBefore;
        private Duration lead;
        private ClockSource clock = ClockSource.system();

        private Builder(String scheme, FacadeKey key) {
            Objects.requireNonNull(scheme, "scheme");
            if (!NAMES.contains(scheme)) {
                throw new IllegalArgumentException("unknown façade scheme '" + scheme + "'; known schemes: " + String.join(", ", NAMES));
            }
            this.scheme = scheme;
            this.key = Objects.requireNonNull(key, "façade key must not be null");
        }

        /**
         * The layout of the ids to encode. Default {@link UuidLayout#v7()}. For {@code uuidv47} a
         * version 7 layout with the RFC variant (its timestamp is the one the window reads); for
         * {@code opaque} any layout with a version and the RFC variant.
         *
         * @param layout the layout; not null
         * @return this builder
         * @throws IllegalArgumentException if the scheme cannot take the layout, saying why
         */
        public Builder layout(UuidLayout layout) {
            Objects.requireNonNull(layout, "layout");
            if (!layout.rfcVariant() || layout.version() < 0) {
                throw new IllegalArgumentException("a façade restores the version and variant of the ids it decodes, so it needs a layout"
                        + " with a version and the RFC 9562 variant; layout " + layout.name() + " has "
                        + (layout.version() < 0 ? "no version" : "version " + layout.version())
                        + (layout.rfcVariant() ? "" : " and no fixed variant") + ": its ids use those bits, and a version-4 façade has no room"
                        + " for them");
            }
            if (scheme.equals("uuidv47") && layout.version() != 7) {
                throw new IllegalArgumentException("the uuidv47 scheme takes version 7 ids, but layout " + layout.name() + " makes version "
                        + layout.version() + " ids; the opaque scheme takes any layout with a version and the RFC 9562 variant");
            }
            this.layout = layout;
            return this;
        }

        /**
         * Refuse, on decoding, a façade whose id was made before {@code notBefore} or after the
         * current time plus {@code lead}. The id's time is read with the layout's timestamp. A
         * window of years still refuses nearly every forged or other-key façade (docs/facade.md).
         *
         * @param notBefore the earliest plausible creation time, such as the service's first day
         * @param lead      how far ahead of this façade's clock an id may be, for clocks that
         *                  differ between hosts; zero or more
         * @return this builder
         * @throws NullPointerException     if an argument is null
         * @throws IllegalArgumentException if lead is negative
         */
        public Builder plausibleTime(Instant notBefore, Duration lead) {
            Objects.requireNonNull(notBefore, "notBefore");
            Objects.requireNonNull(lead, "lead");
            if (lead.isNegative()) {
                throw new IllegalArgumentException("the plausible-time lead must be zero or more, got " + lead);
            }
            this.notBefore = notBefore;
            this.lead = lead;
            return this;
        }

        /**
         * The clock that gives "now" to the plausible-time window. Default {@link ClockSource#system()}.
         *
         * @param clock the clock; not null
         * @return this builder
         */
        public Builder clock(ClockSource clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /**
         * The façade.
         *
         * @return a new façade with these settings
         * @throws IllegalArgumentException if a plausible-time window is set and the layout has no timestamp
         */
        public UuidFacade build() {
            UuidFacade facade = scheme.equals("uuidv47") ? new Uuidv47Facade(key, layout) : new OpaqueFacade(key, layout);
            if (notBefore == null) {
                return facade;
            }
            if (layout.timestamp() == null) {
                throw new IllegalArgumentException("layout " + layout.name() + " has no timestamp, so a plausible-time window has nothing to check");
            }
            return new PlausibleTimeFacade(facade, notBefore, lead, clock);
        }
    }
}
