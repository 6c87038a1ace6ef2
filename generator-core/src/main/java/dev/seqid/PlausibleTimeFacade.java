package dev.seqid;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

/**
 * A façade that also refuses, on decoding, an id made outside a plausible window: not before
 * {@code notBefore}, not after the clock's now plus {@code lead}. Encoding is the inner façade's.
 * The builder returns this class only when a window is set, so a façade without one tests nothing.
 */
final class PlausibleTimeFacade extends UuidFacade {

    private final UuidFacade inner;
    private final Instant notBefore;
    private final Duration lead;
    private final long leadMillis;
    private final ClockSource clock;

    PlausibleTimeFacade(UuidFacade inner, Instant notBefore, Duration lead, ClockSource clock) {
        this.inner = inner;
        this.notBefore = notBefore;
        this.lead = lead;
        this.leadMillis = lead.toMillis();
        this.clock = clock;
    }

    @Override
    public String scheme() {
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
        UUID id = inner.tryDecode(facade);
        if (id == null) {
            return inner.refusal(facade);
        }
        String made;
        try {
            made = "an id made at " + inner.layout().instantOf(id);
        } catch (IllegalArgumentException e) {
            made = "an id without a valid timestamp";
        }
        return UuidFormatException.refused(facade, -1, "not a façade of the " + scheme() + " scheme and this key: " + facade
                + " decodes to " + made
                + ", outside the plausible window from " + notBefore + " to now + " + lead
                + " (a mistyped or forged id, or one made with another key)");
    }

    /** Whether the id's time lies in [notBefore, now + lead]; an id whose timestamp does not decode is not. */
    private boolean plausible(UUID id) {
        Instant made;
        try {
            made = inner.layout().instantOf(id);
        } catch (IllegalArgumentException e) {
            return false;
        }
        return !made.isBefore(notBefore) && made.toEpochMilli() <= clock.millis() + leadMillis;
    }
}
