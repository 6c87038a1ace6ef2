package example.docs;

import javax.sql.DataSource;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.ClockStepBack;
import dev.seqid.EntropySource;
import dev.seqid.OverflowPolicy;
import dev.seqid.StripedUuidGenerator;
import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.UuidOrder;
import dev.seqid.spring.SeqIdAutoConfiguration;
import dev.seqid.spring.SeqIdProperties;
import dev.seqid.spring.UuidGeneratorBuilderCustomizer;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.properties.bind.BindHandler;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.handler.NoUnboundElementsBindHandler;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.boot.env.PropertiesPropertySourceLoader;
import org.springframework.boot.env.PropertySourceLoader;
import org.springframework.boot.env.YamlPropertySourceLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.PropertySource;
import org.springframework.core.io.ClassPathResource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.h2.jdbcx.JdbcDataSource;

/**
 * The Spring Boot blocks of README.md and docs/spring-boot.md: the configuration files loaded with
 * Spring Boot's own loaders and bound to {@link SeqIdProperties}, then given to the
 * auto-configuration; the bean-using class started in a context. The build checks that the pages
 * show exactly these regions (dev.seqid.DocBlocksTest).
 */
class SpringBootSnippetsTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SeqIdAutoConfiguration.class));

    @ParameterizedTest
    @ValueSource(strings = {"application.properties", "application.yaml"})
    void theConfigurationBlocksBindAndConfigureTheGenerator(String file) throws IOException {
        PropertySourceLoader loader = file.endsWith(".yaml") ? new YamlPropertySourceLoader() : new PropertiesPropertySourceLoader();
        List<PropertySource<?>> sources = loader.load(file, new ClassPathResource("example/docs/" + file));

        // every name in the block is a property seqid binds: a misspelt one fails here
        SeqIdProperties bound = new Binder(ConfigurationPropertySources.from(sources))
                .bind(SeqIdProperties.PREFIX, Bindable.of(SeqIdProperties.class), new NoUnboundElementsBindHandler(BindHandler.DEFAULT)).get();
        assertThat(sources.get(0).getProperty("seqid.layout")).hasToString("v7");
        assertThat(bound.getLayout()).isEqualTo("v7");
        assertThat(bound.getOverflowPolicy()).isEqualTo(OverflowPolicy.WAIT);
        assertThat(bound.getMaxLead()).isEqualTo(Duration.ofMillis(250));
        assertThat(bound.getEntropy()).isEqualTo("secure");
        if (file.endsWith(".properties")) {
            assertThat(bound.getClockStepBack()).isEqualTo(ClockStepBack.REANCHOR);
            assertThat(bound.getStepBackTolerance()).isEqualTo(Duration.ofSeconds(30));
        }

        runner.withInitializer(context -> sources.forEach(context.getEnvironment().getPropertySources()::addFirst)).run(context -> {
            assertThat(context).hasNotFailed();
            UuidGenerator ids = context.getBean(UuidGenerator.class);
            assertThat(ids.layout()).isSameAs(UuidLayout.v7());
            assertThat(ids.entropy()).isSameAs(EntropySource.secure());
            assertThat(ids.toString()).contains("maxLead=PT0.25S");
        });
    }

    /**
     * The floor recipe's query on both databases the docs run it on, H2 and PostgreSQL 18 (which
     * has no {@code max(uuid)}): with the highest id stored by a host whose clock ran 30 s ahead,
     * among ids behind the clock, the next id is above it; with no row, the generator starts from
     * the clock.
     */
    @Test
    void theCustomizerPutsTheGeneratorAboveTheLastStoredIdOnH2AndPostgres() throws Exception {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:seqid-docs-floor;DB_CLOSE_DELAY=-1");
        try (EmbeddedPostgres postgres = EmbeddedPostgres.builder().start()) {
            for (DataSource dataSource : List.of(h2, postgres.getPostgresDatabase())) {
                JdbcTemplate jdbc = new JdbcTemplate(dataSource);
                jdbc.execute("create table orders (id uuid primary key)");
                runner.withBean(JdbcTemplate.class, () -> jdbc).withUserConfiguration(Floor.class).run(context -> {
                    assertThat(context).hasNotFailed();   // an empty table: no floor
                    assertThat(UuidLayout.v7().instantOf(context.getBean(UuidGenerator.class).next())).isBefore(Instant.now().plusSeconds(1));
                });
                UUID ahead = UuidLayout.v7().stamp(UUID.randomUUID(), Instant.now().plusSeconds(30));   // stored by a host whose clock ran ahead
                jdbc.update("insert into orders (id) values (?)", ahead);
                for (int i = 0; i < 20; i++) {
                    jdbc.update("insert into orders (id) values (?)", UuidLayout.v7().stamp(UUID.randomUUID(), Instant.now().minusSeconds(i)));
                }
                runner.withBean(JdbcTemplate.class, () -> jdbc).withUserConfiguration(Floor.class).run(context -> {
                    UuidGenerator ids = context.getBean(UuidGenerator.class);
                    assertThat(UuidOrder.UNSIGNED.compare(ahead, ids.next())).as(dataSource.toString()).isNegative();
                });
                jdbc.execute("drop table orders");
            }
        }
    }

    @Test
    void theBeansBlockGetsTheStartersBeans() {
        runner.withBean(Shipping.class).run(context -> {
            Shipping shipping = context.getBean(Shipping.class);
            assertThat(shipping.ids).isSameAs(context.getBean(UuidGenerator.class));
            assertThat(shipping.perThread).isSameAs(context.getBean(StripedUuidGenerator.class));
            UUID a = shipping.newParcel();
            UUID b = shipping.newParcel();
            assertThat(UuidOrder.UNSIGNED.compare(a, b)).isNegative();
        });
    }
}

// tag::floor[]
@Configuration
class Floor {
    @Bean
    UuidGeneratorBuilderCustomizer afterTheLastStoredId(JdbcTemplate jdbc) {
        return builder -> {
            // the highest id in the database's own order (PostgreSQL 18 has no max(uuid))
            List<UUID> last = jdbc.queryForList("select id from orders order by id desc limit 1", UUID.class);
            if (!last.isEmpty()) {
                builder.after(last.get(0));           // every id greater than the stored ones, whatever the clock says
            }
        };
    }
}
// end::floor[]

// tag::beans[]
@Service
class Shipping {
    final UuidGenerator ids;                  // the starter's bean, or your own UuidGenerator @Bean (then seqid.* is not read)
    final StripedUuidGenerator perThread;     // ids.striped(): ordered per thread only, for bulk loaders

    Shipping(UuidGenerator ids, StripedUuidGenerator perThread) {
        this.ids = ids;
        this.perThread = perThread;
    }

    UUID newParcel() {
        return ids.next();
    }
}
// end::beans[]
