package dev.seqid;

import static org.assertj.core.api.Assumptions.assumeThat;

import java.lang.reflect.Method;

/**
 * The calling thread's allocation counter ({@code com.sun.management.ThreadMXBean}), read by
 * reflection: this test module does not read {@code jdk.management}. A test that needs it is
 * skipped (not passed) on a JVM without it.
 */
final class ThreadAllocation {

    private final Object threads;
    private final Method allocatedBytes;

    private ThreadAllocation(Object threads, Method allocatedBytes) {
        this.threads = threads;
        this.allocatedBytes = allocatedBytes;
    }

    /** The counter, or the calling test skipped when this JVM does not count allocation per thread. */
    static ThreadAllocation orSkip() throws ReflectiveOperationException {
        Object threads;
        Class<?> sunBean;
        try {
            threads = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean").invoke(null);
            sunBean = Class.forName("com.sun.management.ThreadMXBean");
        } catch (ClassNotFoundException e) {
            assumeThat(e).as("jdk.management is not in the test's module graph").isNull();
            throw new AssertionError(e); // not reached: the assumption above skips the test
        }
        assumeThat(sunBean.isInstance(threads)).isTrue();
        assumeThat((Boolean) sunBean.getMethod("isThreadAllocatedMemoryEnabled").invoke(threads)).isTrue();
        return new ThreadAllocation(threads, sunBean.getMethod("getCurrentThreadAllocatedBytes"));
    }

    /** Bytes the calling thread has allocated since it started. */
    long bytes() throws ReflectiveOperationException {
        return (Long) allocatedBytes.invoke(threads);
    }
}
