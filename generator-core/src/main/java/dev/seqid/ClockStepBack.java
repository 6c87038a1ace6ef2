package dev.seqid;

import java.util.List;

/**
 * What a generator does when the clock steps back further than its tolerance
 * ({@link UuidGenerator.Builder#stepBackTolerance}), as after an NTP step of an hour.
 *
 * <p>The generator never moves its position back on its own: after a step back it keeps its last
 * tick and counts on, and its ids stay above every id before. If it then spends its counters it
 * borrows ticks only up to the maximum lead, measured from the highest clock reading seen, and
 * waits or throws ({@link OverflowPolicy}) until the clock has caught up: up to the length of the
 * step. This choice decides whether that stays so.
 *
 * <p>A configuration names a choice {@code "keep-order"} or {@code "reanchor"}
 * ({@link #configName()}, {@link #named(String)}, {@link #names()}), as the Spring property
 * {@code seqid.clock-step-back} and the command line's {@code --clock-step-back} take them.
 */
public enum ClockStepBack {

    /**
     * Keep strict order (the default): every id stays greater than every id before it, whatever the
     * clock does; after a long step back a generator that spends its counters waits (or throws) for
     * the clock to catch up.
     */
    KEEP_ORDER,

    /**
     * Re-anchor to the clock: when the clock reads more than the tolerance (or the maximum lead, if
     * longer) behind the generator's high-water mark (the latest clock reading it moved its
     * position to; ticks borrowed ahead of the clock never count), the generator starts again from
     * the clock's tick, with a fresh random counter, but never at or below a floor
     * ({@link UuidGenerator.Builder#after}). Ids after the step sort below ids made before it: order across
     * the step is lost, and positions may repeat, so ids made on both sides of the step are unique
     * by their random bits only, not by construction. Each re-anchor is counted
     * ({@link UuidGenerator#reanchors()}).
     */
    REANCHOR;

    private static final ClockStepBack[] ALL = values();
    private static final List<String> NAMES = ConfigNames.names(ALL, ClockStepBack::configName);

    /**
     * The name a configuration gives this choice: the constant's name in kebab case.
     *
     * @return {@code "keep-order"} or {@code "reanchor"}
     */
    public String configName() {
        return ConfigNames.kebab(this);
    }

    /**
     * The choice a configuration names.
     *
     * @param name one of {@link #names()}, not {@code null}
     * @return the named choice
     * @throws IllegalArgumentException for any other name, listing the known ones
     */
    public static ClockStepBack named(String name) {
        return ConfigNames.named("clock step-back choice", name, ALL, ClockStepBack::configName);
    }

    /**
     * The names {@link #named(String)} takes, the default first; immutable.
     *
     * @return {@code ["keep-order", "reanchor"]}
     */
    public static List<String> names() {
        return NAMES;
    }
}
