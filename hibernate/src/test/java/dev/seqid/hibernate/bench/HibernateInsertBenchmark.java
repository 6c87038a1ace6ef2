package dev.seqid.hibernate.bench;

import dev.seqid.hibernate.SeqIdGenerated;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.function.LongFunction;
import org.hibernate.SessionFactory;
import org.hibernate.annotations.UuidGenerator;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;

/**
 * Persisting through Hibernate with seqid's {@code @SeqIdGenerated} against Hibernate's own
 * {@code @UuidGenerator(style = VERSION_7)}, on embedded PostgreSQL 18: a timed loop, not JMH.
 *
 * <p>Each round persists {@code N} entities of one kind in one transaction (JDBC batches of
 * {@value #BATCH}, flushed and cleared after each batch), into a table truncated before the round.
 * Rounds alternate between the two kinds so that drift on a shared machine hits both. Reported per
 * kind: the median rows per second over the measured rounds, and the median time spent in
 * {@code persist()} calls per entity (the id is generated there; the rest of the round is the
 * flushes, i.e. the JDBC inserts). Run with {@code hibernate/run-insert-benchmark.sh [N] [rounds]}.
 */
public final class HibernateInsertBenchmark {

    static final int BATCH = 100;

    @Entity(name = "SeqIdRow")
    @Table(name = "seqid_row")
    public static class SeqIdRow {
        @Id
        @SeqIdGenerated
        UUID id;
        long n;
        String payload;
    }

    @Entity(name = "HibernateV7Row")
    @Table(name = "hibernate_v7_row")
    public static class HibernateV7Row {
        @Id
        @UuidGenerator(style = UuidGenerator.Style.VERSION_7)
        UUID id;
        long n;
        String payload;
    }

    private HibernateInsertBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        int warmup = 3;
        System.out.printf(Locale.ROOT, "%d entities per round, %d warm-up + %d measured rounds per kind, JDBC batch %d, Java %s, %d CPUs%n", n,
                warmup, rounds, BATCH, System.getProperty("java.version"), Runtime.getRuntime().availableProcessors());
        try (EmbeddedPostgres pg = EmbeddedPostgres.builder().start()) {
            Map<String, Object> settings = new HashMap<>();
            settings.put(AvailableSettings.JAKARTA_JDBC_URL, pg.getJdbcUrl("postgres", "postgres") + "&reWriteBatchedInserts=true");
            settings.put(AvailableSettings.HBM2DDL_AUTO, "create-drop");
            settings.put(AvailableSettings.STATEMENT_BATCH_SIZE, BATCH);
            settings.put(AvailableSettings.ORDER_INSERTS, true);
            settings.put(AvailableSettings.POOL_SIZE, 2);
            var registry = new StandardServiceRegistryBuilder().applySettings(settings).build();
            try (SessionFactory sf = new MetadataSources(registry).addAnnotatedClass(SeqIdRow.class).addAnnotatedClass(HibernateV7Row.class)
                    .buildMetadata().buildSessionFactory()) {
                Kind seqid = new Kind("seqid @SeqIdGenerated (v7)", "SeqIdRow", "seqid_row", i -> {
                    SeqIdRow r = new SeqIdRow();
                    r.n = i;
                    r.payload = "row";
                    return r;
                });
                Kind hibernate = new Kind("Hibernate @UuidGenerator(VERSION_7)", "HibernateV7Row", "hibernate_v7_row", i -> {
                    HibernateV7Row r = new HibernateV7Row();
                    r.n = i;
                    r.payload = "row";
                    return r;
                });
                for (int r = 0; r < warmup + rounds; r++) {
                    for (Kind k : r % 2 == 0 ? List.of(seqid, hibernate) : List.of(hibernate, seqid)) {
                        k.round(sf, n, r >= warmup);
                    }
                }
                System.out.printf(Locale.ROOT, "%-38s %14s %22s %s%n", "generator", "rows/s (median)", "persist() ns/entity", "rows/s per round");
                for (Kind k : List.of(seqid, hibernate)) {
                    System.out.printf(Locale.ROOT, "%-38s %14.0f %22.0f %s%n", k.name, median(k.rowsPerSecond), median(k.persistNanosPerEntity),
                            k.rowsPerSecond.stream().map(v -> String.format(Locale.ROOT, "%.0f", v)).toList());
                }
            }
        }
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int m = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(m) : (sorted.get(m - 1) + sorted.get(m)) / 2;
    }

    private static final class Kind {
        final String name;
        final String entity;
        final String table;
        final LongFunction<Object> make;
        final List<Double> rowsPerSecond = new ArrayList<>();
        final List<Double> persistNanosPerEntity = new ArrayList<>();

        Kind(String name, String entity, String table, LongFunction<Object> make) {
            this.name = name;
            this.entity = entity;
            this.table = table;
            this.make = make;
        }

        void round(SessionFactory sf, int n, boolean measured) {
            sf.inTransaction(s -> s.createNativeMutationQuery("truncate table " + table).executeUpdate());
            long[] persistNanos = new long[1];
            long start = System.nanoTime();
            sf.inTransaction(s -> {
                for (int i = 0; i < n; i++) {
                    Object row = make.apply(i);
                    long t0 = System.nanoTime();
                    s.persist(row);
                    persistNanos[0] += System.nanoTime() - t0;
                    if ((i + 1) % BATCH == 0) {
                        s.flush();
                        s.clear();
                    }
                }
            });
            long elapsed = System.nanoTime() - start;
            long stored = sf.fromTransaction(s -> s.createSelectionQuery("select count(e) from " + entity + " e", Long.class).getSingleResult());
            if (stored != n) {
                throw new IllegalStateException(entity + ": " + stored + " rows stored, " + n + " persisted");
            }
            if (measured) {
                rowsPerSecond.add(n * 1e9 / elapsed);
                persistNanosPerEntity.add((double) persistNanos[0] / n);
            }
        }
    }
}
