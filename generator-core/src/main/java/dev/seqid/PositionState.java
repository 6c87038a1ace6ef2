package dev.seqid;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.time.Duration;

/**
 * The position state machine of an ordered generator: where the next id goes, as a pair
 * (tick, counter) that only moves forward, shared lock-free by every thread.
 *
 * <h2>State</h2>
 * The position lives in one {@code long} of the current {@link Epoch}:
 * {@code (tick - epoch.base) << counterBits | counter}, non-negative. A move reads the position
 * {@code s} and the clock's relative tick {@code now}, computes the next position {@code n} and
 * publishes it with one CAS on the epoch's {@code state}; the caller builds its id from {@code n}
 * only after the CAS succeeded, so no two callers ever build an id from the same position.
 * <ul>
 *   <li>{@code now} after the position's tick ({@link #reserve}'s {@code jump}):
 *   {@code n = now << counterBits | seed}, a random seed whose top bit is 0 (the rollover guard of
 *   RFC 9562 method 1).</li>
 *   <li>otherwise: {@code n = s + increment} (1, the tick step of a no-repeat layout, or a random step
 *   for monotonic random). A counter that overflows carries into the tick: that is borrowing the
 *   next tick.</li>
 * </ul>
 *
 * <h2>The add path</h2>
 * The common single-id move takes its position with one {@code getAndAdd} ({@link #takeOne})
 * instead of a CAS: it never fails, so threads sharing the generator do not retry against each
 * other. The position it gets is the sum of every increment so far, so it is unique and above every
 * position handed out before. The add comes first and its checks after it
 * ({@link #takeAddingFirst}): a read of the state and tests on it before a locked add delay the add.
 * An add whose position fails a check (a sealed state, a tick the clock has passed, a tick past the
 * lead, a state near the top of the epoch) drops the position or hands it out late
 * ({@link #afterAdd}); dropping one leaves a gap, never a repeat. While the position runs at the
 * lead, the add path is closed ({@link #addFirst}) and a call checks the state first
 * ({@link #takeChecked}), adding only when the move stays in the position's tick with a quarter of
 * the counter's range to spare, so that calls that would only throw spend no positions.
 *
 * <h2>Epochs</h2>
 * Ticks are relative to {@code epoch.base} so that a 48-bit timestamp and a counter of up to 42 bits
 * share one long. When the relative tick would overflow, a thread <em>seals</em> the epoch (CAS sets
 * the sign bit, keeping the last position readable) and installs a successor with a new base whose
 * position is at least the sealed one (CAS on {@link #epoch}). Any thread that finds a sealed epoch
 * helps install a successor, so no thread waits on another. A sealed state is never unsealed, so a
 * CAS prepared against the old epoch fails. With the default 18-bit counter the relative tick has
 * 45 bits (1100 years of milliseconds) and the epoch never changes in practice.
 *
 * <h2>The lead</h2>
 * A move past the maximum lead waits for the clock or throws, as {@link LeadPolicy} (which this
 * class extends) says, or, for the non-blocking take ({@link Mode#NOW}), is cut short.
 *
 * <h2>Where the parts live</h2>
 * This class holds the four ways to move a position ({@link #takeOne}'s add and checked paths,
 * {@link #takeNow}, {@link #reserve}) and the replacing of an epoch (sealing it, and re-anchoring
 * after a clock step back): one algorithm, whose parts rely on each other's invariants (the seal's
 * room for racing adds, the lead bound of the add path's checks). It is over 400 lines
 * because splitting that algorithm would scatter those proofs. The position's arithmetic is {@link PositionArithmetic}, the lead and the overflow
 * policy {@link LeadPolicy}, both superclasses so that the fields the add path reads are this
 * object's own (see {@link PositionArithmetic}); the padded word itself is {@link Epoch}.
 */
final class PositionState extends LeadPolicy {

    private static final long SEALED = EpochFields.SEALED;
    private static final VarHandle EPOCH;
    /** {@link #reserve} and {@link #takeOne} could not move now: start again with a fresh reading. */
    static final long RETRY = -1;
    /** {@link #reserve} and {@link #takeNow} in {@link Mode#NOW}: the reservation would run past the maximum lead. */
    static final long PAST_LEAD = -2;

    static {
        try {
            EPOCH = MethodHandles.lookup().findVarHandle(PositionState.class, "epoch", Epoch.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** What a reservation does when it would run past the maximum lead. */
    enum Mode {
        /** Wait for the clock or throw, as the {@link OverflowPolicy} says. */
        BY_POLICY,
        /** Reserve only what fits now (the non-blocking take). */
        NOW
    }

    private volatile Epoch epoch;
    /** Step backs: what counts as one, the counters, the re-anchor decision and the floor. */
    final StepBackPolicy stepBack;
    /**
     * Whether {@link #takeOne} adds first ({@link #takeAddingFirst}) or checks first
     * ({@link #takeChecked}): false for counters under 2 bits, which never add, and while the
     * position runs at the lead. Read and written racily (a plain field): a thread that sees a stale
     * value takes one position by the other path, which is as correct, only slower or, under
     * {@link OverflowPolicy#THROW} at the lead, spends one position.
     */
    boolean addFirst;

    /**
     * A state whose positions all lie above {@code floor} ({@link Floor#NONE} for none; see
     * {@link UuidGenerator.Builder#after}), acting on clock step backs as {@code clockStepBack} and
     * {@code stepBackTolerance} say ({@link StepBackPolicy}).
     *
     * @throws IllegalStateException if the clock reads a time the layout cannot encode
     */
    PositionState(UuidLayout layout, ClockSource clock, EntropySource entropy, OverflowPolicy overflowPolicy, Duration maxLead,
            ClockStepBack clockStepBack, Duration stepBackTolerance, Floor floor) {
        super(layout, clock, entropy, overflowPolicy, maxLead);
        this.stepBack = new StepBackPolicy(clockStepBack, stepBackTolerance, maxLeadTicks, timestamp.ticksPerSecond(), floor);
        long now = timestamp.currentTick(clock);
        if (now < 1 || now > timestamp.maxTick()) {
            throw new IllegalStateException("the clock (" + clock + ") reads a time outside the range of layout " + layoutName
                    + ": tick " + now + ", but the timestamp holds 1 to " + timestamp.maxTick());
        }
        // Position (now - step, 0), one step before the creation tick, so that the first id takes the
        // clock's tick; or the floor, if that is at or past it (see startAbove).
        this.epoch = startAbove(now - unitIncrement, Epoch.NONE_COUNTED);
        this.addFirst = addLimit >= 0;
    }

    /**
     * An epoch whose position starts at absolute tick {@code tick} with counter 0 and whose
     * high-water mark is {@code tick}, unless the floor is at or above that position: then the
     * position is the floor itself, so the next move takes the position after it (or jumps to the
     * clock, once the clock has passed it), and the high-water mark is the floor's tick, taken as a
     * clock reading so that the lead is measured from it as after a step back (the clock behind the
     * last id stored). Used at creation and by a re-anchor, so neither goes to or below the floor.
     */
    private Epoch startAbove(long tick, long countedHighWater) {
        Floor floor = stepBack.floor;
        if (floor.isAtOrAbove(tick, 0)) {
            return newEpoch(floor.tick() - 1, (1L << counterBits) | floor.counter(), floor.tick(), countedHighWater);
        }
        return newEpoch(tick, 0, tick, countedHighWater);
    }

    // ------------------------------------------------------------------------------------ reading

    /** The current epoch: read it once per attempt and pass it to the other methods. */
    Epoch epoch() {
        return epoch;
    }

    /** See {@link UuidGenerator#lead()}. */
    Duration lead() {
        return lead(epoch);
    }

    /** See {@link UuidGenerator#nanosUntilNext()}. */
    long nanosUntilNext() {
        return nanosUntilNext(epoch);
    }

    /** See {@link UuidGenerator#clockStepBacks()}. */
    long clockStepBacks() {
        return stepBack.clockStepBacks();
    }

    /** See {@link UuidGenerator#reanchors()}. */
    long reanchors() {
        return stepBack.reanchors();
    }

    // ------------------------------------------------------------------------------------ moves

    /**
     * One attempt to take the next single position in epoch {@code e}. While the add path is open
     * ({@link #addFirst}), by one {@code getAndAdd} whose result is checked afterwards
     * ({@link #takeAddingFirst}); otherwise by checking the state first ({@link #takeChecked}).
     * Waits or throws as the {@link OverflowPolicy} says.
     *
     * @return the position taken, or {@link #RETRY}
     */
    long takeOne(Epoch e) {
        return addFirst ? takeAddingFirst(e) : takeChecked(e);
    }

    /**
     * One position for the non-blocking single take ({@link UuidGenerator#tryNext()}), by the CAS
     * path: {@link #reserve} in {@link Mode#NOW} with no span, so a position past the lead is never
     * taken, not even for a moment as an add would take it, and nothing waits. For one id the
     * reservation's own test is exact (the position it would take against the lead), so no
     * estimate ({@link #idsWithinLead}) goes before it.
     *
     * @return the position taken; {@link #RETRY} if the caller must read the state again;
     *         {@link #PAST_LEAD} if the next position is past the lead now
     * @throws GeneratorOverflowException under {@link OverflowPolicy#THROW} instead of {@link #PAST_LEAD}
     */
    long takeNow(Epoch e) {
        long s = e.stateVolatile();
        long now = relativeNow(e);
        long n = reserve(e, s, now, 0, Mode.NOW);
        if (n == PAST_LEAD && throwsOnOverflow()) {
            throw overflowFrom(e, s, now);
        }
        return n;
    }

    /**
     * The add path of {@link #takeOne}: adds one increment to the state with no read before it, then
     * keeps the position it got if that position is unsealed, in the same tick as the one before it,
     * not behind the clock, within the lead and below the epoch's {@link EpochFields#addBound} (the
     * seal tick, or the first tick the timestamp cannot hold). The add comes first because a read of
     * the state and tests on it before a locked add measured slower, likely as the add waits for them
     * to retire, and with two threads the read fetches the state's line shared before the add must
     * own it, a second transfer per id. Every position an add returns is above every position handed
     * out before it, so keeping it or dropping it (a gap, never an id) are both safe;
     * {@link #afterAdd} decides for the rest.
     */
    private long takeAddingFirst(Epoch e) {
        long inc = increment();
        long previous = e.getAndAddState(inc);
        long n = previous + inc;
        long now = relativeNow(e);
        long tick = previous >> counterBits;
        if (previous >= 0 && (n >>> counterBits) == tick && now <= tick + jumpSlack && tick <= now + maxLeadTicks && tick < e.addBound) {
            return n;
        }
        return afterAdd(e, previous, n, now);
    }

    /**
     * The rest of {@link #takeAddingFirst}, out of line: the add landed on a sealed state, past
     * {@link #sealTick}, in a tick the clock has passed, across into the next tick, or past the
     * lead.
     * <ul>
     *   <li>Sealed before the add: help replace the epoch and retry (the add only raised the sealed
     *   value).</li>
     *   <li>At or past {@link #sealTick}: seal the epoch with an atomic OR, which cannot fail, and
     *   replace it. Each thread adds at most once past the limit before it seals, and at most once
     *   more to the sealed state before the successor is installed (by itself or a helper), so the
     *   adds never come near the {@link #SEAL_ROOM_POSITIONS} left below the sign bit.</li>
     *   <li>The clock has passed the position's tick: the position is dropped and this call moves the
     *   state to the clock's tick by the CAS path ({@link #reserve}).</li>
     *   <li>Otherwise the position is ours (in its tick, or the first of the next one): it waits for
     *   the lead or throws, as {@link #awaitLead} says. A position past the lead measured from the
     *   clock closes the add path ({@link #addFirst}), so that while the counter is spent later
     *   calls check before they take instead of each spending a position under
     *   {@link OverflowPolicy#THROW}; {@link #takeChecked} opens it again once a check passes.</li>
     * </ul>
     */
    private long afterAdd(Epoch e, long previous, long n, long now) {
        if (previous < 0) {
            replaceEpoch(e, previous, now);
            return RETRY;
        }
        long nTick = n >>> counterBits;
        if (nTick >= sealTick) {
            installSuccessor(e, e.getAndSealState() | SEALED, now);
            return RETRY;
        }
        if (stepBack.steppedBack(e, now) && stepBack.onStepBack(e, e.base + now)) {
            reanchor(e, now);
            return RETRY;
        }
        if (now > nTick + jumpSlack) {
            return reserve(e, e.stateVolatile(), now, 0, Mode.BY_POLICY); // now was read after the add: no second clock read
        }
        boolean pastLead = nTick > now + maxLeadTicks;
        if (pastLead) {
            addFirst = false;
        }
        boolean encodable = e.base + nTick <= timestamp.maxTick();
        if (!encodable || (pastLead && throwsOnOverflow() && !leadAllows(e, nTick, now))) {
            // Undo the add if no move followed it: n was never handed out, and every add or CAS
            // after ours left the state above n (only such undos lower it, each to its own add's
            // start), so a state still at n means no position above previous was handed out. lead()
            // then still measures the last id handed out. If the undo fails, the state stays in
            // n's tick, past the lead or past the timestamp's range: later adds there fail the
            // checks (the epoch's addBound stops the add path at the first tick the timestamp
            // cannot hold) and throw too, until the clock catches up.
            e.casState(n, previous);
            checkEncodable(e, nTick);
            throw overflow(e, nTick, now);
        }
        if (nTick == now && (previous >>> counterBits) < now) {
            // The add carried into the clock's own tick: a move to a clock reading, as a jump is,
            // so the high-water mark follows, or a step back of one tick would find the lead
            // measured from the tick before.
            e.raiseHighWater(e.base + now);
        }
        awaitLead(e, nTick);
        return n;
    }

    /**
     * {@link #takeOne} while the add path is closed: reads the state first and takes the position by
     * {@code getAndAdd} if the move stays in the position's tick with room to spare (see the class
     * comment), opening the add path again, otherwise by {@link #reserve}.
     */
    private long takeChecked(Epoch e) {
        long s = e.stateVolatile();
        long now = relativeNow(e);
        long tick = s >> counterBits;
        boolean mayAdd = s >= 0 && now <= tick + jumpSlack && (s & counterMask) <= addLimit
                && tick < now + maxLeadTicks && tick < sealTick;
        if (mayAdd) {
            addFirst = true;
            return takeByAdding(e, now);
        }
        return reserve(e, s, now, 0, Mode.BY_POLICY);
    }

    /**
     * The add path of {@link #takeChecked}. The caller checked that the counter had at least a quarter of
     * its range left and that the next tick is within the lead; every call that passed that check
     * adds at most one increment, so the position leaves its tick only if more than
     * {@code 2^(counterBits - 2)} calls race between their check and their add, and then lands in
     * the next tick, which the check found within the lead.
     *
     * <p>One race remains: a call that read the state, was descheduled while other calls moved the
     * position to a tick at the lead's limit with its counter nearly spent, and then adds, can land
     * past the lead. Its position is taken either way: under {@link OverflowPolicy#WAIT} it waits
     * until the lead allows that tick; under {@link OverflowPolicy#THROW} it throws and the position
     * is never handed out, so the state already stands past the lead and later calls throw too until
     * the clock has caught up by that one tick.
     */
    private long takeByAdding(Epoch e, long now) {
        long inc = increment();
        long previous = e.getAndAddState(inc);
        long n = previous + inc;
        if (previous < 0) {
            // Sealed before our add: the position is not ours to use (the add only raised the sealed
            // value, which the successor's floor may take into account; it never lowers it).
            replaceEpoch(e, previous, now);
            return RETRY;
        }
        long nextTick = n >>> counterBits;
        if (nextTick == (previous >>> counterBits) && nextTick <= now + maxLeadTicks) {
            return n;
        }
        // A crossing into the next tick, or the race described above. The position is ours whatever
        // happens: our add preceded any seal (previous >= 0), so a successor epoch starts above it.
        awaitLead(e, nextTick);
        return n;
    }

    /**
     * One attempt to reserve {@code span + 1} positions in epoch {@code e}, whose state was
     * {@code s} and the clock's relative tick {@code now}, with one CAS: {@code span} 0 for one id,
     * {@link #span(int)} for a batch. A move that stays in the position's tick needs no checks; a
     * move to another tick, past the lead, or from a sealed state goes through {@link #checkMove}
     * first.
     *
     * @return the last position reserved (the first is {@code last - span}); {@link #RETRY} if the
     *         caller must read the state again (lost CAS, epoch replaced, waited for the clock); in
     *         {@link Mode#NOW}, {@link #PAST_LEAD} if the ids do not fit within the lead
     * @throws GeneratorOverflowException in {@link Mode#BY_POLICY} under {@link OverflowPolicy#THROW}
     */
    long reserve(Epoch e, long s, long now, long span, Mode mode) {
        final int c = counterBits;
        long tick = s >> c;
        boolean jump = now > tick + jumpSlack;
        long first = jump ? (now << c) | seed() : s + increment();
        long last = first + span;
        boolean leavesTick = (last >> c) != tick;
        boolean pastLead = (last >> c) > now + maxLeadTicks;
        if (s < 0 || jump || leavesTick || pastLead) {
            long verdict = checkMove(e, s, last, now, mode);
            if (verdict < 0) {
                return verdict;
            }
        }
        if (!e.casState(s, last)) {
            return RETRY;
        }
        if (jump) {
            e.raiseHighWater(e.base + now);
        }
        return last;
    }

    /**
     * How many ids a reservation made now could take without running past the lead, assuming the
     * largest seed and increments (so a reservation of that many never does, unless the state moves
     * first); 0 if not even one. At most {@link #maxReservation}.
     */
    int idsWithinLead(Epoch e, long s, long now) {
        final int c = counterBits;
        if (s < 0) {
            return maxReservation; // sealed: reserve() replaces the epoch and the caller looks again
        }
        boolean steppedBack = stepBack.steppedBack(e, now);
        if (steppedBack && stepBack.reanchorsAt(e.base + now)) {
            return maxReservation; // to re-anchor: reserve() replaces the epoch (and counts the step back)
        }
        boolean jump = now > (s >> c) + jumpSlack;
        long first = jump ? (now << c) | (seedShift == 64 ? 0 : counterMask >>> 1) : s + stride;
        long allowedTick = leadLimit(e, now);
        if (allowedTick >= maxRelativeTick) {
            return maxReservation;
        }
        long lastAllowed = ((allowedTick + 1) << c) - 1;
        if (first > lastAllowed) {
            if (steppedBack) {
                stepBack.onStepBack(e, e.base + now); // no reservation follows to count it (a re-anchor returned above)
            }
            return 0;
        }
        // n ids fit if first + span(n) <= lastAllowed. Less than one monotonic random slot left still
        // fits one id, since its random increment is at most a slot (first above assumed the largest).
        long fit = (lastAllowed - first - slotMask) / stride + 1;
        return (int) Math.min(Math.max(fit, 1), maxReservation);
    }

    /**
     * The slow path of {@link #reserve}, for a move from state {@code s} to position {@code last}
     * that changes tick, runs ahead of the clock by more than {@code maxLead} (checked against the
     * high-water tick, so a clock that stepped back passes), or finds the epoch sealed. It may replace
     * the epoch, park the thread or throw.
     *
     * @return 0 if the move may go on to its CAS; {@link #RETRY} if the caller must start again;
     *         {@link #PAST_LEAD} in {@link Mode#NOW} when the move would run past the lead
     */
    private long checkMove(Epoch e, long s, long last, long now, Mode mode) {
        long tick = s >> counterBits;
        long lastTick = last >>> counterBits;
        // A CAS keeps the state's tick below sealTick, so adds find at least SEAL_ROOM_POSITIONS
        // increments below the sign bit (see Epoch).
        boolean relativeTickOverflows = lastTick >= sealTick || (now > tick && now >= sealTick);
        if (s < 0 || relativeTickOverflows) {
            replaceEpoch(e, s, now);
            return RETRY;
        }
        if (stepBack.steppedBack(e, now) && stepBack.onStepBack(e, e.base + now)) {
            reanchor(e, now);
            return RETRY;
        }
        if (mode == Mode.NOW) {
            checkEncodable(e, lastTick);
            return lastTick > now && lastTick > leadLimit(e, now) ? PAST_LEAD : 0;
        }
        return checkLeadWaitingOrThrowing(e, lastTick, now) ? 0 : RETRY;
    }

    /** Seals {@code e} (if no one has) and tries once to install a successor whose position is at least the sealed one. */
    private void replaceEpoch(Epoch e, long s, long now) {
        long sealed = s;
        if (s >= 0) {
            sealed = s | SEALED;
            if (!e.casState(s, sealed)) {
                return;
            }
        }
        installSuccessor(e, sealed, now);
    }

    /** Tries once to install a successor of {@code e}, whose state was sealed at {@code sealed}, with a position at least the sealed one. */
    private void installSuccessor(Epoch e, long sealed, long now) {
        long last = sealed & ~SEALED;
        long floorTick = e.base + (last >>> counterBits);
        long floorCounter = last & counterMask;
        long nowTick = e.base + now;
        if (nowTick - 1 > floorTick) {
            // The clock is ahead: the next id jumps to it anyway, so raise the floor to just before it.
            floorTick = nowTick - 1;
            floorCounter = counterMask;
        }
        EPOCH.compareAndSet(this, e, newEpoch(floorTick - 1, (1L << counterBits) | floorCounter, e.highWaterVolatile(),
                e.countedHighWaterVolatile()));
    }

    /**
     * Re-anchors to the clock ({@link ClockStepBack#REANCHOR}): seals {@code e} with an atomic OR,
     * which cannot fail, and tries once to install a successor whose position is one step before the
     * clock's tick, as a new generator's is, so that the next move jumps to the clock with a fresh
     * seed; or the floor, if that is at or past it ({@link #startAbove}), so that no re-anchor goes
     * to or below the floor even when the clock reads the floor's tick again before the next move.
     * The successor's high-water mark is its start and it has counted no step back. Every call still
     * on {@code e} finds it sealed and starts again on the successor. If another thread installed a
     * successor first (an ordinary one, at the sealed position), the next slow move finds the clock
     * still far behind and re-anchors then.
     */
    private void reanchor(Epoch e, long now) {
        e.getAndSealState();
        if (EPOCH.compareAndSet(this, e, startAbove(e.base + now - unitIncrement, Epoch.NONE_COUNTED))) {
            stepBack.reanchored();
        }
    }

    /**
     * An epoch of base tick {@code base} and high-water mark {@code highWaterTick}, its add path
     * bounded by the seal tick and the last tick the timestamp holds.
     */
    private Epoch newEpoch(long base, long state, long highWaterTick, long countedHighWater) {
        return new Epoch(base, state, Math.min(sealTick, timestamp.maxTick() - base + 1), highWaterTick, countedHighWater);
    }
}
