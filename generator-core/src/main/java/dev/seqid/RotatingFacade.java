package dev.seqid;

import java.util.Objects;
import java.util.UUID;

/**
 * The façade of {@link UuidFacade#rotating}: encodes with the first of its façades and decodes with
 * each in turn. {@code rotating} has checked that every façade but the last has a plausible-time
 * window (so that each refuses what is not its own and passes it on) and that all share a layout.
 */
final class RotatingFacade extends UuidFacade {

    /** The current façade, then the previous ones in the order given; two or more. */
    private final UuidFacade[] facades;

    RotatingFacade(UuidFacade[] facades) {
        this.facades = facades;
    }

    @Override
    public FacadeScheme scheme() {
        return facades[0].scheme();
    }

    @Override
    public UuidLayout layout() {
        return facades[0].layout();
    }

    @Override
    public UUID encode(UUID id) {
        return facades[0].encode(id);
    }

    @Override
    public UUID tryDecode(UUID facade) {
        Objects.requireNonNull(facade, "facade");
        for (UuidFacade candidate : facades) {
            UUID id = candidate.tryDecode(facade);
            if (id != null) {
                return id;
            }
        }
        return null;
    }

    /** Names no key and not which façade refused: every façade shares the version and variant, so one check says it. */
    @Override
    UuidFormatException refusal(UUID facade) {
        UuidFormatException wrongBits = wrongBits(facade);
        return wrongBits != null ? wrongBits : outsideTheWindow(facade, "any of its " + facades.length + " keys");
    }

    /**
     * Names the current scheme, the layout and how many façades decode; never a key.
     *
     * @return for example {@code "UuidFacade[opaque, layout v7, rotating over 2 keys]"}
     */
    @Override
    public String toString() {
        return "UuidFacade[" + scheme().configName() + ", layout " + layout().name() + ", rotating over " + facades.length + " keys]";
    }
}
