package dev.seqid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.hibernate.Items.CombPostgresItem;
import dev.seqid.hibernate.Items.CombSqlServerItem;
import dev.seqid.hibernate.Items.CountingSupplier;
import dev.seqid.hibernate.Items.Item;
import dev.seqid.hibernate.Items.OtherV7Item;
import dev.seqid.hibernate.Items.SuppliedItem;
import dev.seqid.hibernate.Items.V7Item;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.LongFunction;
import javax.sql.DataSource;
import org.hibernate.SessionFactory;
import org.hibernate.generator.Generator;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * What {@link SeqIdGenerated} promises on a real database, run against PostgreSQL and H2 by the
 * subclasses: 10,000 entities in one transaction and in each of 4 concurrent ones get unique ids
 * (the concurrent ones also distinct generator positions), the database's {@code ORDER BY id} is the
 * insertion order for v7 and comb-postgres, comb-sqlserver ids sort in insertion order by SQL
 * Server's order, and each generator exists once.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class HibernateIdsContract {

    static final int ENTITIES = 10_000;
    static final int THREADS = 4;

    /**
     * SQL Server's {@code uniqueidentifier} order, written here from docs/layouts.md#sql-server-order
     * rather than taken from the code under test: the bytes of the string form compared unsigned in the
     * order 10, 11, 12, 13, 14, 15, 8, 9, 7, 6, 5, 4, 3, 2, 1, 0.
     */
    static final int[] SQL_SERVER_BYTES = {10, 11, 12, 13, 14, 15, 8, 9, 7, 6, 5, 4, 3, 2, 1, 0};
    static final Comparator<UUID> SQL_SERVER_ORDER = Comparator.comparing(HibernateIdsContract::sqlServerKey, Arrays::compareUnsigned);
    /** PostgreSQL's and H2's order: the lower-case hex strings, which {@link UUID#toString()} gives at a fixed width. */
    static final Comparator<UUID> BYTE_ORDER = Comparator.comparing(UUID::toString);

    static byte[] sqlServerKey(UUID id) {
        byte[] string = ByteBuffer.allocate(16).putLong(id.getMostSignificantBits()).putLong(id.getLeastSignificantBits()).array();
        byte[] key = new byte[16];
        for (int i = 0; i < 16; i++) {
            key[i] = string[SQL_SERVER_BYTES[i]];
        }
        return key;
    }

    SessionFactory sf;
    int suppliersBefore;
    int supplierCallsBefore;

    /** The database, started once per class. */
    abstract DataSource startDatabase() throws Exception;

    abstract void stopDatabase() throws Exception;

    @BeforeAll
    void buildSessionFactory() throws Exception {
        DataSource ds = startDatabase();
        suppliersBefore = CountingSupplier.INSTANCES.get();
        supplierCallsBefore = CountingSupplier.CALLS.get();
        sf = Factories.build(ds, Map.of(), V7Item.class, OtherV7Item.class, CombPostgresItem.class, CombSqlServerItem.class, SuppliedItem.class);
    }

    @AfterAll
    void close() throws Exception {
        if (sf != null) {
            sf.close();
        }
        stopDatabase();
    }

    @Test
    void v7IdsAreUniqueAndTheDatabaseSortsThemInInsertionOrder() {
        List<UUID> inserted = persistInOneTransaction(V7Item.class, V7Item::new);
        assertUniqueInDatabase("v7_item", inserted);
        assertThat(idsOrderedByDatabase("V7Item")).containsExactlyElementsOf(inserted);
    }

    @Test
    void combPostgresIdsAreUniqueAndTheDatabaseSortsThemInInsertionOrder() {
        List<UUID> inserted = persistInOneTransaction(CombPostgresItem.class, CombPostgresItem::new);
        assertUniqueInDatabase("comb_pg_item", inserted);
        assertThat(idsOrderedByDatabase("CombPostgresItem")).containsExactlyElementsOf(inserted);
    }

    @Test
    void combSqlServerIdsAreUniqueAndSortInInsertionOrderBySqlServersOrder() {
        List<UUID> inserted = persistInOneTransaction(CombSqlServerItem.class, CombSqlServerItem::new);
        assertUniqueInDatabase("comb_mssql_item", inserted);
        List<Object[]> rows = sf.fromTransaction(s -> s.createSelectionQuery("select c.id, c.seq from CombSqlServerItem c", Object[].class)
                .getResultList());
        rows.sort(Comparator.comparing(r -> (UUID) r[0], SQL_SERVER_ORDER));
        List<Long> seqs = new ArrayList<>();
        for (Object[] r : rows) {
            seqs.add((Long) r[1]);
        }
        assertThat(seqs).hasSize(ENTITIES).isSorted();
        // The same ids in byte order (PostgreSQL's, H2's) are not in insertion order: the time is at the end.
        rows.sort(Comparator.comparing(r -> (UUID) r[0], BYTE_ORDER));
        List<Long> byBytes = new ArrayList<>();
        for (Object[] r : rows) {
            byBytes.add((Long) r[1]);
        }
        assertThat(byBytes).isNotEqualTo(seqs);
    }

    @Test
    void fourConcurrentTransactionsGetUniqueIdsEachInInsertionOrder() throws Exception {
        sf.inTransaction(s -> s.createMutationQuery("delete from OtherV7Item").executeUpdate());
        CyclicBarrier start = new CyclicBarrier(THREADS);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        List<Future<List<UUID>>> futures = new ArrayList<>();
        try {
            for (int t = 0; t < THREADS; t++) {
                long base = (long) t * 1_000_000;
                futures.add(pool.submit(() -> {
                    start.await(30, TimeUnit.SECONDS);
                    return persist(OtherV7Item.class, seq -> new OtherV7Item(base + seq));
                }));
            }
            List<UUID> all = new ArrayList<>();
            for (Future<List<UUID>> f : futures) {
                List<UUID> ids = f.get(120, TimeUnit.SECONDS);
                assertThat(ids).hasSize(ENTITIES).isSortedAccordingTo(BYTE_ORDER);
                all.addAll(ids);
            }
            assertThat(new HashSet<>(all)).hasSize(THREADS * ENTITIES);
            assertUniqueInDatabase("other_v7_item", all);
            assertDistinctPositions(Factories.idGenerator(sf, OtherV7Item.class).generator().layout(), all);
        } finally {
            pool.shutdownNow();
        }
        // The database's order of each transaction's rows is the order that transaction inserted them.
        List<Long> seqs = sf.fromTransaction(s -> s.createSelectionQuery("select o.seq from OtherV7Item o order by o.id", Long.class)
                .getResultList());
        assertThat(seqs).hasSize(THREADS * ENTITIES);
        for (int t = 0; t < THREADS; t++) {
            long lo = (long) t * 1_000_000;
            List<Long> mine = seqs.stream().filter(v -> v >= lo && v < lo + ENTITIES).toList();
            assertThat(mine).hasSize(ENTITIES).isSorted();
        }
    }

    @Test
    void oneGeneratorPerLayoutShared() {
        SeqIdGenerators generators = Factories.generators(sf);
        // v7 (two entities' ids and a non-key column), comb-postgres, comb-sqlserver: three, made once each.
        assertThat(generators.byLayout()).containsOnlyKeys("v7", "comb-postgres", "comb-sqlserver");
        UuidGenerator v7 = generators.byLayout().get("v7");
        assertThat(Factories.idGenerator(sf, V7Item.class).generator()).isSameAs(v7);
        assertThat(Factories.idGenerator(sf, OtherV7Item.class).generator()).isSameAs(v7);
        assertThat(valueGenerator(V7Item.class, "ref").generator()).isSameAs(v7);
        assertThat(Factories.idGenerator(sf, CombSqlServerItem.class).generator()).isSameAs(generators.byLayout().get("comb-sqlserver"))
                .isNotSameAs(v7);
        assertThat(generators.defaultGenerator()).isSameAs(v7);
    }

    @Test
    void aSuppliersGeneratorIsMadeOnceAndServesEveryAttributeThatNamesIt() {
        List<UUID> ids = persistInOneTransaction(SuppliedItem.class, SuppliedItem::new);
        assertUniqueInDatabase("supplied_item", ids);
        assertThat(CountingSupplier.INSTANCES.get() - suppliersBefore).isEqualTo(1);
        assertThat(CountingSupplier.CALLS.get() - supplierCallsBefore).isEqualTo(1);
        UuidGenerator supplied = Factories.generators(sf).bySupplier().get(CountingSupplier.class);
        assertThat(supplied.layout().name()).isEqualTo("v8-sqlserver");
        assertThat(Factories.idGenerator(sf, SuppliedItem.class).generator()).isSameAs(supplied);
        assertThat(valueGenerator(SuppliedItem.class, "other").generator()).isSameAs(supplied);
        assertThat(ids).allSatisfy(id -> assertThat(supplied.layout().matches(id)).isTrue());
    }

    @Test
    void aNonKeyColumnIsFilledOnInsertAndKeptOnUpdate() {
        V7Item item = new V7Item(-1);
        sf.inTransaction(s -> s.persist(item));
        assertThat(item.ref).isNotNull().isNotEqualTo(item.id);
        UUID ref = item.ref;
        UUID stored = sf.fromTransaction(s -> s.find(V7Item.class, item.id).ref);
        assertThat(stored).isEqualTo(ref);
        sf.inTransaction(s -> s.find(V7Item.class, item.id).seq = -2);
        UUID afterUpdate = sf.fromTransaction(s -> s.find(V7Item.class, item.id).ref);
        assertThat(afterUpdate).isEqualTo(ref);
        sf.inTransaction(s -> s.remove(s.find(V7Item.class, item.id)));
    }

    private SeqIdHibernateGenerator valueGenerator(Class<?> entity, String attribute) {
        var persister = sf.unwrap(SessionFactoryImplementor.class).getMappingMetamodel().getEntityDescriptor(entity);
        Generator g = persister.findAttributeMapping(attribute).getGenerator();
        return (SeqIdHibernateGenerator) g;
    }

    private <T extends Item> List<UUID> persistInOneTransaction(Class<T> type, LongFunction<T> make) {
        sf.inTransaction(s -> s.createMutationQuery("delete from " + type.getSimpleName()).executeUpdate());
        return persist(type, make);
    }

    /** Persists {@link #ENTITIES} entities numbered 0.. in one transaction; their ids in insertion order. */
    private <T extends Item> List<UUID> persist(Class<T> type, LongFunction<T> make) {
        List<UUID> ids = new ArrayList<>(ENTITIES);
        sf.inTransaction(s -> {
            for (int i = 0; i < ENTITIES; i++) {
                T item = make.apply(i);
                s.persist(item);
                ids.add(item.getId());
                if ((i + 1) % Factories.BATCH_SIZE == 0) {
                    s.flush();
                    s.clear();
                }
            }
        });
        return ids;
    }

    private List<UUID> idsOrderedByDatabase(String entity) {
        return sf.fromTransaction(s -> s.createSelectionQuery("select e.id from " + entity + " e order by e.id", UUID.class).getResultList());
    }

    /**
     * The transactions share one generator, so no two of their ids may come from one generator position
     * (tick, counter). Ids built from one position differ in their random bits: the set of ids and the
     * database's unique key cannot see that bug, the set of positions can.
     */
    private static void assertDistinctPositions(UuidLayout layout, List<UUID> ids) {
        Set<List<Long>> positions = new HashSet<>();
        for (UUID id : ids) {
            positions.add(List.of(layout.tickOf(id), layout.counterOf(id)));
        }
        assertThat(positions.size()).as("generator positions (tick, counter) of the %d ids (fewer: one position went to two transactions)",
                ids.size()).isEqualTo(ids.size());
    }

    private void assertUniqueInDatabase(String table, List<UUID> inserted) {
        assertThat(inserted).doesNotContainNull().doesNotHaveDuplicates();
        Object[] counts = sf.fromTransaction(s -> s.createNativeQuery("select count(*), count(distinct id) from " + table, Object[].class)
                .getSingleResult());
        assertThat(((Number) counts[0]).longValue()).isEqualTo(inserted.size());
        assertThat(((Number) counts[1]).longValue()).isEqualTo(inserted.size());
    }
}
