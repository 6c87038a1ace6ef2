package dev.seqid.benchmarks;

/**
 * The heap every JMH fork of this module runs with: fixed at 2 GB and touched in full at start-up.
 *
 * <p>Why: with the JVM's default heap (small at first, growing towards a quarter of memory) an
 * allocating benchmark (32 bytes per id) keeps taking fresh pages from the kernel while the heap
 * grows, and the kernel zeroes each page on its first touch, inside the measured iterations; how long
 * that lasts depends on how the collector sizes the heap in that fork. A fixed, pre-touched heap
 * pays that cost before the first iteration. The profile and the fork spreads with and without it
 * are in docs/dev/performance-notes.md.
 */
final class ForkHeap {

    static final String MIN = "-Xms2g";
    static final String MAX = "-Xmx2g";
    static final String PRE_TOUCH = "-XX:+AlwaysPreTouch";

    private ForkHeap() {
    }
}
