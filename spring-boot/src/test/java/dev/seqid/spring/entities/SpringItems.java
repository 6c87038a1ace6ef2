package dev.seqid.spring.entities;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.hibernate.SeqIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/** Entities of the Spring Boot JPA test. */
public final class SpringItems {

    private SpringItems() {
    }

    /** Id from the SessionFactory's default generator: the Spring bean. */
    @Entity(name = "DefaultThing")
    public static class DefaultThing {
        @Id
        @SeqIdGenerated
        public UUID id;
    }

    /** Id of layout comb-sqlserver: the Spring bean when its layout is comb-sqlserver. */
    @Entity(name = "SqlServerThing")
    public static class SqlServerThing {
        @Id
        @SeqIdGenerated(layout = "comb-sqlserver")
        public UUID id;
    }

    /** Id of layout v7: a generator of its own when the bean's layout is another. */
    @Entity(name = "V7Thing")
    public static class V7Thing {
        @Id
        @SeqIdGenerated(layout = "v7")
        public UUID id;
    }

    /** Id from {@link ClockedSupplier}, which Hibernate gets from Spring (its constructor takes a bean). */
    @Entity(name = "SuppliedThing")
    public static class SuppliedThing {
        @Id
        @SeqIdGenerated(supplier = ClockedSupplier.class)
        public UUID id;
    }

    /** A supplier with a dependency: only a bean container can make it. */
    public static class ClockedSupplier implements Supplier<UuidGenerator> {
        public static final AtomicInteger CALLS = new AtomicInteger();
        private final SettableClockSource clock;

        public ClockedSupplier(SettableClockSource clock) {
            this.clock = clock;
        }

        @Override
        public UuidGenerator get() {
            CALLS.incrementAndGet();
            return UuidGenerator.builder().layout(UuidLayout.v8SqlServer()).clock(clock).build();
        }
    }
}
