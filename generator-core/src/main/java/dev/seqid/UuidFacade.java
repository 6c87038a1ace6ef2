package dev.seqid;

import java.time.Duration;
import java.time.Instant;
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
 *   <li>{@link FacadeScheme#UUIDV47 uuidv47} ({@link #uuidv47(FacadeKey)}), byte-exact with the published UUIDv47
 *   scheme, for version 7 ids: the 48-bit timestamp is XORed with 48 bits of SipHash-2-4 of the
 *   id's random bits, and the version becomes 4. It hides the time only: the other 74 bits are the
 *   id's own, so ids made in one millisecond stay recognisable as neighbours.</li>
 *   <li>{@link FacadeScheme#OPAQUE opaque} ({@link #opaque(FacadeKey)}, {@link #opaque(FacadeKey, UuidLayout)}): a keyed
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
 * years refuses almost always (docs/facade.md gives the share measured). A refusal's message says
 * what was wrong with the input and shows the input, the scheme and the layout; never anything
 * decoded with the key, such as the time a refused façade decodes to, which would turn the
 * message into a decryption oracle.
 *
 * <h2>Key rotation</h2>
 * {@link #rotating(UuidFacade, UuidFacade...)} joins the façade of a new key with those of previous
 * keys: it encodes with the new one and decodes with each in turn.
 *
 * <p>A façade is immutable, thread-safe and stateless after construction; {@link #encode} and
 * {@link #decode} allocate only the UUID they return (and, with a window, the decoded instant).
 * Its {@link #toString()} names the scheme and layout, never the key.
 */
public abstract sealed class UuidFacade permits Uuidv47Facade, OpaqueFacade, PlausibleTimeFacade, RotatingFacade {

    /**
     * The scheme that the command line, the Spring properties and Spark use when none is named:
     * {@link FacadeScheme#OPAQUE opaque}, the one that hides the counter and the order as well as the time.
     */
    public static final FacadeScheme DEFAULT_SCHEME = FacadeScheme.OPAQUE;

    /**
     * The longest lead a {@linkplain Builder#plausibleTime plausible-time window} takes: 365 days.
     * The lead covers clocks that differ between hosts and generators running ahead of their clock,
     * which is seconds to minutes; a longer one is a mistake, such as a unit mixed up (unchecked,
     * a lead past {@code Long.MAX_VALUE} milliseconds made every decode fail).
     */
    public static final Duration MAX_PLAUSIBLE_LEAD = Duration.ofDays(365);

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
        return builder(FacadeScheme.UUIDV47, key).build();
    }

    /**
     * The {@code opaque} scheme for ids of the {@link UuidLayout#v7() v7} layouts (any version 7
     * id with the RFC 9562 variant), with no plausible-time window.
     *
     * @param key the secret key; not null
     * @return a façade of the {@code opaque} scheme
     */
    public static UuidFacade opaque(FacadeKey key) {
        return builder(FacadeScheme.OPAQUE, key).build();
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
        return builder(FacadeScheme.OPAQUE, key).layout(layout).build();
    }

    /**
     * A builder of {@code scheme}, for a layout other than v7 or a plausible-time window. A
     * configuration that names the scheme gets it from {@link FacadeScheme#named(String)}.
     *
     * @param scheme the scheme; not null
     * @param key    the secret key; not null
     * @return a new builder
     * @throws NullPointerException if scheme or key is null
     */
    public static Builder builder(FacadeScheme scheme, FacadeKey key) {
        return new Builder(scheme, key);
    }

    /**
     * A façade for key rotation: it encodes with {@code current} and decodes with {@code current},
     * then with each of {@code previous} in the order given, returning the first id that one of
     * them accepts. Old façades (links, bookmarks, other systems' records) keep decoding while every
     * new façade is of the current key.
     *
     * <p>It fails closed. Without a plausible-time window a façade decodes every version-4 UUID
     * with the RFC variant to some id, so the façades after it would never be asked and an old
     * façade would silently decode to a wrong id. Hence every façade but the last must have a
     * {@linkplain Builder#plausibleTime window}: it refuses the façades of other keys (all but
     * about one in 900 with a ten-year window; docs/facade.md) and passes them on. The last needs
     * none. All must encode ids of one layout. With no {@code previous}, the result is
     * {@code current} itself.
     *
     * <p>{@link #scheme()} and {@link #layout()} are the current façade's; a refusal's message names
     * neither key nor which façade refused. Thread-safe and immutable, as its façades are.
     *
     * @param current  the façade of the key that encodes; decodes first
     * @param previous the façades of earlier keys, most recent first; decode after {@code current}
     * @return the rotating façade, or {@code current} if {@code previous} is empty
     * @throws NullPointerException     if an argument or an element of {@code previous} is null
     * @throws IllegalArgumentException if a façade other than the last has no plausible-time window,
     *                                  if the layouts differ, or if a façade is itself rotating (list
     *                                  its façades instead), saying which façade and what would be right
     */
    public static UuidFacade rotating(UuidFacade current, UuidFacade... previous) {
        Objects.requireNonNull(current, "current façade");
        Objects.requireNonNull(previous, "previous façades");
        if (previous.length == 0) {
            return current;
        }
        UuidFacade[] all = new UuidFacade[previous.length + 1];
        all[0] = current;
        for (int i = 0; i < previous.length; i++) {
            all[i + 1] = Objects.requireNonNull(previous[i], "previous façade " + i);
        }
        for (int i = 0; i < all.length; i++) {
            String which = i == 0 ? "the current façade" : "previous façade " + (i - 1);
            if (all[i] instanceof RotatingFacade) {
                throw new IllegalArgumentException("a rotating façade takes plain façades, but " + which + " is itself rotating; list its"
                        + " façades instead");
            }
            if (!all[i].layout().equals(current.layout())) {
                throw new IllegalArgumentException("the façades of a rotation must encode ids of one layout, but " + which + " has layout "
                        + all[i].layout().name() + " and the current one " + current.layout().name());
            }
            if (i < all.length - 1 && !(all[i] instanceof PlausibleTimeFacade)) {
                throw new IllegalArgumentException(which + " (" + all[i] + ") has no plausible-time window, so it would decode every"
                        + " façade of the keys after it to a wrong id and they would never be asked; give every façade but the last a"
                        + " window (UuidFacade.Builder.plausibleTime), or put the one without a window last");
            }
        }
        return new RotatingFacade(all);
    }

    // ---------------------------------------------------------------- the mapping

    /**
     * This façade's scheme.
     *
     * @return the scheme; for a {@linkplain #rotating rotating} façade, the current façade's
     */
    public abstract FacadeScheme scheme();

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
     *                              says which, and shows nothing decoded with the key
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
            return UuidFormatException.refused(facade, 14, "not a façade of the " + scheme().configName() + " scheme: " + facade + " has version " + version
                    + " (the digit at index 14); a façade has version 4 and the RFC 9562 variant");
        }
        if ((facade.getLeastSignificantBits() & VARIANT_MASK) != RFC_VARIANT) {
            return UuidFormatException.refused(facade, 19, "not a façade of the " + scheme().configName() + " scheme: " + facade + " has variant "
                    + UuidVariant.of(facade)
                    + " (the digit at index 19); a façade has the RFC 9562 variant, a digit from 8 to b there");
        }
        return null;
    }

    /**
     * The refusal of a UUID with a façade's bits that no key of this façade accepts within its
     * window: a function of the UUID, the scheme and the layout only, whatever the key and whatever
     * the UUID decodes to, so that a client learns nothing from the message that accept or refuse
     * did not already tell it.
     */
    final UuidFormatException outsideTheWindow(UUID facade, String keys) {
        return UuidFormatException.refused(facade, -1, "not a façade of the " + scheme().configName() + " scheme (layout "
                + layout().name() + ") and " + keys + ", or outside the plausible window: " + facade
                + " (a mistyped or forged id, or one made with another key)");
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
        return "UuidFacade[" + scheme().configName() + ", layout " + layout().name() + "]";
    }

    // ---------------------------------------------------------------- builder

    /**
     * Builds a façade: the scheme and key are given to {@link UuidFacade#builder}, the rest is
     * optional. Not thread-safe; the façade it builds is.
     */
    public static final class Builder {

        private final FacadeScheme scheme;
        private final FacadeKey key;
        private UuidLayout layout = UuidLayout.v7();
        private Instant notBefore;
        private Duration lead;
        private ClockSource clock = ClockSource.system();

        private Builder(FacadeScheme scheme, FacadeKey key) {
            this.scheme = Objects.requireNonNull(scheme, "scheme");
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
            if (scheme == FacadeScheme.UUIDV47 && layout.version() != 7) {
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
         *                  differ between hosts; zero to {@link UuidFacade#MAX_PLAUSIBLE_LEAD}
         * @return this builder
         * @throws NullPointerException     if an argument is null
         * @throws IllegalArgumentException if lead is negative or longer than {@link UuidFacade#MAX_PLAUSIBLE_LEAD}
         */
        public Builder plausibleTime(Instant notBefore, Duration lead) {
            Objects.requireNonNull(notBefore, "notBefore");
            Objects.requireNonNull(lead, "lead");
            if (lead.isNegative() || lead.compareTo(MAX_PLAUSIBLE_LEAD) > 0) {
                throw new IllegalArgumentException("the plausible-time lead must be from zero to " + MAX_PLAUSIBLE_LEAD.toDays() + " days ("
                        + MAX_PLAUSIBLE_LEAD + "), got " + lead + ": it covers clocks that differ between hosts and generators running"
                        + " ahead of their clock, seconds to minutes");
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
            UuidFacade facade = switch (scheme) {
                case UUIDV47 -> new Uuidv47Facade(key, layout);
                case OPAQUE -> new OpaqueFacade(key, layout);
            };
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
