package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import dev.seqid.hibernate.SeqIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import org.h2.jdbcx.JdbcDataSource;
import org.hibernate.SessionFactory;
import org.hibernate.annotations.UuidGenerator;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Hibernate blocks of docs/migrating.md: each tagged region below is copied into the page, line
 * for line (DocBlocksTest checks it). The entities are mapped on H2 and persisted, and the test
 * checks the ids each mapping made, and that the seqid ids sort after the ones made before.
 */
class MigratingHibernateSnippetsTest {

    @Entity(name = "InvoiceBeforeV7")
    @Table(name = "invoice_before_v7")
    static class InvoiceBeforeV7 {
        // tag::hibernate-v7-before[]
        @Id
        @UuidGenerator(style = UuidGenerator.Style.VERSION_7)
        UUID id;
        // end::hibernate-v7-before[]
    }

    @Entity(name = "InvoiceBeforeJpa")
    @Table(name = "invoice_before_jpa")
    static class InvoiceBeforeJpa {
        // tag::jpa-uuid-before[]
        @Id
        @GeneratedValue(strategy = GenerationType.UUID)
        UUID id;
        // end::jpa-uuid-before[]
    }

    @Entity(name = "InvoiceAfter")
    @Table(name = "invoice_after")
    static class InvoiceAfter {
        // tag::hibernate-after[]
        @Id
        @SeqIdGenerated
        UUID id;
        // end::hibernate-after[]
    }

    private static SessionFactory sessionFactory;

    @BeforeAll
    static void start() {
        JdbcDataSource dataSource = new JdbcDataSource();
        dataSource.setURL("jdbc:h2:mem:migrating-docs;DB_CLOSE_DELAY=-1");
        Map<String, Object> settings = new HashMap<>();
        settings.put(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, dataSource);
        settings.put(AvailableSettings.HBM2DDL_AUTO, "create-drop");
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(settings).build();
        sessionFactory = new MetadataSources(registry)
                .addAnnotatedClass(InvoiceBeforeV7.class)
                .addAnnotatedClass(InvoiceBeforeJpa.class)
                .addAnnotatedClass(InvoiceAfter.class)
                .buildMetadata()
                .buildSessionFactory();
    }

    @AfterAll
    static void stop() {
        sessionFactory.close();
    }

    private static <T> T persisted(T entity) {
        sessionFactory.inTransaction(session -> session.persist(entity));
        return entity;
    }

    @Test
    void hibernatesVersion7IdsThenSeqidsSortInTheOrderTheyWereMade() throws InterruptedException {
        UUID before = persisted(new InvoiceBeforeV7()).id;
        Thread.sleep(2);
        UUID after = persisted(new InvoiceAfter()).id;

        assertThat(before.version()).isEqualTo(7);
        assertThat(after.version()).isEqualTo(7);
        assertThat(UuidOrder.UNSIGNED.compare(before, after)).isNegative();
        assertThat(UuidLayout.v7().instantOf(after)).isAfter(UuidLayout.v7().instantOf(before));
    }

    @Test
    void theJpaUuidStrategyMakesRandomIds() {
        UUID before = persisted(new InvoiceBeforeJpa()).id;

        assertThat(before.version()).as("GenerationType.UUID: Hibernate's random (version 4) ids").isEqualTo(4);
    }
}
