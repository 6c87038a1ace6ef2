package dev.seqid;

import dev.seqid.ContractModel.Position;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * The checks of {@link ModelScript} on the ids of one call against the {@link ContractModel}, which
 * they then move: where the first id may go, the step from each id to the next, the lead, the floor,
 * uniqueness and the layout's database order since the last re-anchor.
 */
final class ModelChecks {

    private final ContractModel model;
    private final UuidLayout layout;
    private final Comparator<UUID> order;
    private final UUID floorId;
    private final Set<UUID> seen = new HashSet<>();
    /** The greatest id handed out since the last re-anchor, in the layout's database order; null for none. */
    private UUID greatest;
    private long reanchorsSeen;
    private int ids;

    ModelChecks(ContractModel model, UuidLayout layout, UUID floorId) {
        this.model = model;
        this.layout = layout;
        this.order = layout.databaseOrder();
        this.floorId = floorId;
    }

    /** How many ids the script has had. */
    int ids() {
        return ids;
    }

    Position position(UUID id) {
        return new Position(layout.tickOf(id), layout.counterOf(id));
    }

    /** The id of a next() that waited until the clock read {@code wake}: its move (made before or after) or a jump to the clock then. */
    void acceptWoken(UUID id, long now, long wake) {
        Position p = position(id);
        Position pos = model.position();
        boolean jumped = p.tick() == wake && wake > pos.tick() + model.jumpSlack;
        if (jumped) {
            check(p.counter() <= model.seedMax, "jumped to the clock with a seed " + p.counter() + " past " + model.seedMax);
        } else {
            check(!p.isAfter(model.firstMax(now)) && !model.firstMin(now).isAfter(p),
                    "a waiting next() made " + p + ", neither its move from " + pos + " nor a jump to the clock's tick " + wake);
        }
        check(model.leadAllows(p.tick(), wake), "a waiting next() made " + p + ", past the lead at tick " + wake);
        checkIds(List.of(id), List.of(p));
        model.moved(wake, jumped, p);
    }

    /**
     * Checks the ids of one call made at {@code now}: the first where the next move goes (a jump to
     * the clock with a seed, or the position plus an increment), each after the one before by an
     * increment (a slot, for monotonic random batches), within the lead, above the floor and above
     * every id before in database order; then moves the model. {@code end} is the reservation's end
     * for a monotonic random batch (past its last id by up to a slot), otherwise unused.
     */
    void accept(List<UUID> made, long now, boolean batch, Position end) {
        boolean jumped = model.jumps(now);
        Position pos = model.position();
        List<Position> ps = new ArrayList<>(made.size());
        for (UUID u : made) {
            ps.add(position(u));
        }
        long slot = batch ? model.slotMask : 0;
        Position p0 = ps.get(0);
        if (jumped) {
            check(p0.tick() == now && p0.counter() <= model.seedMax + slot, "the clock at " + now + " is past the position " + pos
                    + ", but the first id is at " + p0 + ", not a jump to the clock's tick with a seed");
        } else {
            check(p0.isAfter(pos) && !p0.isAfter(model.plus(pos, model.maxIncrement + slot)),
                    "the first id is at " + p0 + ", not an increment past the position " + pos);
            check(model.monotonicRandom || p0.equals(model.plus(pos, model.unit)), "the first id is at " + p0 + ", not the position " + pos
                    + " plus " + model.unit);
        }
        for (int i = 1; i < ps.size(); i++) {
            Position a = ps.get(i - 1);
            Position b = ps.get(i);
            if (model.monotonicRandom) {
                check(b.isAfter(a) && !b.isAfter(model.plus(a, 3 * model.stride)), "id " + i + " of a batch at " + b + " after " + a);
            } else {
                check(b.equals(model.plus(a, model.unit)), "id " + i + " of a batch at " + b + ", not " + a + " plus " + model.unit);
            }
        }
        Position last = ps.get(ps.size() - 1);
        Position moveEnd = last;
        if (batch && model.monotonicRandom) {
            check(!last.isAfter(end) && !end.isAfter(model.plus(last, model.slotMask)), "the reservation ends at " + end + ", not in the last id's slot "
                    + last);
            moveEnd = end;
        }
        check(model.leadAllows(moveEnd.tick(), now), "moved to " + moveEnd + " at clock " + now + ", past the lead (H " + model.highWater() + ")");
        checkIds(made, ps);
        model.moved(now, jumped, moveEnd);
    }

    /** Above the floor, unique, and increasing in the layout's database order from the greatest id since the last re-anchor. */
    private void checkIds(List<UUID> made, List<Position> ps) {
        check(floorId == null || ps.get(0).isAfter(model.floor), "id at " + ps.get(0) + " at or below the floor " + model.floor);
        sinceReanchor();
        UUID before = greatest;
        for (UUID u : made) {
            check(seen.add(u), "id repeated: " + u);
            check(before == null || order.compare(u, before) > 0, "id " + u + " not above " + before + " in the layout's database order");
            before = u;
        }
        greatest = before;
        ids += made.size();
    }

    /** Order is promised only since the last re-anchor: forget the greatest id when the model has re-anchored since. */
    private void sinceReanchor() {
        if (model.reanchors() != reanchorsSeen) {
            reanchorsSeen = model.reanchors();
            greatest = null;
        }
    }

    /**
     * A striped id: above the floor and unique; if it came from a lease taken now, later ids of the
     * generator must be above it too.
     */
    void striped(UUID id, Position p, boolean leased) {
        check(floorId == null || p.isAfter(model.floor), "striped id " + p + " at or below the floor " + model.floor);
        check(seen.add(id), "striped id repeated: " + id);
        if (leased) {
            sinceReanchor();
            if (greatest == null || order.compare(id, greatest) > 0) {
                greatest = id;
            }
        }
        ids++;
    }

    static void check(boolean ok, String what) {
        if (!ok) {
            throw new AssertionError(what);
        }
    }
}
