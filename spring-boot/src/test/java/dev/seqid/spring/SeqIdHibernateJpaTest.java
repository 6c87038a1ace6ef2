package dev.seqid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.testing.SettableClockSource;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import dev.seqid.hibernate.SeqIdGenerators;
import dev.seqid.spring.entities.SpringItems;
import dev.seqid.spring.entities.SpringItems.ClockedSupplier;
import dev.seqid.spring.entities.SpringItems.DefaultThing;
import dev.seqid.spring.entities.SpringItems.SqlServerThing;
import dev.seqid.spring.entities.SpringItems.SuppliedThing;
import dev.seqid.spring.entities.SpringItems.V7Thing;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.persistence.autoconfigure.EntityScan;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.transaction.autoconfigure.TransactionAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Spring Boot's JPA with Hibernate on H2: {@code @SeqIdGenerated} ids come from the application's
 * generator bean when the layout matches (or none is named), from a generator per layout when not,
 * and from a supplier Spring makes.
 */
class SeqIdHibernateJpaTest {

    static final Instant YEAR_2100 = Instant.parse("2100-01-01T00:00:00Z");
    static final Instant YEAR_2200 = Instant.parse("2200-01-01T00:00:00Z");

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SeqIdAutoConfiguration.class, SeqIdHibernateAutoConfiguration.class,
                    DataSourceAutoConfiguration.class, HibernateJpaAutoConfiguration.class, TransactionAutoConfiguration.class))
            .withUserConfiguration(JpaApp.class)
            .withPropertyValues("spring.datasource.url=jdbc:h2:mem:seqid-spring;DB_CLOSE_DELAY=-1", "spring.jpa.hibernate.ddl-auto=create-drop");

    @Configuration(proxyBeanMethods = false)
    @EntityScan(basePackageClasses = SpringItems.class)
    static class JpaApp {
        @Bean
        SettableClockSource supplierClock() {
            return new SettableClockSource(YEAR_2200);
        }
    }

    /** The application's generator, its clock at 2100 so that its ids are recognisable. */
    @Configuration(proxyBeanMethods = false)
    static class Clocked2100Generator {
        @Bean
        UuidGenerator uuidGenerator() {
            return UuidGenerator.builder().layout(UuidLayout.combSqlServer()).clock(new SettableClockSource(YEAR_2100)).build();
        }
    }

    @Test
    void theBeanServesTheDefaultAndItsLayoutOthersGetTheirOwn() {
        runner.withUserConfiguration(Clocked2100Generator.class).run(context -> {
            assertThat(context).hasNotFailed();
            UuidGenerator bean = context.getBean(UuidGenerator.class);
            EntityManagerFactory emf = context.getBean(EntityManagerFactory.class);
            SeqIdGenerators generators = emf.unwrap(SessionFactoryImplementor.class).getServiceRegistry().requireService(SeqIdGenerators.class);
            assertThat(generators.defaultGenerator()).isSameAs(bean);
            assertThat(generators.forLayout("comb-sqlserver")).isSameAs(bean);
            assertThat(generators.byLayout()).containsOnlyKeys("v7");

            List<UUID> defaults = persist(emf, 50, DefaultThing::new, t -> t.id);
            List<UUID> sqlServer = persist(emf, 50, SqlServerThing::new, t -> t.id);
            List<UUID> v7 = persist(emf, 50, V7Thing::new, t -> t.id);
            UuidLayout comb = UuidLayout.combSqlServer();
            List<UUID> fromBean = new ArrayList<>(defaults);
            fromBean.addAll(sqlServer);
            assertThat(fromBean).doesNotHaveDuplicates().isSortedAccordingTo(UuidOrder.SQL_SERVER)
                    .allSatisfy(id -> assertThat(comb.instantOf(id)).isBetween(YEAR_2100, YEAR_2100.plusSeconds(1)));
            assertThat(v7).allSatisfy(id -> {
                assertThat(UuidLayout.v7().matches(id)).isTrue();
                assertThat(UuidLayout.v7().instantOf(id)).isBefore(YEAR_2100);
            });
        });
    }

    @Test
    void thePropertiesGeneratorIsTheDefault() {
        runner.withPropertyValues("seqid.layout=comb-sqlserver").run(context -> {
            UuidGenerator bean = context.getBean(UuidGenerator.class);
            EntityManagerFactory emf = context.getBean(EntityManagerFactory.class);
            SeqIdGenerators generators = emf.unwrap(SessionFactoryImplementor.class).getServiceRegistry().requireService(SeqIdGenerators.class);
            assertThat(generators.defaultGenerator()).isSameAs(bean);
            assertThat(bean.layout()).isSameAs(UuidLayout.combSqlServer());
            List<UUID> ids = persist(emf, 20, DefaultThing::new, t -> t.id);
            assertThat(ids).isSortedAccordingTo(UuidOrder.SQL_SERVER).allSatisfy(id -> assertThat(UuidLayout.combSqlServer().matches(id)).isTrue());
        });
    }

    @Test
    void aSupplierIsMadeBySpringWithItsDependenciesAndCalledOnce() {
        int before = ClockedSupplier.CALLS.get();
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            List<UUID> ids = persist(context.getBean(EntityManagerFactory.class), 50, SuppliedThing::new, t -> t.id);
            assertThat(ids).doesNotHaveDuplicates().isSortedAccordingTo(UuidOrder.SQL_SERVER).allSatisfy(id -> {
                assertThat(UuidLayout.v8SqlServer().matches(id)).isTrue();
                assertThat(UuidLayout.v8SqlServer().instantOf(id)).isBetween(YEAR_2200, YEAR_2200.plusSeconds(1));
            });
            assertThat(ClockedSupplier.CALLS.get() - before).isEqualTo(1);
        });
    }

    private static <T> List<UUID> persist(EntityManagerFactory emf, int n, java.util.function.Supplier<T> make, java.util.function.Function<T, UUID> id) {
        List<UUID> ids = new ArrayList<>();
        EntityManager em = emf.createEntityManager();
        try {
            em.getTransaction().begin();
            for (int i = 0; i < n; i++) {
                T t = make.get();
                em.persist(t);
                ids.add(id.apply(t));
            }
            em.getTransaction().commit();
            Long stored = em.createQuery("select count(e) from " + em.getMetamodel().entity(make.get().getClass()).getName() + " e", Long.class)
                    .getSingleResult();
            assertThat(stored).isGreaterThanOrEqualTo(n);
        } finally {
            em.close();
        }
        return ids;
    }

}
