package dev.seqid;

import java.util.List;

/**
 * The scheme of a {@link UuidFacade}: how it turns an id into the version-4 UUID it shows.
 * docs/facade.md has the threat model of each.
 *
 * <p>A configuration names a scheme {@code "uuidv47"} or {@code "opaque"} ({@link #configName()},
 * {@link #named(String)}, {@link #names()}), as the Spring property {@code seqid.facade.scheme}, the
 * command line's {@code --scheme} and Spark's {@code spark.seqid.facade.scheme} take them. The
 * adapters' default is {@link UuidFacade#DEFAULT_SCHEME}.
 */
public enum FacadeScheme {

    /**
     * The published UUIDv47 scheme, byte for byte, for version 7 ids: the 48-bit timestamp is XORed
     * with 48 bits of SipHash-2-4 of the id's random bits. Hides the time only.
     */
    UUIDV47,

    /**
     * A keyed pseudo-random permutation of the 122 bits other than version and variant, for any
     * layout with a version and the RFC 9562 variant. Hides the time, the counter and the order.
     */
    OPAQUE;

    private static final FacadeScheme[] ALL = values();
    private static final List<String> NAMES = ConfigNames.names(ALL, FacadeScheme::configName);

    /**
     * The name a configuration gives this scheme: the constant's name in lower case.
     *
     * @return {@code "uuidv47"} or {@code "opaque"}
     */
    public String configName() {
        return ConfigNames.kebab(this);
    }

    /**
     * The scheme a configuration names.
     *
     * @param name one of {@link #names()}, not {@code null}
     * @return the named scheme
     * @throws IllegalArgumentException for any other name, listing the known ones
     */
    public static FacadeScheme named(String name) {
        return ConfigNames.named("façade scheme", name, ALL, FacadeScheme::configName);
    }

    /**
     * The names {@link #named(String)} takes; immutable.
     *
     * @return {@code ["uuidv47", "opaque"]}
     */
    public static List<String> names() {
        return NAMES;
    }
}
