package dev.seqid;


/**
 * The bits that every id of one tick shares: the layout's constant bits and the tick's timestamp
 * field, placed by the {@link BitPlan} ({@link BitPlan#tickMsb}, {@link BitPlan#tickLsb}). The
 * single-id path keeps the last one it placed ({@link #of}) and places again only when a position
 * leaves its tick, so an id pays only for its counter and random bits. A batch (and a striped lease,
 * which composes its ids as a batch does) places them with the same calls into locals
 * ({@code OrderedUuidGenerator.compose}), as its {@code long[]} and {@code byte[]} forms allocate
 * nothing.
 *
 * <p>Immutable (final fields): a thread that reads another thread's instance through a plain field
 * sees it whole. Two threads that place the same tick get the same {@link #msb} and {@link #lsb},
 * which depend on the tick alone, even in different epochs; so the single-id path's holder, shared
 * between threads, keys on the absolute {@link #tick}.
 */
final class TickBits {

    /** None placed yet: no position lies in its tick ({@link Long#MIN_VALUE}). */
    static final TickBits NONE = new TickBits(Long.MIN_VALUE, 0, 0);

    /** The absolute tick. */
    final long tick;
    /** The most significant word's constant and timestamp bits. */
    final long msb;
    /** The least significant word's constant and timestamp bits. */
    final long lsb;

    private TickBits(long tick, long msb, long lsb) {
        this.tick = tick;
        this.msb = msb;
        this.lsb = lsb;
    }

    /** The bits of the tick of relative position {@code position} of epoch {@code e}. */
    static TickBits of(PositionState state, BitPlan plan, Epoch e, long position) {
        long tick = state.tick(e, position);
        long field = state.fieldOfTick(tick);
        return new TickBits(tick, plan.tickMsb(field), plan.tickLsb(field));
    }
}
