package dev.seqid.springdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import dev.seqid.springdata.entities.Invoice;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurationPackage;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.data.jdbc.autoconfigure.DataJdbcRepositoriesAutoConfiguration;
import org.springframework.boot.data.r2dbc.autoconfigure.DataR2dbcAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceTransactionManagerAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration;
import org.springframework.boot.r2dbc.autoconfigure.R2dbcAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.annotation.Id;
import org.springframework.data.jdbc.core.mapping.JdbcMappingContext;
import org.springframework.data.mapping.MappingException;
import org.springframework.data.r2dbc.mapping.R2dbcMappingContext;
import org.springframework.data.relational.RelationalManagedTypes;
import org.springframework.data.relational.core.mapping.Table;

/**
 * A bad {@link SeqIdOnSave} fails the application context's start with a message that names the
 * entity and the property and says what would be right; a good mapping starts. Spring Boot's JDBC
 * and R2DBC set-ups on H2, each entity type given as the managed types Boot would scan.
 */
class StartFailureTest {

    @Table
    record Numbered(@Id @SeqIdOnSave Long id, String name) {
    }

    @Table
    record UnknownLayout(@Id @SeqIdOnSave(layout = "v9") UUID id, String name) {
    }

    @Table
    record SqlServerKeyed(@Id @SeqIdOnSave(layout = "comb-sqlserver") UUID id, String name) {
    }

    private final ApplicationContextRunner jdbc = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(DataSourceAutoConfiguration.class, DataSourceTransactionManagerAutoConfiguration.class,
                    JdbcTemplateAutoConfiguration.class, DataJdbcRepositoriesAutoConfiguration.class))
            .withPropertyValues("spring.datasource.url=jdbc:h2:mem:seqid-start-failure;DB_CLOSE_DELAY=-1")
            .withBean(UuidGenerator.class, () -> UuidGenerator.builder().build())
            .withUserConfiguration(NoRepositories.class, JdbcCallback.class);

    private final ApplicationContextRunner r2dbc = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(R2dbcAutoConfiguration.class, DataR2dbcAutoConfiguration.class))
            .withPropertyValues("spring.r2dbc.url=r2dbc:h2:mem:///seqid-start-failure")
            .withBean(UuidGenerator.class, () -> UuidGenerator.builder().build())
            .withUserConfiguration(R2dbcCallback.class);

    /** Spring Boot's repository scanning of a package without repositories: the entities come as managed types. */
    @Configuration(proxyBeanMethods = false)
    @AutoConfigurationPackage(basePackages = "dev.seqid.springdata.norepositories")
    static class NoRepositories {
    }

    @Configuration(proxyBeanMethods = false)
    static class JdbcCallback {
        @Bean
        SeqIdBeforeConvertCallback seqIdBeforeConvertCallback(JdbcMappingContext context, UuidGenerator generator) {
            return new SeqIdBeforeConvertCallback(context, new SeqIdGeneratorRegistry(generator));
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class R2dbcCallback {
        @Bean
        SeqIdReactiveBeforeConvertCallback seqIdReactiveBeforeConvertCallback(R2dbcMappingContext context, UuidGenerator generator) {
            return new SeqIdReactiveBeforeConvertCallback(context, new SeqIdGeneratorRegistry(generator));
        }
    }

    private static RelationalManagedTypes managed(Class<?>... types) {
        return RelationalManagedTypes.fromIterable(java.util.List.of(types));
    }

    @Test
    void aPropertyThatIsNotAUuidFailsTheJdbcStart() {
        jdbc.withBean(RelationalManagedTypes.class, () -> managed(Invoice.class, Numbered.class)).run(context -> {
            assertThat(context).hasFailed();
            assertThat(findMappingException(context.getStartupFailure()))
                    .hasMessageContaining("@SeqIdOnSave on " + Numbered.class.getName() + ".id")
                    .hasMessageContaining("is a java.lang.Long")
                    .hasMessageContaining("declare it as UUID");
        });
    }

    @Test
    void anUnknownLayoutFailsTheJdbcStart() {
        jdbc.withBean(RelationalManagedTypes.class, () -> managed(UnknownLayout.class)).run(context -> {
            assertThat(context).hasFailed();
            assertThat(findMappingException(context.getStartupFailure()))
                    .hasMessageStartingWith("@SeqIdOnSave on " + UnknownLayout.class.getName() + ".id: ")
                    .hasMessageContaining("v7");
        });
    }

    @Test
    void anUnknownLayoutAndANonUuidFailTheR2dbcStart() {
        r2dbc.withBean(RelationalManagedTypes.class, () -> managed(UnknownLayout.class)).run(context -> {
            assertThat(context).hasFailed();
            assertThat(findMappingException(context.getStartupFailure()))
                    .hasMessageStartingWith("@SeqIdOnSave on " + UnknownLayout.class.getName() + ".id: ");
        });
        r2dbc.withBean(RelationalManagedTypes.class, () -> managed(Numbered.class)).run(context -> {
            assertThat(context).hasFailed();
            assertThat(findMappingException(context.getStartupFailure()))
                    .hasMessageContaining("@SeqIdOnSave on " + Numbered.class.getName() + ".id: the property is a java.lang.Long");
        });
    }

    @Test
    void aKnownLayoutGetsOneGeneratorOfItsOwnAndStarts() {
        jdbc.withBean(RelationalManagedTypes.class, () -> managed(Invoice.class, SqlServerKeyed.class)).run(context -> {
            assertThat(context).hasNotFailed();
        });
        SeqIdGeneratorRegistry registry = new SeqIdGeneratorRegistry(UuidGenerator.builder().build());
        assertThat(registry.forLayout("comb-sqlserver")).isSameAs(registry.forLayout("comb-sqlserver"));
        assertThat(registry.forLayout("v7")).as("the default generator's own layout").isSameAs(registry.defaultGenerator());
    }

    private static MappingException findMappingException(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof MappingException m && m.getMessage().startsWith("@SeqIdOnSave")) {
                return m;
            }
        }
        throw new AssertionError("no MappingException of seqid in " + failure, failure);
    }
}
