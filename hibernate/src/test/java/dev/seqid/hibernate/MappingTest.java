package dev.seqid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import dev.seqid.hibernate.Items.BadSupplierItem;
import dev.seqid.hibernate.Items.CombSqlServerItem;
import dev.seqid.hibernate.Items.DefaultItem;
import dev.seqid.hibernate.Items.MismatchItem;
import dev.seqid.hibernate.Items.MonitorCheckedItem;
import dev.seqid.hibernate.Items.MonitorCheckingSupplier;
import dev.seqid.hibernate.Items.StringIdItem;
import dev.seqid.hibernate.Items.UnknownLayoutItem;
import dev.seqid.hibernate.Items.V7Item;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.h2.jdbcx.JdbcDataSource;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/** Start-up: mistakes fail with a message naming the attribute; the configured default generator. */
class MappingTest {

    private static JdbcDataSource h2(String name) {
        JdbcDataSource ds = new JdbcDataSource();
        ds.setURL("jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1");
        return ds;
    }

    @Test
    void aNonUuidAttributeFailsTheStart() {
        assertThatThrownBy(() -> Factories.build(h2("string-id"), Map.of(), StringIdItem.class))
                .hasStackTraceContaining("@SeqIdGenerated on dev.seqid.hibernate.Items$StringIdItem.id")
                .hasStackTraceContaining("must be a java.util.UUID, but it is java.lang.String");
    }

    @Test
    void anUnknownLayoutFailsTheStartNamingTheKnownOnes() {
        assertThatThrownBy(() -> Factories.build(h2("unknown-layout"), Map.of(), UnknownLayoutItem.class))
                .hasStackTraceContaining("@SeqIdGenerated on dev.seqid.hibernate.Items$UnknownLayoutItem.id")
                .hasStackTraceContaining("unknown layout 'v9'; known layouts: " + String.join(", ", UuidLayout.names()));
    }

    @Test
    void aLayoutThatContradictsTheSuppliersFailsTheStart() {
        assertThatThrownBy(() -> Factories.build(h2("mismatch"), Map.of(), MismatchItem.class))
                .hasStackTraceContaining("@SeqIdGenerated on dev.seqid.hibernate.Items$MismatchItem.id: layout 'v7' is named, but the supplier")
                .hasStackTraceContaining("makes a generator of layout 'v8-sqlserver'; name 'v8-sqlserver' or no layout");
    }

    /** Hibernate's bean container makes the supplier and its {@code get()} runs under no monitor of seqid's. */
    @Test
    void aSupplierIsMadeAndAskedUnderNoLockOfSeqids() {
        MonitorCheckingSupplier.HELD.clear();
        try (SessionFactory sf = Factories.build(h2("monitor-checked"), Map.of(), MonitorCheckedItem.class)) {
            assertThat(Factories.generators(sf).bySupplier()).containsOnlyKeys(MonitorCheckingSupplier.class);
            assertThat(MonitorCheckingSupplier.HELD).isEmpty();
        }
    }

    @Test
    void aSupplierThatCannotBeMadeFailsTheStart() {
        assertThatThrownBy(() -> Factories.build(h2("bad-supplier"), Map.of(), BadSupplierItem.class))
                .hasStackTraceContaining("@SeqIdGenerated on dev.seqid.hibernate.Items$BadSupplierItem.id: seqid could not make the generator supplier")
                .hasStackTraceContaining("NoDefaultConstructorSupplier");
    }

    @Test
    void aSettingThatIsNotAGeneratorFailsTheStart() {
        assertThatThrownBy(() -> Factories.build(h2("bad-setting"), Map.of(SeqIdSettings.GENERATOR, "v7"), DefaultItem.class))
                .hasStackTraceContaining("setting seqid.hibernate.generator must be a dev.seqid.UuidGenerator instance, got java.lang.String");
    }

    /**
     * A configured generator serves the attributes without a layout and those naming its layout;
     * other layouts still get their own. Its clock is set to 2100, so its ids are recognisable.
     */
    @Test
    void theConfiguredGeneratorServesTheDefaultAndItsOwnLayout() {
        Instant future = Instant.parse("2100-01-01T00:00:00Z");
        UuidGenerator configured = UuidGenerator.builder().layout(UuidLayout.combSqlServer()).clock(new SettableClockSource(future)).build();
        try (SessionFactory sf = Factories.build(h2("configured"), Map.of(SeqIdSettings.GENERATOR, configured), DefaultItem.class,
                CombSqlServerItem.class, V7Item.class)) {
            SeqIdGenerators generators = Factories.generators(sf);
            assertThat(generators.defaultGenerator()).isSameAs(configured);
            assertThat(Factories.idGenerator(sf, DefaultItem.class).generator()).isSameAs(configured);
            assertThat(Factories.idGenerator(sf, CombSqlServerItem.class).generator()).isSameAs(configured);
            assertThat(Factories.idGenerator(sf, V7Item.class).generator()).isNotSameAs(configured).isSameAs(generators.byLayout().get("v7"));
            assertThat(generators.byLayout()).containsOnlyKeys("v7");

            List<UUID> ids = new ArrayList<>();
            sf.inTransaction(s -> {
                for (int i = 0; i < 100; i++) {
                    DefaultItem d = new DefaultItem(i);
                    s.persist(d);
                    ids.add(d.id);
                }
            });
            assertThat(ids).isSortedAccordingTo(UuidOrder.SQL_SERVER).doesNotHaveDuplicates()
                    .allSatisfy(id -> assertThat(UuidLayout.combSqlServer().instantOf(id)).isBetween(future, future.plusSeconds(1)));
        }
    }
}
