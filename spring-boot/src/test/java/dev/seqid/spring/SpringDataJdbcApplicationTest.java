package dev.seqid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import dev.seqid.spring.data.Ticket;
import dev.seqid.spring.data.Tickets;
import java.util.List;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurationPackage;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.data.jdbc.autoconfigure.DataJdbcRepositoriesAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceTransactionManagerAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * An application as a user writes it: Spring Boot's Spring Data JDBC set-up, seqid's
 * auto-configuration, an entity with {@code @SeqIdOnSave} and its repository, no seqid code. Its
 * saves get ids of the starter's generator, in order (H2).
 */
class SpringDataJdbcApplicationTest {

    @Configuration(proxyBeanMethods = false)
    @AutoConfigurationPackage(basePackageClasses = Ticket.class)
    static class Application {
    }

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(DataSourceAutoConfiguration.class, DataSourceTransactionManagerAutoConfiguration.class,
                    JdbcTemplateAutoConfiguration.class, DataJdbcRepositoriesAutoConfiguration.class, SeqIdAutoConfiguration.class,
                    SeqIdSpringDataAutoConfiguration.class))
            .withPropertyValues("spring.datasource.url=jdbc:h2:mem:seqid-spring-data-jdbc;DB_CLOSE_DELAY=-1")
            .withUserConfiguration(Application.class);

    @Test
    void savesGetTheStartersIdsInOrder() {
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            JdbcTemplate sql = context.getBean(JdbcTemplate.class);
            sql.execute("CREATE TABLE ticket (id UUID PRIMARY KEY, title VARCHAR(100) NOT NULL)");
            List<String> titles = IntStream.range(0, 200).mapToObj(i -> "ticket " + i).toList();

            List<Ticket> saved = context.getBean(Tickets.class).saveAll(titles.stream().map(t -> new Ticket(null, t)).toList());
            UUID next = context.getBean(UuidGenerator.class).next();

            assertThat(saved).allSatisfy(t -> assertThat(t.id().compareTo(next)).as("made by the starter's generator").isNegative());
            assertThat(sql.queryForList("SELECT title FROM ticket ORDER BY id", String.class)).containsExactlyElementsOf(titles);
        });
    }
}
