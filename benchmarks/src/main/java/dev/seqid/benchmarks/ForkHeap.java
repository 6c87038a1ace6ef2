package dev.seqid.benchmarks;

/**
 * The heap every JMH fork of this module runs with: fixed at 2 GB and touched in full at start-up.
 *
 * <p>Why: with the JVM's default heap (an initial 380 MB growing towards a quarter of memory) an
 * allocating benchmark (32 bytes per id, 1-2 GB a second) keeps taking fresh pages from the kernel
 * while the heap grows, and the kernel zeroes each one on its first touch: a profile of a short
 * {@code nextFast} fork spent 64 % of its samples in the kernel's {@code clear_page_erms}. How long
 * that lasts depends on how the collector sizes the heap in that fork, so forks climbed for seconds
 * and settled apart. A fixed, pre-touched heap takes that cost out of every measured iteration.
 */
final class ForkHeap {

    static final String MIN = "-Xms2g";
    static final String MAX = "-Xmx2g";
    static final String PRE_TOUCH = "-XX:+AlwaysPreTouch";

    private ForkHeap() {
    }
}
