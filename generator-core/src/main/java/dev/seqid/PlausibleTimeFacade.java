package dev.seqid;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

/**
 * A façade that also refuses, on decoding, an id made outside a plausible window: not before
 * {@code notBefore}, not after the clock's now plus {@code lead}. Encoding is the inner façade's.
 * The builder returns this class only when a window is set, so a façade without one tests nothing.
 *
 * <p>Its refusal says that the UUID is not a façade of this key or lies outside the window, and
 * nothing more: the time a refused façade decodes to is derived from the key, and showing it would
 * let a client decrypt the timestamp of any façade (under uuidv47, flip a bit of a real façade's
 * XORed timestamp and read the message).
 */
final class PlausibleTimeFacade extends UuidFacade {

    private final UuidFacade inner;
    private final Instant notBefore;
    /** At most {@link UuidFacade#MAX_PLAUSIBLE_LEAD} (the builder checks), so it fits in milliseconds. */
    private final long leadMillis;
    private final ClockSource clock;

    PlausibleTimeFacade(UuidFacade inner, Instant notBefore, Duration lead, ClockSource clock) {
        this.inner = inner;
        this.notBefore = notBefore;
        this.leadMillis = lead.toMillis();
        this.clock = clock;
    }

    @Override
    public FacadeScheme scheme() {
        return inner.scheme();
    }

    @Override
    public UuidLayout layout() {
        return inner.layout();
    }

    @Override
    public UUID encode(UUID id) {
        return inner.encode(id);
    }

    @Override
    public UUID tryDecode(UUID facade) {
        UUID id = inner.tryDecode(facade);
        return id != null && plausible(id) ? id : null;
    }

    @Override
    UuidFormatException refusal(UUID facade) {
        UuidFormatException wrongBits = wrongBits(facade);
        return wrongBits != null ? wrongBits : outsideTheWindow(facade, "this key");
    }

    /** Whether the id's time lies in [notBefore, now + lead]; an id whose timestamp does not decode is not. */
    private boolean plausible(UUID id) {
        Instant made;
        try {
            made = inner.layout().instantOf(id);
        } catch (IllegalArgumentException e) {
            return false;
        }
        long now = clock.millis();
        // a clock past Long.MAX_VALUE - lead has no later time to allow: saturate rather than wrap to the past
        long latest = now + leadMillis < now ? Long.MAX_VALUE : now + leadMillis;
        return !made.isBefore(notBefore) && made.toEpochMilli() <= latest;
    }
}
