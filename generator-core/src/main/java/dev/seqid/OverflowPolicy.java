package dev.seqid;

import java.util.List;

/**
 * What a generator does when its counter is spent and borrowing the next tick would take it further
 * ahead of the wall clock than its maximum lead allows.
 *
 * <p>A configuration names a policy as the layouts ({@link UuidLayout#named(String)}) and the
 * entropy sources ({@link EntropySource#named(String)}) are named: {@code "wait"} or
 * {@code "throw"} ({@link #configName()}, {@link #named(String)}, {@link #names()}). The Kotlin
 * DSL, the Spring property {@code seqid.overflow-policy} and the command line's
 * {@code --overflow-policy} take these names.
 */
public enum OverflowPolicy {

    /**
     * Wait until the clock has moved on far enough: the thread parks for 50 µs at a time and looks
     * again. The call takes longer but never fails, unless the waiting thread is interrupted. Code
     * that must not block a thread (reactive pipelines, coroutines) uses
     * {@link UuidGenerator#tryNext(java.util.UUID[], int, int)} instead, which never waits.
     */
    WAIT,

    /**
     * Throw {@link GeneratorOverflowException} at once; the generator stays usable (see the
     * exception for the one race in which the failing call has used up a position).
     */
    THROW;

    private static final OverflowPolicy[] ALL = values();
    private static final List<String> NAMES = ConfigNames.names(ALL, OverflowPolicy::configName);

    /**
     * The name a configuration gives this policy: the constant's name in kebab case, {@code "wait"}
     * or {@code "throw"}. {@link #named(String)} accepts it back.
     *
     * @return the lower-case name
     */
    public String configName() {
        return ConfigNames.kebab(this);
    }

    /**
     * The policy a configuration names.
     *
     * @param name one of {@link #names()}, not {@code null}
     * @return the named policy
     * @throws IllegalArgumentException for any other name, listing the known ones
     */
    public static OverflowPolicy named(String name) {
        return ConfigNames.named("overflow policy", name, ALL, OverflowPolicy::configName);
    }

    /**
     * The names {@link #named(String)} takes, in declaration order; immutable.
     *
     * @return {@code ["wait", "throw"]}
     */
    public static List<String> names() {
        return NAMES;
    }
}
