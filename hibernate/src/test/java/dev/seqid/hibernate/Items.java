package dev.seqid.hibernate;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.Table;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/** The test entities: each has the insertion number {@code seq} its test gives it. */
final class Items {

    private Items() {
    }

    /** An entity of the tests: a UUID id made by seqid and the order in which the test persisted it. */
    @MappedSuperclass
    abstract static class Item {
        long seq;

        Item() {
        }

        Item(long seq) {
            this.seq = seq;
        }

        public abstract UUID getId();

        public long getSeq() {
            return seq;
        }
    }

    @Entity(name = "V7Item")
    @Table(name = "v7_item")
    static class V7Item extends Item {
        @Id
        @SeqIdGenerated(layout = "v7")
        UUID id;
        /** A non-key column from the default generator (v7 here, so the same generator as the id). */
        @SeqIdGenerated
        @Column(name = "ref")
        UUID ref;

        V7Item() {
        }

        V7Item(long seq) {
            super(seq);
        }

        @Override
        public UUID getId() {
            return id;
        }
    }

    @Entity(name = "OtherV7Item")
    @Table(name = "other_v7_item")
    static class OtherV7Item extends Item {
        @Id
        @SeqIdGenerated(layout = "v7")
        UUID id;

        OtherV7Item() {
        }

        OtherV7Item(long seq) {
            super(seq);
        }

        @Override
        public UUID getId() {
            return id;
        }
    }

    @Entity(name = "CombPostgresItem")
    @Table(name = "comb_pg_item")
    static class CombPostgresItem extends Item {
        @Id
        @SeqIdGenerated(layout = "comb-postgres")
        UUID id;

        CombPostgresItem() {
        }

        CombPostgresItem(long seq) {
            super(seq);
        }

        @Override
        public UUID getId() {
            return id;
        }
    }

    @Entity(name = "CombSqlServerItem")
    @Table(name = "comb_mssql_item")
    static class CombSqlServerItem extends Item {
        @Id
        @SeqIdGenerated(layout = "comb-sqlserver")
        UUID id;

        CombSqlServerItem() {
        }

        CombSqlServerItem(long seq) {
            super(seq);
        }

        @Override
        public UUID getId() {
            return id;
        }
    }

    /** Id and a second column from {@link CountingSupplier}. */
    @Entity(name = "SuppliedItem")
    @Table(name = "supplied_item")
    static class SuppliedItem extends Item {
        @Id
        @SeqIdGenerated(supplier = CountingSupplier.class)
        UUID id;
        @SeqIdGenerated(supplier = CountingSupplier.class, layout = "v8-sqlserver")
        @Column(name = "other")
        UUID other;

        SuppliedItem() {
        }

        SuppliedItem(long seq) {
            super(seq);
        }

        @Override
        public UUID getId() {
            return id;
        }
    }

    /** A v8-sqlserver generator with a short lead; counts its instances and calls. */
    public static final class CountingSupplier implements Supplier<UuidGenerator> {
        static final AtomicInteger INSTANCES = new AtomicInteger();
        static final AtomicInteger CALLS = new AtomicInteger();

        public CountingSupplier() {
            INSTANCES.incrementAndGet();
        }

        @Override
        public UuidGenerator get() {
            CALLS.incrementAndGet();
            return UuidGenerator.builder().layout(UuidLayout.v8SqlServer()).maxLead(java.time.Duration.ofMillis(100)).build();
        }
    }

    /** Id from {@link MonitorCheckingSupplier}. */
    @Entity(name = "MonitorCheckedItem")
    @Table(name = "monitor_checked_item")
    static class MonitorCheckedItem {
        @Id
        @SeqIdGenerated(supplier = MonitorCheckingSupplier.class)
        UUID id;
    }

    /**
     * Records, while Hibernate's bean container makes it and while its {@code get()} runs, the
     * monitors of seqid and of {@code ConcurrentHashMap} that the thread holds: user code must run
     * under none of them.
     */
    public static final class MonitorCheckingSupplier implements Supplier<UuidGenerator> {
        static final java.util.List<String> HELD = new java.util.concurrent.CopyOnWriteArrayList<>();

        public MonitorCheckingSupplier() {
            HELD.addAll(MonitorsHeld.seqidOrConcurrentMap());
        }

        @Override
        public UuidGenerator get() {
            HELD.addAll(MonitorsHeld.seqidOrConcurrentMap());
            return UuidGenerator.builder().build();
        }
    }

    // ------------------------------------------------------------------ mappings that must fail

    @Entity(name = "StringIdItem")
    @Table(name = "string_id_item")
    static class StringIdItem {
        @Id
        @SeqIdGenerated
        String id;
    }

    @Entity(name = "UnknownLayoutItem")
    @Table(name = "unknown_layout_item")
    static class UnknownLayoutItem {
        @Id
        @SeqIdGenerated(layout = "v9")
        UUID id;
    }

    @Entity(name = "MismatchItem")
    @Table(name = "mismatch_item")
    static class MismatchItem {
        @Id
        @SeqIdGenerated(layout = "v7", supplier = CountingSupplier.class)
        UUID id;
    }

    /** A supplier Hibernate cannot instantiate (no no-argument constructor). */
    public static final class NoDefaultConstructorSupplier implements Supplier<UuidGenerator> {
        public NoDefaultConstructorSupplier(String unused) {
        }

        @Override
        public UuidGenerator get() {
            return UuidGenerator.builder().build();
        }
    }

    @Entity(name = "BadSupplierItem")
    @Table(name = "bad_supplier_item")
    static class BadSupplierItem {
        @Id
        @SeqIdGenerated(supplier = NoDefaultConstructorSupplier.class)
        UUID id;
    }

    /** A default-generator id; with {@link SeqIdSettings#GENERATOR} set, from the configured generator. */
    @Entity(name = "DefaultItem")
    @Table(name = "default_item")
    static class DefaultItem extends Item {
        @Id
        @SeqIdGenerated
        UUID id;

        DefaultItem() {
        }

        DefaultItem(long seq) {
            super(seq);
        }

        @Override
        public UUID getId() {
            return id;
        }
    }
}
