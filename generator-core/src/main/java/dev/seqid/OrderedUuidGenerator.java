package dev.seqid;

import dev.seqid.PositionState.Mode;
import java.time.Duration;
import java.util.UUID;

/**
 * The globally ordered generator: every layout with a timestamp. Its positions come from one
 * {@link PositionState}; this class turns positions into ids. A single id takes one position
 * ({@link PositionState#takeOne}, usually one {@code getAndAdd}) and reuses its tick's constant and
 * timestamp bits from the last single id while the tick lasts ({@link TickBits}); a batch reserves up to
 * {@link PositionArithmetic#maxReservation} positions with one CAS and composes their ids from one draw
 * of random words per {@value RandomBits#BLOCK_IDS} ids, placing the timestamp bits once per tick.
 */
final class OrderedUuidGenerator extends UuidGenerator {

    final PositionState state;
    private final RandomBits random;
    private final StripedUuidGenerator striped;
    /** The bits of the tick of the last single id, for the next one; written racily (see {@link TickBits}). */
    private TickBits tickBits = TickBits.NONE;

    OrderedUuidGenerator(Builder b) {
        super(b);
        this.state = new PositionState(layout, clock, entropy, overflowPolicy, maxLead, clockStepBack, stepBackTolerance,
                b.after == null ? Floor.NONE : new Floor(floorTick(layout, b.after), layout.counterOf(b.after)));
        this.random = new RandomBits(entropy, plan, state.slotMask != 0);
        this.striped = new StripedUuidGenerator.Leasing(this, state, random);
    }

    /** The tick of floor {@code last}; refuses an id that is not of {@code layout}, saying so. */
    private static long floorTick(UuidLayout layout, UUID last) {
        try {
            return layout.tickOf(last);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("after(" + last + "): not an id of layout " + layout.name() + ": " + e.getMessage(), e);
        }
    }

    @Override
    <D, R> R writeOne(IdWriter<D, R> writer, D dst, int at) {
        // The generator's fields are read before the add, so that no load has to wait for the add's
        // fence (a full fence on x86); reading them after it measured slower. The random word is
        // drawn after the add: drawing first measured slower (docs/dev/performance-notes.md), likely
        // because the draw stores the grant's index and a locked add waits for earlier stores to drain.
        PositionState st = state;
        BitPlan p = plan;
        RandomBits r = random;
        Epoch e;
        long n;
        do {
            e = st.epoch();
        } while ((n = st.takeOne(e)) < 0);
        return writeAt(writer, dst, at, st, p, r, e, n);
    }

    @Override
    <D, R> R tryWriteOne(IdWriter<D, R> writer, D dst, int at) {
        PositionState st = state;
        BitPlan p = plan;
        RandomBits r = random;
        Epoch e;
        long n;
        do {
            e = st.epoch();
        } while ((n = st.takeNow(e)) == PositionState.RETRY);
        return n == PositionState.PAST_LEAD ? null : writeAt(writer, dst, at, st, p, r, e, n);
    }

    /** Writes the id of position {@code n} of epoch {@code e}, with the fields its caller read before taking the position. */
    private <D, R> R writeAt(IdWriter<D, R> writer, D dst, int at, PositionState st, BitPlan p, RandomBits r, Epoch e, long n) {
        // Keyed by the absolute tick, not by TickBits.end: another thread may have placed it in another epoch.
        TickBits t = tickBits;
        if (t.tick != st.tick(e, n)) {
            t = TickBits.of(st, p, e, n);
            tickBits = t;
        }
        // The whole position as the counter: the plan reads only the counter's bits of it.
        return writer.write(dst, at, 0, p.msbOfTick(t.msb, n, r.nextMsb()), p.lsbOfTick(t.lsb, n, r.nextLsb()));
    }

    @Override
    <D> void write(IdWriter<D, ?> writer, D dst, int from, int count) {
        write(writer, dst, from, count, Mode.BY_POLICY);
    }

    @Override
    <D> int tryWrite(IdWriter<D, ?> writer, D dst, int from, int count) {
        return write(writer, dst, from, count, Mode.NOW);
    }

    /** The batch loop of {@link #write} and {@link #tryWrite}: reservations of up to {@link PositionArithmetic#maxReservation} ids, each in {@code mode}. */
    private <D> int write(IdWriter<D, ?> writer, D dst, int from, int count, Mode mode) {
        long[] words = random.borrow();
        try {
            int done = 0;
            while (done < count) {
                int chunk = Math.min(count - done, state.maxReservation);
                Epoch e;
                long last;
                do {
                    e = state.epoch();
                    long s = e.stateVolatile();
                    long now = state.relativeNow(e);
                    if (mode == Mode.NOW) {
                        chunk = Math.min(chunk, state.idsWithinLead(e, s, now));
                        if (chunk == 0) {
                            if (done == 0 && state.throwsOnOverflow()) {
                                throw state.overflowFrom(e, s, now);
                            }
                            return done;
                        }
                    }
                    last = state.reserve(e, s, now, state.span(chunk), mode);
                } while (last < 0);
                compose(writer, dst, from, done, chunk, e, last - state.span(chunk), words, random.gatherAt());
                done += chunk;
            }
            return done;
        } finally {
            random.giveBack(words);
        }
    }

    /**
     * Writes the ids of the {@code count} reserved positions from {@code first} of epoch {@code e} as
     * ids {@code done ..} of the call: id {@code i} at position {@code first + i * stride} plus its
     * slot offset (see {@link PositionArithmetic#span}). The positions grow with {@code i} (an offset is
     * less than the stride), so the ids come in runs that share one tick: the tick's bits are placed
     * when an id's position reaches the end of the tick they were placed for, and the ids after it
     * whose slots end before that tick does (at most {@code slotMask} past their slot's start) are
     * composed by an inner loop that tests no bound and calls nothing. The writer may keep a block's
     * ids in the buffer's room from {@code at} ({@link RandomBits#gatherAt(int)}) until the block is
     * done ({@link IdWriter#writeInBlock}). The striped view's leases compose their draws here too.
     */
    <D> void compose(IdWriter<D, ?> writer, D dst, int from, int done, int count, Epoch e, long first, long[] words, int at) {
        BitPlan p = plan;
        long stride = state.stride;
        long slotMask = state.slotMask;
        // The tick's bits are placed here as TickBits.of places them, but into locals: TickBits.of
        // makes an object per tick, and the long[] and byte[] batches promise to allocate nothing.
        long tickEnd = Long.MIN_VALUE; // the first position past the tick whose bits are placed: none yet
        long tickMsb = 0;
        long tickLsb = 0;
        for (int block = 0; block < count; block += RandomBits.BLOCK_IDS) {
            int ids = Math.min(RandomBits.BLOCK_IDS, count - block);
            random.draw(words, ids);
            long slotStart = first + block * stride;
            int i = 0;
            while (i < ids) {
                long position = slotStart + random.slotOffset(words, i, slotMask);
                if (position >= tickEnd) {
                    long field = state.fieldOfTick(state.tick(e, position));
                    tickMsb = p.tickMsb(field);
                    tickLsb = p.tickLsb(field);
                    tickEnd = state.nextTickStart(position);
                }
                // Id i is in the tick; id i + k is too if its slot's last position, slotStart + k * stride + slotMask, is before tickEnd.
                long more = tickEnd - 1 - slotMask - slotStart;
                int end = i + 1 + (more < 0 ? 0 : (int) Math.min(ids - i - 1, more / stride));
                for (; i < end; i++, slotStart += stride) {
                    long idPosition = slotStart + random.slotOffset(words, i, slotMask); // the plan reads only its counter's bits
                    writer.writeInBlock(dst, from, done + block + i, words, at, i, p.msbOfTick(tickMsb, idPosition, random.msb(words, i)),
                            p.lsbOfTick(tickLsb, idPosition, random.lsb(words, i)));
                }
            }
            writer.finishBlock(dst, from, done + block, words, at, ids);
        }
    }

    @Override
    public long nanosUntilNext() {
        return state.nanosUntilNext();
    }

    @Override
    public Duration lead() {
        return state.lead();
    }

    @Override
    public long clockStepBacks() {
        return state.clockStepBacks();
    }

    @Override
    public long reanchors() {
        return state.reanchors();
    }

    @Override
    public StripedUuidGenerator striped() {
        return striped;
    }
}
