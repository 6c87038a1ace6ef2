package dev.seqid.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * One generator per layout name and per supplier class, the given default serving its own name;
 * the rule of choice ({@code choose}) at its edges; and no lock held while user code (the maker of a
 * supplier, its {@code get()}) runs, with racing first uses still ending with one generator.
 */
class GeneratorsByLayoutTest {

    private static final long TIMEOUT_SECONDS = 10;

    /** Makes a supplier with its public no-argument constructor, counting the calls. */
    private static final class Maker implements Function<Class<? extends Supplier<UuidGenerator>>, Supplier<UuidGenerator>> {
        final AtomicInteger calls = new AtomicInteger();

        @Override
        public Supplier<UuidGenerator> apply(Class<? extends Supplier<UuidGenerator>> type) {
            calls.incrementAndGet();
            try {
                return type.getConstructor().newInstance();
            } catch (ReflectiveOperationException e) {
                throw new IllegalArgumentException(e);
            }
        }
    }

    @Test
    void aGivenDefaultServesItsOwnLayoutNameAndOtherNamesGetOneGeneratorEach() {
        UuidGenerator bean = UuidGenerator.builder().layout(UuidLayout.named("comb-postgres")).build();
        GeneratorsByLayout generators = GeneratorsByLayout.around(bean);

        assertThat(generators.defaultGenerator()).isSameAs(bean);
        assertThat(generators.forLayout("comb-postgres")).isSameAs(bean);
        UuidGenerator v7 = generators.forLayout("v7");
        assertThat(v7).isNotSameAs(bean).isSameAs(generators.forLayout("v7"));
        assertThat(v7.layout().name()).isEqualTo("v7");
        assertThat(generators.made()).containsOnlyKeys("v7");
    }

    @Test
    void withoutADefaultTheDefaultIsTheV7GeneratorMadeOnRequest() {
        GeneratorsByLayout generators = GeneratorsByLayout.withoutDefault();

        assertThat(generators.made()).isEmpty();
        UuidGenerator byDefault = generators.defaultGenerator();
        assertThat(byDefault.layout().name()).isEqualTo("v7");
        assertThat(generators.forLayout("v7")).isSameAs(byDefault);
        assertThat(generators.made()).containsOnlyKeys("v7");
    }

    @Test
    void anUnknownNameIsRefusedListingTheKnownOnes() {
        assertThatThrownBy(() -> GeneratorsByLayout.withoutDefault().forLayout("v9"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'v9'")
                .hasMessageContaining("comb-sqlserver");
    }

    /** A supplier with its own settings. */
    public static final class Lead100 implements Supplier<UuidGenerator> {
        @Override
        public UuidGenerator get() {
            return UuidGenerator.builder().maxLead(Duration.ofMillis(100)).build();
        }
    }

    /** A supplier of a comb-postgres generator. */
    public static final class CombPostgres implements Supplier<UuidGenerator> {
        @Override
        public UuidGenerator get() {
            return UuidGenerator.builder().layout(UuidLayout.named("comb-postgres")).build();
        }
    }

    /** A supplier of a custom layout, whose name is not one of {@code UuidLayout.names()}. */
    public static final class Custom implements Supplier<UuidGenerator> {
        static final String NAME = "v7-counter-6";

        @Override
        public UuidGenerator get() {
            return UuidGenerator.builder()
                    .layout(UuidLayout.builder(NAME).version(7).rfcVariant(true).counter(dev.seqid.MonotonicMethod.DEDICATED_COUNTER, 6).build())
                    .build();
        }
    }

    /** A supplier that returns nothing. */
    public static final class Nothing implements Supplier<UuidGenerator> {
        @Override
        public UuidGenerator get() {
            return null;
        }
    }

    /** A supplier that throws on its first call only. */
    public static final class FailsOnce implements Supplier<UuidGenerator> {
        static final AtomicInteger CALLS = new AtomicInteger();

        @Override
        public UuidGenerator get() {
            if (CALLS.getAndIncrement() == 0) {
                throw new IllegalStateException("not ready");
            }
            return UuidGenerator.builder().build();
        }
    }

    @Test
    void aSupplierClassIsMadeAndAskedOnceAndItsFailuresNameIt() {
        GeneratorsByLayout generators = GeneratorsByLayout.withoutDefault();
        Maker maker = new Maker();

        UuidGenerator first = generators.fromSupplier(Lead100.class, maker);
        UuidGenerator again = generators.fromSupplier(Lead100.class, maker);

        assertThat(again).isSameAs(first);
        assertThat(maker.calls).hasValue(1);
        assertThat(first.toString()).contains("maxLead=PT0.1S");
        assertThat(generators.supplied()).containsOnlyKeys(Lead100.class);
        assertThatThrownBy(() -> generators.fromSupplier(Nothing.class, maker))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining(Nothing.class.getName() + " returned null");
        assertThatThrownBy(() -> generators.fromSupplier(Nothing.class, type -> {
            throw new IllegalArgumentException("no bean");
        }))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("could not make the generator supplier " + Nothing.class.getName());
        assertThat(generators.supplied()).containsOnlyKeys(Lead100.class);
    }

    @Test
    void aSupplierThatFailedIsAskedAgainByTheNextCall() {
        GeneratorsByLayout generators = GeneratorsByLayout.withoutDefault();
        Maker maker = new Maker();
        int before = FailsOnce.CALLS.get();

        assertThatThrownBy(() -> generators.fromSupplier(FailsOnce.class, maker))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(FailsOnce.class.getName() + " failed")
                .hasMessageContaining("not ready");
        assertThat(generators.supplied()).as("nothing published by a failure").isEmpty();
        UuidGenerator second = generators.fromSupplier(FailsOnce.class, maker);

        assertThat(generators.fromSupplier(FailsOnce.class, maker)).isSameAs(second);
        assertThat(FailsOnce.CALLS.get() - before).isEqualTo(2);
        assertThat(generators.supplied()).containsOnlyKeys(FailsOnce.class);
    }

    // The rule of choice, at its edges: no supplier and no layout, a layout equal to the default's,
    // another one, an unknown one; a supplier with no layout, the same layout, another one, and its
    // custom layout's name.

    @Test
    void withoutASupplierTheLayoutChoosesAndNoLayoutIsTheDefault() {
        UuidGenerator bean = UuidGenerator.builder().build();
        GeneratorsByLayout generators = GeneratorsByLayout.around(bean);
        Maker maker = new Maker();

        assertThat(generators.choose("", null, maker)).isSameAs(bean);
        assertThat(generators.choose("v7", null, maker)).as("the default's own layout name").isSameAs(bean);
        UuidGenerator comb = generators.choose("comb-sqlserver", null, maker);
        assertThat(comb.layout().name()).isEqualTo("comb-sqlserver");
        assertThat(generators.choose("comb-sqlserver", null, maker)).isSameAs(comb);
        assertThat(generators.made()).containsOnlyKeys("comb-sqlserver");
        assertThatThrownBy(() -> generators.choose("v9", null, maker))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'v9'")
                .hasMessageContaining("comb-sqlserver");
        assertThat(maker.calls).as("no supplier made without a supplier class").hasValue(0);
    }

    @Test
    void withoutADefaultNoLayoutAndV7AreOneGenerator() {
        GeneratorsByLayout generators = GeneratorsByLayout.withoutDefault();

        assertThat(generators.choose("", null, new Maker())).isSameAs(generators.choose("v7", null, new Maker()));
        assertThat(generators.made()).containsOnlyKeys("v7");
    }

    @Test
    void aSupplierWinsOverTheDefaultAndMustAgreeWithANamedLayout() {
        GeneratorsByLayout generators = GeneratorsByLayout.around(UuidGenerator.builder().build());
        Maker maker = new Maker();

        UuidGenerator supplied = generators.choose("", CombPostgres.class, maker);
        assertThat(supplied.layout().name()).isEqualTo("comb-postgres");
        assertThat(generators.choose("comb-postgres", CombPostgres.class, maker)).isSameAs(supplied);
        assertThatThrownBy(() -> generators.choose("v7", CombPostgres.class, maker))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("layout 'v7' is named, but the supplier " + CombPostgres.class.getName()
                        + " makes a generator of layout 'comb-postgres'; name 'comb-postgres' or no layout");
        assertThat(generators.made()).as("a layout named beside a supplier makes no generator of its own").isEmpty();
        assertThat(maker.calls).hasValue(1);
    }

    @Test
    void aSuppliersCustomLayoutMayBeNamedThoughNotAKnownName() {
        assertThat(UuidLayout.names()).doesNotContain(Custom.NAME);
        GeneratorsByLayout generators = GeneratorsByLayout.withoutDefault();

        UuidGenerator custom = generators.choose(Custom.NAME, Custom.class, new Maker());

        assertThat(custom.layout().name()).isEqualTo(Custom.NAME);
        assertThatThrownBy(() -> generators.choose(Custom.NAME, null, new Maker()))
                .as("without the supplier the name must be a known layout")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + Custom.NAME + "'");
    }

    @Test
    void aSupplierThatFailsIsReportedBeforeAnyLayoutCheck() {
        assertThatThrownBy(() -> GeneratorsByLayout.withoutDefault().choose("v7", Nothing.class, new Maker()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(Nothing.class.getName() + " returned null");
    }

    // No lock around user code.

    /** Checks, while it is made and asked, that the thread holds no monitor of the generators under test. */
    public static final class ChecksItsLocks implements Supplier<UuidGenerator> {
        static volatile GeneratorsByLayout underTest;
        static final List<String> HELD = new java.util.concurrent.CopyOnWriteArrayList<>();

        public ChecksItsLocks() {
            if (Thread.holdsLock(underTest)) {
                HELD.add("constructor");
            }
        }

        @Override
        public UuidGenerator get() {
            if (Thread.holdsLock(underTest)) {
                HELD.add("get()");
            }
            return UuidGenerator.builder().build();
        }
    }

    @Test
    void theMakerAndTheSupplierRunWithoutTheMonitorOfTheGenerators() {
        GeneratorsByLayout generators = GeneratorsByLayout.withoutDefault();
        ChecksItsLocks.underTest = generators;
        ChecksItsLocks.HELD.clear();
        List<String> makerHeld = new ArrayList<>();

        generators.choose("", ChecksItsLocks.class, type -> {
            if (Thread.holdsLock(generators)) {
                makerHeld.add("maker");
            }
            return new ChecksItsLocks();
        });

        assertThat(ChecksItsLocks.HELD).isEmpty();
        assertThat(makerHeld).isEmpty();
        assertThat(generators.supplied()).containsOnlyKeys(ChecksItsLocks.class);
    }

    @Test
    void aSlowSupplierDoesNotHoldUpOtherLookUps() throws Exception {
        GeneratorsByLayout generators = GeneratorsByLayout.withoutDefault();
        CountDownLatch inGet = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<UuidGenerator> slow = pool.submit(() -> generators.fromSupplier(Lead100.class, type -> () -> {
                inGet.countDown();
                try {
                    assertThat(release.await(TIMEOUT_SECONDS, TimeUnit.SECONDS)).as("released").isTrue();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return new Lead100().get();
            }));
            assertThat(inGet.await(TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();

            Future<UuidGenerator> other = pool.submit(() -> generators.forLayout("comb-postgres"));
            UuidGenerator comb = other.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);

            assertThat(comb.layout().name()).as("looked up while the supplier was still in get()").isEqualTo("comb-postgres");
            assertThat(slow).isNotDone();
            release.countDown();
            assertThat(slow.get(TIMEOUT_SECONDS, TimeUnit.SECONDS)).isSameAs(generators.supplied().get(Lead100.class));
        } finally {
            release.countDown();
            pool.shutdownNow();
        }
    }

    /**
     * Racing first uses of one supplier class: every racer is inside {@code get()} at once (the
     * supplier waits for all of them), so each makes a generator; all of them still end with the
     * one published first, and the others are dropped.
     */
    @Test
    void racingFirstUsesOfASupplierEndWithOneGenerator() throws Exception {
        int racers = 4;
        GeneratorsByLayout generators = GeneratorsByLayout.withoutDefault();
        CyclicBarrier allInGet = new CyclicBarrier(racers);
        Set<UuidGenerator> madeByRacers = ConcurrentHashMap.newKeySet();
        Function<Class<? extends Supplier<UuidGenerator>>, Supplier<UuidGenerator>> maker = type -> () -> {
            try {
                allInGet.await(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException | BrokenBarrierException | TimeoutException e) {
                throw new IllegalStateException("the racers were not all in get() at once: " + e, e);
            }
            UuidGenerator mine = UuidGenerator.builder().build();
            madeByRacers.add(mine);
            return mine;
        };
        ExecutorService pool = Executors.newFixedThreadPool(racers);
        try {
            List<Future<UuidGenerator>> results = new ArrayList<>();
            for (int i = 0; i < racers; i++) {
                results.add(pool.submit(() -> generators.fromSupplier(Lead100.class, maker)));
            }
            Set<UuidGenerator> returned = ConcurrentHashMap.newKeySet();
            for (Future<UuidGenerator> result : results) {
                returned.add(result.get(TIMEOUT_SECONDS * 2, TimeUnit.SECONDS));
            }

            assertThat(madeByRacers).as("every racer made one").hasSize(racers);
            assertThat(returned).as("all racers got one generator").hasSize(1);
            UuidGenerator winner = returned.iterator().next();
            assertThat(madeByRacers).contains(winner);
            assertThat(generators.supplied()).containsOnlyKeys(Lead100.class).containsEntry(Lead100.class, winner);
            assertThat(generators.fromSupplier(Lead100.class, maker)).as("and every later use").isSameAs(winner);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void racingFirstUsesOfALayoutNameEndWithOneGenerator() throws Exception {
        int racers = 4;
        GeneratorsByLayout generators = GeneratorsByLayout.withoutDefault();
        CyclicBarrier start = new CyclicBarrier(racers);
        ExecutorService pool = Executors.newFixedThreadPool(racers);
        try {
            List<Future<UuidGenerator>> results = new ArrayList<>();
            for (int i = 0; i < racers; i++) {
                results.add(pool.submit(() -> {
                    start.await(TIMEOUT_SECONDS, TimeUnit.SECONDS);
                    return generators.forLayout("comb-sqlserver");
                }));
            }
            Set<UuidGenerator> returned = ConcurrentHashMap.newKeySet();
            for (Future<UuidGenerator> result : results) {
                returned.add(result.get(TIMEOUT_SECONDS * 2, TimeUnit.SECONDS));
            }

            assertThat(returned).hasSize(1);
            assertThat(generators.made()).containsOnlyKeys("comb-sqlserver").containsEntry("comb-sqlserver", returned.iterator().next());
        } finally {
            pool.shutdownNow();
        }
    }
}
