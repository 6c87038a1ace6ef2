package dev.seqid.benchmarks;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The kind of new thread on which {@link ShortLivedThreadsBenchmark} runs each task.
 *
 * <p>The project compiles with {@code --release 17}, which has no virtual threads: the
 * virtual-thread executor ({@code Executors.newVirtualThreadPerTaskExecutor()}, JDK 21) is found
 * by a method handle at run time, and {@link #requireAvailable()} says which JDK to use instead
 * when it is missing.
 */
enum ThreadKind {

    /** A virtual thread per task, from {@code Executors.newVirtualThreadPerTaskExecutor()}. */
    VIRTUAL("virtual") {
        @Override
        ThreadPerTask open(int tasks) {
            return new ExecutorThreads(newVirtualThreadPerTaskExecutor());
        }
    },

    /** A new platform thread per task ({@code new Thread(task).start()}). */
    PLATFORM("platform") {
        @Override
        ThreadPerTask open(int tasks) {
            return new PlatformThreads(tasks);
        }
    };

    /** The first JDK with virtual threads as a final feature. */
    static final int VIRTUAL_THREADS_SINCE = 21;

    private static final long AWAIT_MINUTES = 10;

    private final String label;

    ThreadKind(String label) {
        this.label = label;
    }

    String label() {
        return label;
    }

    /** A runner that starts a new thread of this kind for each of up to {@code tasks} tasks. */
    abstract ThreadPerTask open(int tasks);

    /**
     * Checks that this JVM can run {@link #VIRTUAL} threads.
     *
     * @throws UnsupportedOperationException naming the running JDK and what to run instead
     */
    static void requireAvailable() {
        newVirtualThreadPerTaskExecutorHandle();
    }

    /** Starts one new thread per task and waits for all of them; used once. */
    interface ThreadPerTask {

        /** Runs {@code task} on a new thread. */
        void start(Runnable task);

        /** Waits until every started task has finished; starts no more. */
        void awaitAll() throws InterruptedException;
    }

    private static ExecutorService newVirtualThreadPerTaskExecutor() {
        try {
            return (ExecutorService) newVirtualThreadPerTaskExecutorHandle().invokeExact();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("Executors.newVirtualThreadPerTaskExecutor() failed", e);
        }
    }

    private static MethodHandle newVirtualThreadPerTaskExecutorHandle() {
        Runtime.Version version = Runtime.version();
        String jdk = "JDK " + version + " (" + System.getProperty("java.home") + ")";
        if (version.feature() < VIRTUAL_THREADS_SINCE) {
            throw new UnsupportedOperationException("virtual threads need JDK " + VIRTUAL_THREADS_SINCE
                    + " or later, but this is " + jdk + ": run the jar with a JDK " + VIRTUAL_THREADS_SINCE
                    + "+ java, e.g. JAVA_HOME=/path/to/jdk-21 benchmarks/run-virtual-threads.sh");
        }
        try {
            return MethodHandles.publicLookup().findStatic(Executors.class, "newVirtualThreadPerTaskExecutor",
                    MethodType.methodType(ExecutorService.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new UnsupportedOperationException("this " + jdk + " has no public Executors.newVirtualThreadPerTaskExecutor()", e);
        }
    }

    /** Virtual threads: the executor starts a thread per task; shutdown and termination wait for them. */
    private static final class ExecutorThreads implements ThreadPerTask {
        private final ExecutorService executor;

        ExecutorThreads(ExecutorService executor) {
            this.executor = executor;
        }

        @Override
        public void start(Runnable task) {
            executor.execute(task);
        }

        @Override
        public void awaitAll() throws InterruptedException {
            executor.shutdown();
            if (!executor.awaitTermination(AWAIT_MINUTES, TimeUnit.MINUTES)) {
                throw new IllegalStateException("tasks still running after " + AWAIT_MINUTES + " minutes");
            }
        }
    }

    /** Platform threads, kept so that they can be joined. */
    private static final class PlatformThreads implements ThreadPerTask {
        private final Thread[] threads;
        private int started;

        PlatformThreads(int tasks) {
            threads = new Thread[tasks];
        }

        @Override
        public void start(Runnable task) {
            Thread thread = new Thread(task);
            thread.start();
            threads[started++] = thread;
        }

        @Override
        public void awaitAll() throws InterruptedException {
            for (int i = 0; i < started; i++) {
                threads[i].join();
            }
        }
    }
}
