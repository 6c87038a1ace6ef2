package dev.seqid;

import dev.seqid.ContractModel.Position;
import dev.seqid.testing.SeededEntropySource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * One seeded script of {@link UuidGeneratorModelTest}: a random configuration, then random clock
 * moves and calls, each call checked against the {@link ContractModel}. The seed fixes everything
 * (configuration, moves, calls and the generator's entropy), so a failing script replays from its
 * seed alone.
 */
final class ModelScript {

    /** The layouts a script picks from: v7 (the default, and a 12-bit counter to reach the lead cheaply), v6, COMBs, sub-millisecond, monotonic random. */
    private static final List<String> LAYOUTS = List.of("v7", "v7/12", "v6", "comb-postgres", "comb-sqlserver", "comb-postgres/3ms",
            "v7-clock-precision", "v7-monotonic-random");
    private static final Instant AROUND = Instant.parse("2026-06-01T00:00:00Z");

    private final long seed;
    private final SplittableRandom rnd;
    private final int idBudget;
    private final String layoutName;
    private final UuidLayout layout;
    private final Comparator<UUID> order;
    private final ModelClock clock;
    private final UuidGenerator g;
    private final ContractModel model;
    private final OverflowPolicy policy;
    private final boolean throwing;
    private final UUID floorId;
    private final int maxReservation;
    private final String config;
    private final Deque<String> log = new ArrayDeque<>();
    private final Set<UUID> seen = new HashSet<>();
    private int ids;
    private int step;
    /** The greatest id handed out since the last re-anchor, in the layout's database order; null for none. */
    private UUID greatest;
    private UUID lastStriped;
    /** The model's re-anchors when this thread's lease was taken. */
    private long reanchorsAtLease;

    ModelScript(long seed, int idBudget) {
        this.seed = seed;
        this.rnd = new SplittableRandom(seed);
        this.idBudget = idBudget;
        this.layoutName = LAYOUTS.get(rnd.nextInt(LAYOUTS.size()));
        this.layout = layout(layoutName);
        this.order = layout.databaseOrder();
        TimestampEncoding ts = layout.timestamp();
        long tps = ts.ticksPerSecond();
        long startTick = ts.tickOf(AROUND.plusNanos(rnd.nextLong(86_400_000_000_000L)));
        this.clock = new ModelClock(ts, startTick);
        Duration maxLead = pickLead(tps);
        Duration tolerance = pickTolerance(maxLead, tps);
        ClockStepBack choice = rnd.nextBoolean() ? ClockStepBack.REANCHOR : ClockStepBack.KEEP_ORDER;
        this.policy = rnd.nextBoolean() ? OverflowPolicy.THROW : OverflowPolicy.WAIT;
        this.throwing = policy == OverflowPolicy.THROW;
        UuidGenerator.Builder b = UuidGenerator.builder().layout(layout).clock(clock).entropy(new SeededEntropySource(rnd.nextLong()))
                .overflowPolicy(policy).maxLead(maxLead).clockStepBack(choice);
        if (tolerance != null) {
            b.stepBackTolerance(tolerance);
        }
        long unit = layout.counterBits() == 0 ? layout.tickStep() : 1;
        long stepBackTicks = Math.max(ContractModel.ticks(maxLead, tps), ContractModel.ticks(tolerance == null ? UuidGenerator.DEFAULT_STEP_BACK_TOLERANCE : tolerance, tps));
        Position floor = pickFloor(startTick, unit, stepBackTicks);
        this.floorId = floor == null ? null : layout.compose(floor.tick(), floor.counter(), rnd.nextLong(), rnd.nextLong());
        if (floorId != null) {
            b.after(floorId);
        }
        this.config = "layout " + layoutName + ", maxLead " + maxLead + ", tolerance " + (tolerance == null ? "default" : tolerance) + ", " + choice
                + ", " + policy + ", floor " + floor + ", start tick " + startTick;
        this.g = b.build();
        this.model = new ContractModel(layout, maxLead, choice, tolerance == null ? UuidGenerator.DEFAULT_STEP_BACK_TOLERANCE : tolerance,
                floor, startTick);
        this.maxReservation = ModelProbe.maxReservation(g);
    }

    static UuidLayout layout(String name) {
        return switch (name) {
            case "v7/12" -> UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, UuidLayout.MIN_COUNTER_BITS);
            case "comb-postgres/3ms" -> UuidLayout.named("comb-postgres").withNoRepeatTimestamps(Duration.ofMillis(3));
            default -> UuidLayout.named(name);
        };
    }

    /** maxLead: 0, 1 to 5 ticks, up to 2 s, or exactly 2 s. */
    private Duration pickLead(long tps) {
        return switch (rnd.nextInt(6)) {
            case 0, 1 -> Duration.ZERO;
            case 2 -> ticks(1 + rnd.nextInt(5), tps);
            case 3 -> Duration.ofMillis(rnd.nextInt(1, 30));
            case 4 -> Duration.ofMillis(rnd.nextInt(1, 2001));
            default -> Duration.ofSeconds(2);
        };
    }

    /** The tolerance: below, equal to or above the lead (by one tick or more), zero, or the default (null). */
    private Duration pickTolerance(Duration maxLead, long tps) {
        Duration tick = ticks(1, tps);
        return switch (rnd.nextInt(8)) {
            case 0 -> Duration.ZERO;
            case 1 -> maxLead.compareTo(tick) >= 0 ? maxLead.minus(tick) : Duration.ZERO;
            case 2, 3 -> maxLead;
            case 4 -> maxLead.plus(tick);
            case 5 -> maxLead.plus(ticks(rnd.nextInt(2, 50), tps));
            case 6 -> Duration.ofMillis(rnd.nextInt(0, 3001));
            default -> null;
        };
    }

    /** The shortest duration that is {@code n} whole ticks. */
    private static Duration ticks(long n, long tps) {
        return Duration.ofNanos(-Math.floorDiv(-n * 1_000_000_000L, tps));
    }

    /** No floor, or one below, at, or above the start (by the increment, one tick, or past the step-back ticks). */
    private Position pickFloor(long start, long unit, long stepBackTicks) {
        long tick;
        switch (rnd.nextInt(10)) {
            case 0 -> tick = start - unit - 1 - rnd.nextInt(3);
            case 1 -> tick = start - unit;
            case 2 -> tick = start - 1;
            case 3 -> tick = start;
            case 4 -> tick = start + 1;
            case 5 -> tick = start + rnd.nextInt(2, 200);
            case 6 -> tick = start + Math.min(stepBackTicks, 1L << 40) + 1 + rnd.nextInt(3);
            default -> {
                return null;
            }
        }
        int bits = layout.counterBits();
        long counter = switch (bits == 0 ? 0 : rnd.nextInt(5)) {
            case 0 -> 0;
            case 1 -> 1;
            case 2 -> (1L << bits) - 1;
            case 3 -> (1L << (bits - 1)) - 1;
            default -> rnd.nextLong(1L << bits);
        };
        return new Position(tick, counter);
    }

    /** Runs {@code steps} steps, checking each. */
    void run(int steps) {
        try {
            checkCounters();
            for (step = 0; step < steps && ids < idBudget; step++) {
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
            acceptWoken(id, now, wakeAt);
            return;
        }
        if (id == null) {
            check(!throwing, "tryNext returned null under THROW");
            check(mayPass, "tryNext returned null although the next position is within the lead");
            return;
        }
        check(!mustPass, "made an id although the lead was passed (" + (throwing ? "should throw" : "should wait / return null") + ")");
        accept(List.of(id), now, form == 3, form == 3 ? ModelProbe.position(g) : null);
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

    /** The id of a next() that waited until the clock read {@code wake}: its move (made before or after) or a jump to the clock then. */
    private void acceptWoken(UUID id, long now, long wake) {
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
            accept(made, now, true, ModelProbe.position(g));
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
            accept(made, now, true, ModelProbe.position(g));
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
        Position p = position(id);
        check(floorId == null || p.isAfter(model.floor), "striped id " + p + " at or below the floor " + model.floor);
        check(seen.add(id), "striped id repeated: " + id);
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
            sinceReanchor();
            if (greatest == null || order.compare(id, greatest) > 0) {
                greatest = id;
            }
        } else {
            check(!p.isAfter(pos) || model.reanchors() > 0, "a striped id " + p + " from no lease is above the position " + pos);
        }
        ids++;
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
        if (left < 0 || left > idBudget - ids) {
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

    // ------------------------------------------------------------------------------------ checks

    /**
     * Checks the ids of one call made at {@code now}: the first where the next move goes (a jump to
     * the clock with a seed, or the position plus an increment), each after the one before by an
     * increment (a slot, for monotonic random batches), within the lead, above the floor and above
     * every id before in database order; then moves the model. {@code end} is the reservation's end
     * for a monotonic random batch (past its last id by up to a slot), otherwise unused.
     */
    private void accept(List<UUID> made, long now, boolean batch, Position end) {
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

    private void checkCounters() {
        check(g.clockStepBacks() == model.stepBacks(), "clockStepBacks() " + g.clockStepBacks() + ", the model counts " + model.stepBacks());
        check(g.reanchors() == model.reanchors(), "reanchors() " + g.reanchors() + ", the model counts " + model.reanchors());
    }

    private long reanchorsSeen;

    private Position position(UUID id) {
        return new Position(layout.tickOf(id), layout.counterOf(id));
    }

    private static void check(boolean ok, String what) {
        if (!ok) {
            throw new AssertionError(what);
        }
    }

    @Override
    public String toString() {
        return "script " + seed + ": " + config;
    }
}
