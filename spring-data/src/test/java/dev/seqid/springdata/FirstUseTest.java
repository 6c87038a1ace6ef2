package dev.seqid.springdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.testing.SettableClockSource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.springframework.data.annotation.Id;
import org.springframework.data.jdbc.core.mapping.JdbcMappingContext;

/**
 * When a supplier runs, and under which locks: at the context's start for every entity type of the
 * mapping context, under no lock of seqid's or of a {@code ConcurrentHashMap}; and for a type first
 * met at save time, racing first saves each make a supplier but all end with one generator. Through
 * the JDBC callback over a mapping context, without a database.
 */
class FirstUseTest {

    private static final long TIMEOUT_SECONDS = 10;
    private static final Instant BASE = Instant.parse("2030-01-01T00:00:00Z");

    /**
     * Records the monitors its thread holds while it is made and asked, and the instant of the
     * generator it makes: each instance's generator stands on its own clock, a day after the
     * previous one's, so an id tells which instance's generator made it. With {@link #racers} set,
     * {@code get()} waits until that many are in it at once.
     */
    public static class Recording implements Supplier<UuidGenerator> {
        static final List<String> HELD = new CopyOnWriteArrayList<>();
        static final List<Long> MADE = new CopyOnWriteArrayList<>();
        static final AtomicInteger INSTANCES = new AtomicInteger();
        static volatile CyclicBarrier racers;

        private final int index;

        public Recording() {
            HELD.addAll(MonitorsHeld.seqidOrConcurrentMap());
            index = INSTANCES.getAndIncrement();
        }

        @Override
        public UuidGenerator get() {
            HELD.addAll(MonitorsHeld.seqidOrConcurrentMap());
            CyclicBarrier barrier = racers;
            if (barrier != null) {
                try {
                    barrier.await(TIMEOUT_SECONDS, TimeUnit.SECONDS);
                } catch (InterruptedException | BrokenBarrierException | TimeoutException e) {
                    throw new IllegalStateException("the racing saves were not all in get() at once: " + e, e);
                }
            }
            MADE.add((long) index);
            return UuidGenerator.builder().clock(new SettableClockSource(BASE.plus(Duration.ofDays(index)))).build();
        }

        static void reset(CyclicBarrier barrier) {
            HELD.clear();
            MADE.clear();
            INSTANCES.set(0);
            racers = barrier;
        }
    }

    record Parcel(@Id @SeqIdOnSave(supplier = Recording.class) UUID id, @SeqIdOnSave(supplier = Recording.class) UUID ref) {
        Parcel withId(UUID id) {
            return new Parcel(id, ref);
        }

        Parcel withRef(UUID ref) {
            return new Parcel(id, ref);
        }
    }

    /** The instance of {@link Recording} whose generator made {@code id}: the days from {@link #BASE} to its time. */
    private static long madeBy(UUID id) {
        return Duration.between(BASE, UuidLayout.v7().instantOf(id)).toDays();
    }

    private final UuidGenerator defaultGenerator = UuidGenerator.builder().build();

    @Test
    void theTypesOfTheMappingContextGetTheirGeneratorsAtStartUnderNoLock() {
        Recording.reset(null);
        JdbcMappingContext context = new JdbcMappingContext();
        context.getRequiredPersistentEntity(Parcel.class);
        SeqIdBeforeConvertCallback callback = new SeqIdBeforeConvertCallback(context, new SeqIdGeneratorRegistry(defaultGenerator));

        callback.afterSingletonsInstantiated();

        assertThat(Recording.MADE).as("asked at the start, before any save").containsExactly(0L);
        assertThat(Recording.HELD).as("monitors held while made and asked").isEmpty();
        Parcel saved = (Parcel) callback.onBeforeConvert(new Parcel(null, null));
        assertThat(madeBy(saved.id())).isZero();
        assertThat(Recording.INSTANCES).as("not made again by a save").hasValue(1);
    }

    /**
     * A type the mapping context did not know at the start, saved first by several threads at once:
     * every racer is inside its supplier's {@code get()} at the same time (so no lock serialises
     * them), each makes a generator, and every id of every racer, and of a save after them, comes
     * from one of those generators: the one published first. The others made no id.
     */
    @Test
    void racingFirstSavesOfATypeEachMakeASupplierAndAllUseOneGenerator() throws Exception {
        int racers = 4;
        Recording.reset(new CyclicBarrier(racers));
        SeqIdBeforeConvertCallback callback = new SeqIdBeforeConvertCallback(new JdbcMappingContext(), new SeqIdGeneratorRegistry(defaultGenerator));
        callback.afterSingletonsInstantiated();
        assertThat(Recording.INSTANCES).as("nothing known at the start").hasValue(0);

        ExecutorService pool = Executors.newFixedThreadPool(racers);
        List<Parcel> saved = new ArrayList<>();
        try {
            List<Future<Object>> saves = new ArrayList<>();
            for (int i = 0; i < racers; i++) {
                saves.add(pool.submit(() -> callback.onBeforeConvert(new Parcel(null, null))));
            }
            for (Future<Object> save : saves) {
                saved.add((Parcel) save.get(TIMEOUT_SECONDS * 2, TimeUnit.SECONDS));
            }
        } finally {
            pool.shutdownNow();
        }
        Recording.racers = null;
        saved.add((Parcel) callback.onBeforeConvert(new Parcel(null, null)));

        assertThat(Recording.MADE).as("every racer made a supplier and a generator").hasSize(racers);
        Set<Long> used = ConcurrentHashMap.newKeySet();
        for (Parcel parcel : saved) {
            used.add(madeBy(parcel.id()));
            used.add(madeBy(parcel.ref()));
        }
        assertThat(used).as("the generators that made the ids").hasSize(1);
        assertThat(Recording.MADE).containsAll(used);
        assertThat(Recording.HELD).as("monitors held while made and asked").isEmpty();
        List<UUID> ids = new ArrayList<>();
        saved.forEach(parcel -> {
            ids.add(parcel.id());
            ids.add(parcel.ref());
        });
        assertThat(ids).doesNotHaveDuplicates();
    }
}
