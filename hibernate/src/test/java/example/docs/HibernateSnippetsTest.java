package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import dev.seqid.hibernate.SeqIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.h2.jdbcx.JdbcDataSource;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import org.junit.jupiter.api.Test;

/**
 * The Hibernate code blocks of README.md and docs/hibernate.md, as a user copies them (only the
 * imports added), persisted by a SessionFactory on H2; the build checks that the pages show exactly
 * these regions (dev.seqid.DocBlocksTest).
 */
class HibernateSnippetsTest {

    @Test
    void theEntitiesOfTheDocsGetTheirIdsOnPersist() {
        JdbcDataSource dataSource = new JdbcDataSource();
        dataSource.setURL("jdbc:h2:mem:seqid-docs;DB_CLOSE_DELAY=-1");
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder()
                .applySettings(Map.of(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, dataSource, AvailableSettings.HBM2DDL_AUTO, "create-drop"))
                .build();
        try (SessionFactory sessions = new MetadataSources(registry).addAnnotatedClass(PurchaseOrder.class).addAnnotatedClass(Invoice.class)
                .buildMetadata().buildSessionFactory()) {
            List<PurchaseOrder> orders = new ArrayList<>();
            List<Invoice> invoices = new ArrayList<>();
            sessions.inTransaction(session -> {
                for (int i = 0; i < 100; i++) {
                    PurchaseOrder order = new PurchaseOrder();
                    Invoice invoice = new Invoice();
                    session.persist(order);
                    session.persist(invoice);
                    orders.add(order);
                    invoices.add(invoice);
                }
            });

            for (int i = 1; i < orders.size(); i++) {
                assertThat(UuidOrder.SQL_SERVER.compare(orders.get(i - 1).id, orders.get(i).id)).isNegative();
                assertThat(UuidOrder.UNSIGNED.compare(orders.get(i - 1).publicRef, orders.get(i).publicRef)).isNegative();
                assertThat(UuidOrder.UNSIGNED.compare(invoices.get(i - 1).id, invoices.get(i).id)).isNegative();
            }
            assertThat(UuidLayout.combSqlServer().instantOf(orders.get(0).id)).isNotNull();
            assertThat(UuidLayout.v7().instantOf(invoices.get(0).id)).isNotNull();
            Long stored = sessions.fromTransaction(session -> session.createQuery("select count(distinct o.id) from PurchaseOrder o", Long.class)
                    .getSingleResult());
            assertThat(stored).isEqualTo(100);
        }
    }
}

// tag::entity[]
@Entity
class PurchaseOrder {                                  // not "Order": ORDER is a reserved word in SQL
    @Id @SeqIdGenerated(layout = "comb-sqlserver")    // any name of UuidLayout.names(); no @GeneratedValue
    UUID id;

    @SeqIdGenerated                                   // a non-key UUID column, filled on insert
    UUID publicRef;
}
// end::entity[]

// tag::supplier-entity[]
@Entity
class Invoice {
    @Id @SeqIdGenerated(supplier = OrderIds.class)    // other settings: your own generator
    UUID id;
}
// end::supplier-entity[]
