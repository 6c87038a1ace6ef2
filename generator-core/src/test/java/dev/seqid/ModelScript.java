package dev.seqid;

import dev.seqid.ContractModel.Position;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * One seeded script of {@link UuidGeneratorModelTest}: a random configuration, then random clock
 * moves and calls, each call checked against the {@link ContractModel}. The seed fixes everything
 * (configuration, moves, calls and the generator's entropy), so a failing script replays from its
 * seed alone.
 */
final class ModelScript {

    private final long seed;
    private final SplittableRandom rnd;
    private final int idBudget;
    private final UuidLayout layout;
    private final Comparator<UUID> order;
    private final ModelClock clock;
    private final UuidGenerator g;
    private final ContractModel model;
    private final boolean throwing;
    private final int maxReservation;
    private final ModelChecks checks;
    private final String config;
    private final Deque<String> log = new ArrayDeque<>();
    private int step;
    private UUID lastStriped;
    /** The model's re-anchors when this thread's lease was taken. */
    private long reanchorsAtLease;

    ModelScript(long seed, int idBudget) {
        this.seed = seed;
        this.rnd = new SplittableRandom(seed);
        this.idBudget = idBudget;
        ModelConfig c = new ModelConfig(rnd);
        this.config = c.toString();
        this.layout = c.layout;
        this.order = layout.databaseOrder();
        this.clock = new ModelClock(layout.timestamp(), c.startTick);
        this.throwing = c.policy == OverflowPolicy.THROW;
        this.g = c.build(clock);
        this.model = c.model();
        this.maxReservation = ModelProbe.maxReservation(g);
        this.checks = new ModelChecks(model, layout, c.floorId);
    }

    /** Runs {@code steps} steps, checking each. */
    void run(int steps) {
        try {
            checkCounters();
            for (step = 0; step < steps && checks.ids() < idBudget; step++) {
                oneStep();
                checkCounters();
            }
        } catch (AssertionError | RuntimeException e) {
            throw new AssertionError("model script failed: seed " + seed + " (replay with -Dseqid.model.seed=" + seed + ")\n  config: " + config
                    + "\n  step " + step + ", " + model + ", clock tick " + clock.tick() + "\n  last steps:\n    " + String.join("\n    ", log)
                    + "\n  " + e, e);
        }
    }

    private void note(String what) {
        if (log.size() == 12) {
            log.removeFirst();
        }
        log.addLast(step + ": " + what);
    }

    private void oneStep() {
        int kind = rnd.nextInt(100);
        if (kind < 30) {
            moveClock();
        } else if (kind < 45) {
            single(rnd.nextInt(4));
        } else if (kind < 52) {
            int n = rnd.nextInt(1, 40);
            for (int i = 0; i < n; i++) {
                single(rnd.nextInt(4));
            }
        } else if (kind < 62) {
            batch(batchSize(), rnd.nextBoolean());
        } else if (kind < 72) {
            tryBatch(batchSize(), rnd.nextBoolean());
        } else if (kind < 80) {
            int n = rnd.nextInt(1, 20);
            for (int i = 0; i < n; i++) {
                striped();
            }
        } else {
            sprint();
        }
    }

    private int batchSize() {
        return switch (rnd.nextInt(6)) {
            case 0 -> 0;
            case 1 -> 1;
            case 2 -> rnd.nextInt(2, 20);
            case 3 -> rnd.nextInt(2, 600);
            case 4 -> maxReservation <= 4096 ? maxReservation + rnd.nextInt(-1, 2) : rnd.nextInt(2, 100);
            default -> rnd.nextInt(2, 3000);
        };
    }

    // ------------------------------------------------------------------------------------ clock

    private void moveClock() {
        long now = clock.tick();
        long h = model.highWater();
        long to = switch (rnd.nextInt(14)) {
            case 0 -> now;
            case 1 -> now + rnd.nextInt(1, 4);
            case 2 -> now + rnd.nextLong(1, 3 * layout.timestamp().ticksPerSecond());
            case 3 -> now - rnd.nextInt(1, 4);
            case 4 -> now - model.stepBackTicks - rnd.nextLong(1, 2 * layout.timestamp().ticksPerSecond());
            case 5 -> h - model.stepBackTicks;
            case 6 -> h - model.stepBackTicks - 1;
            case 7 -> h - model.toleranceTicks;
            case 8 -> h - model.toleranceTicks - 1;
            case 9 -> model.floor != null ? model.floor.tick() : now;
            case 10 -> model.floor != null ? model.floor.tick() + 1 : now;
            case 11 -> model.floor != null ? model.floor.tick() - 1 : now;
            case 12 -> h + 1;
            default -> model.position().tick() + rnd.nextInt(-2, 3);
        };
        note("clock " + now + " -> " + to + " (" + (to - now) + ")");
        clock.set(to);
    }

    // ------------------------------------------------------------------------------------ calls

    /** One id: next() (0), nextLongs(count 1) (1), tryNext() (2), tryNextLongs(count 1) (3). */
    private void single(int form) {
        long now = clock.tick();
        boolean tryForm = form >= 2;
        boolean met = model.stepBackAt(now);
        boolean reanchored = model.meetClock(now);
        boolean mayPass = model.mayPassLead(now, form == 3 ? 1 : ContractModel.SINGLE);
        boolean mustPass = model.mustPassLead(now, form == 3 ? 1 : ContractModel.SINGLE);
        if (!throwing && !tryForm && mayPass && met) {
            form = 2; // a call that would wait with a step back met: take the non-blocking form (the clock moves only by script)
            tryForm = true;
            mayPass = model.mayPassLead(now, ContractModel.SINGLE);
            mustPass = model.mustPassLead(now, ContractModel.SINGLE);
        }
        note(new String[] {"next()", "nextLongs(1)", "tryNext()", "tryNextLongs(1)"}[form] + " at " + now + (reanchored ? " (re-anchored)" : "")
                + (mustPass ? " past the lead" : mayPass ? " maybe past the lead" : ""));
        long wakeAt = Long.MIN_VALUE;
        if (!throwing && !tryForm && mayPass) {
            wakeAt = wakeTick(now);
            clock.arm(2, wakeAt);
        }
        UUID id;
        long[] longs = new long[2];
        if (!throwing && wakeAt == Long.MIN_VALUE) {
            clock.limitReads(100);
        }
        try {
            id = switch (form) {
                case 0 -> g.next();
                case 1 -> {
                    g.nextLongs(longs, 0, 1);
                    yield new UUID(longs[0], longs[1]);
                }
                case 2 -> g.tryNext();
                default -> g.tryNextLongs(longs, 0, 1) == 1 ? new UUID(longs[0], longs[1]) : null;
            };
        } catch (GeneratorOverflowException e) {
            check(throwing, "threw under WAIT: " + e.getMessage());
            check(mayPass, "threw although the next position is within the lead: " + e.getMessage());
            return;
        } finally {
            clock.limitReads(-1);
        }
        if (wakeAt != Long.MIN_VALUE) {
            boolean moved = clock.settle();
            check(moved || !mustPass, "next() under WAIT returned without waiting for the clock although the lead was passed");
            checks.acceptWoken(id, now, wakeAt);
            return;
        }
        if (id == null) {
            check(!throwing, "tryNext returned null under THROW");
            check(mayPass, "tryNext returned null although the next position is within the lead");
            return;
        }
        check(!mustPass, "made an id although the lead was passed (" + (throwing ? "should throw" : "should wait / return null") + ")");
        checks.accept(List.of(id), now, form == 3, form == 3 ? ModelProbe.position(g) : null);
    }

    /** The tick a waiting next() wakes at: where its move fits the lead, not a tick its non-jump position could take. */
    private long wakeTick(long now) {
        Position min = model.firstMin(now);
        Position max = model.firstMax(now);
        long wake = Math.max(now + 1, max.tick() - model.maxLeadTicks);
        wake += switch (rnd.nextInt(4)) {
            case 0, 1 -> 0;
            case 2 -> rnd.nextInt(1, 3);
            default -> rnd.nextInt(3, 100);
        };
        if (wake >= min.tick() && wake <= max.tick()) {
            wake = max.tick() + 1;
        }
        return wake;
    }

    /** next(UUID[]) or nextLongs: a batch of count ids by the overflow policy. */
    private void batch(int count, boolean asLongs) {
        long now = clock.tick();
        if (count > 0 && !throwing && !surelyFits(now, count)) {
            tryBatch(count, asLongs); // it could wait, and the clock moves only by script
            return;
        }
        boolean reanchored = count > 0 && model.meetClock(now);
        note((asLongs ? "nextLongs(" : "next(UUID[") + count + ") at " + now + (reanchored ? " (re-anchored)" : ""));
        UUID[] out = new UUID[count];
        long[] longs = new long[2 * count];
        boolean threw = false;
        if (!throwing) {
            clock.limitReads(100 + 4 * count);
        }
        try {
            if (asLongs) {
                g.nextLongs(longs, 0, count);
            } else {
                g.next(out);
            }
        } catch (GeneratorOverflowException e) {
            check(throwing, "threw under WAIT: " + e.getMessage());
            threw = true;
        } finally {
            clock.limitReads(-1);
        }
        List<UUID> made = written(out, longs, asLongs, count);
        if (!threw) {
            check(made.size() == count, "a batch of " + count + " returned with " + made.size() + " ids written");
        } else {
            check(made.size() % maxReservation == 0, "a batch threw after a part of a reservation (" + made.size() + " ids written)");
        }
        if (!made.isEmpty()) {
            checks.accept(made, now, true, ModelProbe.position(g));
        }
        if (threw) {
            int next = Math.min(count - made.size(), maxReservation);
            check(model.mayPassLead(now, next), "a batch threw after " + made.size() + " ids although its next reservation of " + next
                    + " is within the lead");
        }
    }

    /** Whether every reservation of a batch of count ids fits the lead now, taking the largest seed and increments. */
    private boolean surelyFits(long now, int count) {
        if (model.stepBackAt(now) && model.reanchorsAt(now)) {
            return false;
        }
        Position first = model.firstMax(now);
        for (int done = 0; done < count; ) {
            int chunk = Math.min(count - done, maxReservation);
            Position end = model.reservationEnd(first, chunk);
            if (!model.leadAllows(end.tick(), now)) {
                return false;
            }
            first = model.plus(end, model.maxIncrement);
            done += chunk;
        }
        return true;
    }

    /** tryNext(UUID[]) or tryNextLongs: as many of count ids as fit now. */
    private void tryBatch(int count, boolean asLongs) {
        long now = clock.tick();
        boolean reanchored = count > 0 && model.meetClock(now);
        note((asLongs ? "tryNextLongs(" : "tryNext(UUID[") + count + ") at " + now + (reanchored ? " (re-anchored)" : ""));
        UUID[] out = new UUID[count];
        long[] longs = new long[2 * count];
        int n;
        try {
            n = asLongs ? g.tryNextLongs(longs, 0, count) : g.tryNext(out, 0, count);
        } catch (GeneratorOverflowException e) {
            check(throwing && count > 0, "tryNext(UUID[]) threw: " + e.getMessage());
            check(model.mayPassLead(now, 1), "tryNext(UUID[]) threw although one id fits the lead");
            check(written(out, longs, asLongs, count).isEmpty(), "tryNext(UUID[]) threw after writing ids");
            return;
        }
        List<UUID> made = written(out, longs, asLongs, count);
        check(made.size() == n, "tryNext(UUID[]) returned " + n + " but wrote " + made.size());
        check(!throwing || n > 0 || count == 0, "tryNext(UUID[]) returned 0 under THROW");
        if (!made.isEmpty()) {
            checks.accept(made, now, true, ModelProbe.position(g));
        }
        if (n < count) {
            check(model.mayPassLead(now, 1), "tryNext(UUID[]) returned " + n + " of " + count + " although the next id fits the lead");
        }
    }

    private List<UUID> written(UUID[] out, long[] longs, boolean asLongs, int count) {
        List<UUID> made = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            UUID u = asLongs ? (longs[2 * i] == 0 && longs[2 * i + 1] == 0 ? null : new UUID(longs[2 * i], longs[2 * i + 1])) : out[i];
            if (u == null) {
                for (int j = i + 1; j < count; j++) {
                    check((asLongs ? longs[2 * j] : (out[j] == null ? 0 : 1)) == 0, "a batch wrote id " + j + " but not id " + i);
                }
                break;
            }
            made.add(u);
        }
        return made;
    }

    /** The striped view's next(): per-thread order, unique, above the floor; its leases move the shared position. */
    private void striped() {
        long now = clock.tick();
        int leaseLimit = Math.min(maxReservation, 1024);
        if (!throwing && model.mayPassLead(now, leaseLimit)) {
            single(2);
            return;
        }
        Position before = ModelProbe.position(g);
        long reanchorsBefore = g.reanchors();
        Position pos = model.position();
        boolean jumps = model.jumps(now);
        UUID id = null;
        boolean threw = false;
        if (!throwing) {
            clock.limitReads(100);
        }
        try {
            id = g.striped().next();
        } catch (GeneratorOverflowException e) {
            check(throwing, "striped next() threw under WAIT: " + e.getMessage());
            threw = true;
        } finally {
            clock.limitReads(-1);
        }
        Position after = ModelProbe.position(g);
        boolean leased = threw || !after.equals(before) || g.reanchors() != reanchorsBefore;
        note("striped().next() at " + now + (leased ? " (new lease)" : ""));
        if (leased && model.meetClock(now)) {
            pos = model.position();
            jumps = model.jumps(now);
        }
        if (threw) {
            check(model.mayPassLead(now, leaseLimit), "striped next() threw although its largest lease fits the lead");
            return;
        }
        Position p = checks.position(id);
        checks.striped(id, p, leased);
        // A lease taken before a re-anchor hands out its ids after it: order within the thread is
        // lost at the first lease after a re-anchor, as order across the step is for the generator.
        if (lastStriped != null && !(leased && model.reanchors() != reanchorsAtLease)) {
            check(order.compare(id, lastStriped) > 0, "striped id " + id + " not above this thread's last " + lastStriped);
        }
        lastStriped = id;
        if (leased) {
            reanchorsAtLease = model.reanchors();
        }
        if (leased) {
            Position min = model.firstMin(now);
            Position maxEnd = model.reservationEnd(model.firstMax(now), leaseLimit);
            check(!min.isAfter(p) && !p.isAfter(after) && !after.isAfter(maxEnd),
                    "a lease from " + pos + " at " + now + " gave id " + p + " and ended at " + after + ", outside " + min + " .. " + maxEnd);
            check(model.leadAllows(after.tick(), now), "a lease ended at " + after + ", past the lead");
            model.moved(now, jumps, after);
        } else {
            check(!p.isAfter(pos) || model.reanchors() > 0, "a striped id " + p + " from no lease is above the position " + pos);
        }
    }

    /** Runs to the lead: single ids (or a batch) up to a little past the last position the lead allows at a frozen clock. */
    private void sprint() {
        long now = clock.tick();
        Position pos = model.jumps(now) ? new Position(now, model.seedMax) : model.position();
        long lastTick = Math.max(now, model.highWater()) + model.maxLeadTicks;
        long left;
        if (model.monotonicRandom) {
            left = ((lastTick - pos.tick() + 1) << model.counterBits) / (model.maxIncrement / 2 + 1);
        } else if (model.counterBits == 0) {
            left = (lastTick - pos.tick()) / model.unit;
        } else {
            left = ((lastTick - pos.tick()) << model.counterBits) + ((1L << model.counterBits) - 1 - pos.counter());
        }
        if (left < 0 || left > idBudget - checks.ids()) {
            single(0);
            return;
        }
        int n = (int) left + rnd.nextInt(-1, 4);
        note("sprint of " + n + " at " + now);
        if (rnd.nextBoolean()) {
            batch(Math.max(n, 0), rnd.nextBoolean());
        } else {
            int form = rnd.nextInt(4);
            for (int i = 0; i < n; i++) {
                single(form);
            }
        }
    }

    private void checkCounters() {
        check(g.clockStepBacks() == model.stepBacks(), "clockStepBacks() " + g.clockStepBacks() + ", the model counts " + model.stepBacks());
        check(g.reanchors() == model.reanchors(), "reanchors() " + g.reanchors() + ", the model counts " + model.reanchors());
    }

    private static void check(boolean ok, String what) {
        ModelChecks.check(ok, what);
    }

    @Override
    public String toString() {
        return "script " + seed + ": " + config;
    }
}
