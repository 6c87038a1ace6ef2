package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.internal.CachedMillisClockSource;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.URL;
import java.net.URLClassLoader;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * What docs/operating.md says of the threads seqid starts and of what it logs, as an operator sees
 * them from outside (by thread name, daemon flag, state, context class loader and log records):
 * <ul>
 *   <li>the cached clock's ticker, {@code seqid-clock-ticker}: one daemon for the process, however
 *   many generators use the default clock;</li>
 *   <li>a {@link PrefilledEntropySource}'s producer: started by the first draw, not by the
 *   constructor; it keeps the context class loader of the thread whose draw started it;</li>
 *   <li>seqid's one log line: a producer that fails is logged once, at {@code WARNING}, through
 *   {@link System.Logger} under the name {@code dev.seqid.PrefilledEntropySource} (which the JDK's
 *   default finder hands to {@code java.util.logging}), with the failure attached.</li>
 * </ul>
 * The producer's name, daemon flag, parking on a full ring and end on {@code close()} are checked
 * in {@link PrefilledEntropySourceContractTest} and {@link BlockSupplyTest}; the ticker's sleeping
 * and waking in {@code CachedMillisClockSourceTest}.
 */
class BackgroundThreadsTest {

    private static final long BOUND_NANOS = Duration.ofSeconds(10).toNanos();

    private static List<Thread> threadsNamed(String name) {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().equals(name)).collect(Collectors.toList());
    }

    private static List<Thread> threadsMatching(String regex) {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().matches(regex)).collect(Collectors.toList());
    }

    @Test
    void generatorsOnTheDefaultClockShareOneDaemonTicker() {
        for (int i = 0; i < 3; i++) {
            UuidGenerator.builder().entropy(EntropySource.threadLocalRandom()).build().next();
        }
        List<Thread> tickers = threadsNamed("seqid-clock-ticker");
        assertThat(tickers).hasSize(1);
        assertThat(tickers.get(0).isDaemon()).isTrue();
        assertThat(tickers.get(0).isAlive()).isTrue();
    }

    @Test
    void aSourceStartsItsProducerAtTheFirstDrawNotWhenMade() throws InterruptedException {
        List<Thread> before = threadsMatching("seqid-entropy-producer-\\d+");
        try (PrefilledEntropySource source = new PrefilledEntropySource(64, 4)) {
            Thread.sleep(50);
            assertThat(threadsMatching("seqid-entropy-producer-\\d+")).as("producers after the constructor").hasSameElementsAs(before);

            source.nextLong();
            assertThat(awaitNewProducer(before)).isNotNull();
        }
    }

    /**
     * A thread inherits its context class loader from the thread that creates it. The producer is
     * started by a draw on an application's thread (a web application's request thread, whose
     * context class loader is the application's) and outlives it, so it takes seqid's own class
     * loader instead: an undeployed application is not kept by a thread of a seqid shared by the
     * server.
     */
    @Test
    void theProducerDoesNotKeepTheContextClassLoaderOfTheThreadWhoseDrawStartedIt() throws Exception {
        List<Thread> before = threadsMatching("seqid-entropy-producer-\\d+");
        try (URLClassLoader application = new URLClassLoader(new URL[0], null);
                PrefilledEntropySource source = new PrefilledEntropySource(64, 4)) {
            Thread request = new Thread(source::nextLong, "request");
            request.setContextClassLoader(application);
            request.start();
            request.join();

            Thread producer = awaitNewProducer(before);
            assertThat(producer.getContextClassLoader()).isNotSameAs(application).isSameAs(PrefilledEntropySource.class.getClassLoader());
        }
    }

    @Test
    void theTickerHasSeqidsClassLoaderAsItsContextClassLoader() {
        assertThat(CachedMillisClockSource.SHARED.millis()).isPositive();
        assertThat(threadsMatching("seqid-clock-ticker")).singleElement()
                .satisfies(t -> assertThat(t.getContextClassLoader()).isSameAs(CachedMillisClockSource.class.getClassLoader()));
    }

    private static Thread awaitNewProducer(List<Thread> before) throws InterruptedException {
        long deadline = System.nanoTime() + BOUND_NANOS;
        while (System.nanoTime() < deadline) {
            for (Thread t : threadsMatching("seqid-entropy-producer-\\d+")) {
                if (!before.contains(t)) {
                    return t;
                }
            }
            Thread.sleep(1);
        }
        throw new AssertionError("no new producer thread within 10 s");
    }

    /**
     * The record as {@code java.util.logging} publishes it, caught by a {@code java.util.logging.Filter}
     * on the logger, which also keeps the expected stack trace out of the build's output. The test
     * module reads only what {@code dev.seqid} requires, which is not {@code java.logging}, so the
     * logging API is reached by reflection (its package is exported to everyone).
     */
    @Test
    void aFailingProducerIsLoggedOnceAtWarningThroughSystemLoggerWithTheFailure() throws Exception {
        Class<?> loggerType = Class.forName("java.util.logging.Logger");
        Class<?> filterType = Class.forName("java.util.logging.Filter");
        Object logger = loggerType.getMethod("getLogger", String.class).invoke(null, "dev.seqid.PrefilledEntropySource");
        Method setFilter = loggerType.getMethod("setFilter", filterType);
        Object previousFilter = loggerType.getMethod("getFilter").invoke(logger);
        List<Object> records = new CopyOnWriteArrayList<>();
        Object catching = Proxy.newProxyInstance(filterType.getClassLoader(), new Class<?>[] {filterType}, (proxy, method, args) -> {
            if (method.getName().equals("isLoggable")) {
                records.add(args[0]);
                return false;
            }
            return method.getName().equals("hashCode") ? System.identityHashCode(proxy) : method.getName().equals("equals") ? proxy == args[0] : "catching";
        });
        IllegalStateException failure = new IllegalStateException("simulated filler failure");
        AtomicReference<Thread> failed = new AtomicReference<>();
        Consumer<byte[]> failing = block -> {
            failed.set(Thread.currentThread());
            throw failure;
        };
        setFilter.invoke(logger, catching);
        try (PrefilledEntropySource source = new PrefilledEntropySource(64, 4, () -> failing)) {
            source.nextLong();
            long deadline = System.nanoTime() + BOUND_NANOS;
            while ((failed.get() == null || failed.get().isAlive()) && System.nanoTime() < deadline) {
                Thread.sleep(1);
            }
            assertThat(failed.get()).as("the producer ran the filler and ended").isNotNull();
            assertThat(failed.get().isAlive()).isFalse();

            List<Object> ours = records.stream().filter(r -> call(r, "getThrown") == failure).collect(Collectors.toList());
            assertThat(ours).hasSize(1);
            assertThat(call(call(ours.get(0), "getLevel"), "getName")).isEqualTo("WARNING");
            assertThat(call(ours.get(0), "getLoggerName")).isEqualTo("dev.seqid.PrefilledEntropySource");
            assertThat(call(ours.get(0), "getMessage")).isEqualTo("seqid entropy producer failed; consumers fill inline until it is restarted");
        } finally {
            setFilter.invoke(logger, previousFilter);
        }
    }

    private static Object call(Object target, String getter) {
        try {
            return target.getClass().getMethod(getter).invoke(target);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(getter + " on " + target, e);
        }
    }
}
