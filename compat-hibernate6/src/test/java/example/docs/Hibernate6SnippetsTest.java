package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;
import org.hibernate.SessionFactory;
import org.hibernate.Version;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;

/**
 * The code docs/compatibility.md gives Hibernate 6 and Spring Boot 3 users ({@link SeqIdV7},
 * {@link SeqIdV7Generator}, {@link IdConfiguration} and the entity's id below), run on Hibernate ORM
 * 6.6 against H2 and embedded PostgreSQL 18: the ids Hibernate stores are version 7 ids of the one
 * generator, and increase in the order the entities were persisted, in Java's unsigned order and in
 * the database's own {@code order by id}.
 */
class Hibernate6SnippetsTest {

    @Entity(name = "Invoice")
    @Table(name = "invoice")
    static class Invoice {
        // tag::entity[]
        @Id
        @SeqIdV7
        UUID id;
        // end::entity[]
    }

    enum Database {
        H2, POSTGRESQL_18
    }

    private static EmbeddedPostgres postgres;
    private static final Map<Database, SessionFactory> SESSION_FACTORIES = new HashMap<>();

    @BeforeAll
    static void start() throws IOException {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:hibernate6;DB_CLOSE_DELAY=-1");
        SESSION_FACTORIES.put(Database.H2, sessionFactory(h2));
        postgres = EmbeddedPostgres.builder().start();
        SESSION_FACTORIES.put(Database.POSTGRESQL_18, sessionFactory(postgres.getPostgresDatabase()));
    }

    static SessionFactory sessionFactory(DataSource dataSource, Class<?>... entities) {
        Map<String, Object> settings = new HashMap<>();
        settings.put(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, dataSource);
        settings.put(AvailableSettings.HBM2DDL_AUTO, "create-drop");
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(settings).build();
        MetadataSources sources = new MetadataSources(registry).addAnnotatedClass(Invoice.class);
        for (Class<?> entity : entities) {
            sources.addAnnotatedClass(entity);
        }
        return sources.buildMetadata().buildSessionFactory();
    }

    @AfterAll
    static void stop() throws IOException {
        SESSION_FACTORIES.values().forEach(SessionFactory::close);
        if (postgres != null) {
            postgres.close();
        }
    }

    @Test
    void theModuleRunsOnHibernate66() {
        assertThat(Version.getVersionString()).startsWith("6.6.");
    }

    @ParameterizedTest
    @EnumSource(Database.class)
    void persistedEntitiesGetVersion7IdsThatIncreaseInTheOrderPersistedAlsoInTheDatabasesOrder(Database database) {
        SessionFactory sessions = SESSION_FACTORIES.get(database);
        Instant before = Instant.now().minusMillis(1);
        List<UUID> made = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            Invoice invoice = new Invoice();
            sessions.inTransaction(session -> session.persist(invoice));
            made.add(invoice.id);
        }
        sessions.inTransaction(session -> {
            List<Invoice> batch = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
                Invoice invoice = new Invoice();
                session.persist(invoice);
                batch.add(invoice);
            }
            batch.forEach(invoice -> made.add(invoice.id));
        });
        Instant after = Instant.now().plusMillis(1);

        assertThat(made).hasSize(250).doesNotHaveDuplicates().allSatisfy(id -> {
            assertThat(id.version()).isEqualTo(7);
            assertThat(id.variant()).isEqualTo(2);
            assertThat(UuidLayout.v7().instantOf(id)).isBetween(before, after);
        });
        assertThat(made).isSortedAccordingTo(UuidOrder.UNSIGNED);
        List<UUID> stored = sessions.fromTransaction(session -> session.createNativeQuery("select id from invoice order by id", UUID.class)
                .getResultList());
        assertThat(stored).as("the database's order of the stored ids").containsSubsequence(made);
    }

    /**
     * The bean is the generator of the entities' ids, so ids made in code and ids Hibernate makes
     * come from one generator and sort together; closing the context stops nothing of it (Spring
     * finds no close or shutdown method on a {@code UuidGenerator}).
     */
    @Test
    void theBeanIsTheGeneratorOfTheEntitiesIdsAndOutlivesItsContext() {
        UuidGenerator bean;
        try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext(IdConfiguration.class)) {
            bean = context.getBean(UuidGenerator.class);
        }
        assertThat(bean).isSameAs(SeqIdV7Generator.IDS);

        UUID inCode = bean.next();
        Invoice invoice = new Invoice();
        SESSION_FACTORIES.get(Database.H2).inTransaction(session -> session.persist(invoice));
        UUID afterIt = bean.next();

        assertThat(UuidOrder.UNSIGNED.compare(inCode, invoice.id)).isNegative();
        assertThat(UuidOrder.UNSIGNED.compare(invoice.id, afterIt)).isNegative();
    }
}
