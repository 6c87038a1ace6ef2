package dev.seqid;

import dev.seqid.ContractModel.Position;
import dev.seqid.testing.SeededEntropySource;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * The configuration of one {@link ModelScript}, drawn from its seed over the configuration space of
 * issue 63: the layout, maxLead (0, a few ticks, up to 2 s), the tolerance (0, one tick below,
 * equal to, one tick or more above the lead, or the default), both {@link ClockStepBack} choices,
 * both {@link OverflowPolicy} policies, and no floor or one below, at or above the clock.
 */
final class ModelConfig {

    /** v7 (the default, and with a 12-bit counter, whose lead a script reaches cheaply), v6, COMBs, a no-repeat COMB, sub-millisecond, monotonic random. */
    private static final List<String> LAYOUTS = List.of("v7", "v7/12", "v6", "comb-postgres", "comb-sqlserver", "comb-postgres/3ms",
            "v7-clock-precision", "v7-monotonic-random");
    private static final Instant AROUND = Instant.parse("2026-06-01T00:00:00Z");

    final String layoutName;
    final UuidLayout layout;
    final long startTick;
    final Duration maxLead;
    /** The tolerance the builder is given; null to leave the default. */
    final Duration tolerance;
    final ClockStepBack choice;
    final OverflowPolicy policy;
    final long entropySeed;
    /** The floor's position, or null. */
    final Position floor;
    final UUID floorId;

    /** Draws a configuration from {@code rnd}. */
    ModelConfig(SplittableRandom rnd) {
        this.layoutName = LAYOUTS.get(rnd.nextInt(LAYOUTS.size()));
        this.layout = layout(layoutName);
        TimestampEncoding ts = layout.timestamp();
        long tps = ts.ticksPerSecond();
        this.startTick = ts.tickOf(AROUND.plusNanos(rnd.nextLong(86_400_000_000_000L)));
        this.maxLead = pickLead(rnd, tps);
        this.tolerance = pickTolerance(rnd, maxLead, tps);
        this.choice = rnd.nextBoolean() ? ClockStepBack.REANCHOR : ClockStepBack.KEEP_ORDER;
        this.policy = rnd.nextBoolean() ? OverflowPolicy.THROW : OverflowPolicy.WAIT;
        this.entropySeed = rnd.nextLong();
        long unit = layout.counterBits() == 0 ? layout.tickStep() : 1;
        long stepBackTicks = Math.max(ContractModel.ticks(maxLead, tps), ContractModel.ticks(effectiveTolerance(), tps));
        this.floor = pickFloor(rnd, startTick, unit, stepBackTicks);
        this.floorId = floor == null ? null : layout.compose(floor.tick(), floor.counter(), rnd.nextLong(), rnd.nextLong());
    }

    static UuidLayout layout(String name) {
        return switch (name) {
            case "v7/12" -> UuidLayout.v7(MonotonicMethod.DEDICATED_COUNTER, UuidLayout.MIN_COUNTER_BITS);
            case "comb-postgres/3ms" -> UuidLayout.named("comb-postgres").withNoRepeatTimestamps(Duration.ofMillis(3));
            default -> UuidLayout.named(name);
        };
    }

    /** The tolerance the generator uses. */
    Duration effectiveTolerance() {
        return tolerance == null ? UuidGenerator.DEFAULT_STEP_BACK_TOLERANCE : tolerance;
    }

    /** The generator of this configuration, on {@code clock}. */
    UuidGenerator build(ClockSource clock) {
        UuidGenerator.Builder b = UuidGenerator.builder().layout(layout).clock(clock).entropy(new SeededEntropySource(entropySeed))
                .overflowPolicy(policy).maxLead(maxLead).clockStepBack(choice);
        if (tolerance != null) {
            b.stepBackTolerance(tolerance);
        }
        if (floorId != null) {
            b.after(floorId);
        }
        return b.build();
    }

    /** The model of a generator of this configuration built with the clock at its start tick. */
    ContractModel model() {
        return new ContractModel(layout, maxLead, choice, effectiveTolerance(), floor, startTick);
    }

    /** maxLead: 0, 1 to 5 ticks, up to 2 s, or exactly 2 s. */
    private static Duration pickLead(SplittableRandom rnd, long tps) {
        return switch (rnd.nextInt(6)) {
            case 0, 1 -> Duration.ZERO;
            case 2 -> ticks(1 + rnd.nextInt(5), tps);
            case 3 -> Duration.ofMillis(rnd.nextInt(1, 30));
            case 4 -> Duration.ofMillis(rnd.nextInt(1, 2001));
            default -> Duration.ofSeconds(2);
        };
    }

    /** The tolerance: below, equal to or above the lead (by one tick or more), zero, or the default (null). */
    private static Duration pickTolerance(SplittableRandom rnd, Duration maxLead, long tps) {
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
    private Position pickFloor(SplittableRandom rnd, long start, long unit, long stepBackTicks) {
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

    @Override
    public String toString() {
        return "layout " + layoutName + ", maxLead " + maxLead + ", tolerance " + (tolerance == null ? "default" : tolerance) + ", " + choice + ", "
                + policy + ", floor " + floor + ", start tick " + startTick;
    }
}
