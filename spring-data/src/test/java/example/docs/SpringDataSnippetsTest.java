package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.springdata.SeqIdBeforeConvertCallback;
import dev.seqid.springdata.SeqIdGeneratorRegistry;
import dev.seqid.springdata.SeqIdOnSave;
import dev.seqid.springdata.SeqIdReactiveBeforeConvertCallback;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.AutoConfigurationPackage;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.data.r2dbc.autoconfigure.DataR2dbcAutoConfiguration;
import org.springframework.boot.r2dbc.autoconfigure.R2dbcAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.FilterType;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.annotation.Id;
import org.springframework.data.jdbc.core.mapping.JdbcMappingContext;
import org.springframework.data.r2dbc.mapping.R2dbcMappingContext;
import org.springframework.data.r2dbc.repository.config.EnableR2dbcRepositories;
import org.springframework.data.relational.core.mapping.Table;
import org.springframework.data.repository.reactive.ReactiveCrudRepository;
import org.springframework.r2dbc.core.DatabaseClient;
import reactor.core.publisher.Flux;

/**
 * The Java code blocks of docs/spring-data.md, as a user copies them (only the imports added),
 * saved by Spring Data R2DBC on H2 with the callbacks registered as the page shows for an
 * application without seqid's starter; the build checks that the page shows exactly these regions
 * (dev.seqid.DocBlocksTest).
 */
class SpringDataSnippetsTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    @Configuration(proxyBeanMethods = false)
    @AutoConfigurationPackage
    @ImportAutoConfiguration({R2dbcAutoConfiguration.class, DataR2dbcAutoConfiguration.class})
    @EnableR2dbcRepositories(basePackageClasses = SpringDataSnippetsTest.class,
            includeFilters = @ComponentScan.Filter(type = FilterType.ASSIGNABLE_TYPE, classes = ReactiveCrudRepository.class))
    static class SnippetApp extends SeqIdBeans {
        @Bean
        UuidGenerator uuidGenerator() {
            return UuidGenerator.builder().build();
        }

        @Bean
        Billing billing(Invoices invoices) {
            return new Billing(invoices);
        }
    }

    @Test
    void theEntitiesOfThePageGetTheirIdsWhenSaved() {
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(SnippetApp.class).web(WebApplicationType.NONE)
                .properties(Map.of("spring.main.banner-mode", "off", "spring.r2dbc.url", "r2dbc:h2:mem:///seqid-docs"))
                .run()) {
            DatabaseClient sql = context.getBean(DatabaseClient.class);
            sql.sql("CREATE TABLE invoice (id UUID PRIMARY KEY, customer VARCHAR(100))").then()
                    .then(sql.sql("CREATE TABLE parcel (id UUID PRIMARY KEY, tracking_ref UUID, label VARCHAR(100))").then())
                    .block(TIMEOUT);
            List<String> customers = List.of("Ada", "Brendan", "Chen", "Dana");

            List<Invoice> saved = context.getBean(Billing.class).bill(Flux.fromIterable(customers)).collectList().block(TIMEOUT);
            Parcel parcel = new Parcel();
            parcel.label = "books";
            Parcel savedParcel = context.getBean(Parcels.class).save(parcel).block(TIMEOUT);

            assertThat(saved).extracting(Invoice::customer).containsExactlyElementsOf(customers);
            assertThat(saved).allSatisfy(invoice -> assertThat(invoice.id().version()).isEqualTo(7));
            assertThat(sql.sql("SELECT customer FROM invoice ORDER BY id").map(row -> row.get(0, String.class)).all().collectList()
                    .block(TIMEOUT)).containsExactlyElementsOf(customers);
            assertThat(UuidLayout.named("comb-postgres").instantOf(savedParcel.id)).as("a comb-postgres id").isNotNull();
            assertThat(savedParcel.trackingRef.version()).as("the default generator's v7").isEqualTo(7);
            SeqIdGeneratorRegistry registry = context.getBean(SeqIdGeneratorRegistry.class);
            assertThat(registry.byLayout()).containsOnlyKeys("comb-postgres");
            assertThat(registry.defaultGenerator()).isSameAs(context.getBean(UuidGenerator.class));
        }
    }
}

// tag::record[]
@Table
record Invoice(@Id @SeqIdOnSave UUID id, String customer) {
    Invoice withId(UUID id) {                          // Spring Data sets the id through the wither
        return new Invoice(id, customer);
    }
}
// end::record[]

// tag::class[]
@Table
class Parcel {
    @Id @SeqIdOnSave(layout = "comb-postgres")         // any name of UuidLayout.names()
    UUID id;

    @SeqIdOnSave                                       // a non-key column: the default generator
    UUID trackingRef;

    String label;
}
// end::class[]

interface Invoices extends ReactiveCrudRepository<Invoice, UUID> {
}

interface Parcels extends ReactiveCrudRepository<Parcel, UUID> {
}

// tag::pipeline[]
class Billing {
    private final Invoices invoices;                   // a ReactiveCrudRepository<Invoice, UUID>

    Billing(Invoices invoices) {
        this.invoices = invoices;
    }

    Flux<Invoice> bill(Flux<String> customers) {       // each saved invoice comes back with its id
        return invoices.saveAll(customers.map(customer -> new Invoice(null, customer)));
    }
}
// end::pipeline[]

/** The beans of the page's "Without Spring Boot" section; the JDBC one is not used with R2DBC. */
class SeqIdBeans {
    // tag::beans[]
    @Bean
    SeqIdGeneratorRegistry seqIdGeneratorRegistry(UuidGenerator uuidGenerator, BeanFactory beans) {
        return new SeqIdGeneratorRegistry(uuidGenerator, beans);   // your generator is the default
    }

    @Bean                                              // Spring Data R2DBC
    SeqIdReactiveBeforeConvertCallback seqIdReactiveCallback(R2dbcMappingContext context, SeqIdGeneratorRegistry generators) {
        return new SeqIdReactiveBeforeConvertCallback(context, generators);
    }
    // end::beans[]

    static SeqIdBeforeConvertCallback jdbcCallback(JdbcMappingContext context, SeqIdGeneratorRegistry generators) {
        // tag::jdbc-bean[]
        return new SeqIdBeforeConvertCallback(context, generators);   // Spring Data JDBC: the same, with JdbcMappingContext
        // end::jdbc-bean[]
    }
}
