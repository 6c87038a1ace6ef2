package dev.seqid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.springdata.SeqIdBeforeConvertCallback;
import dev.seqid.springdata.SeqIdGeneratorRegistry;
import dev.seqid.springdata.SeqIdOnSave;
import dev.seqid.springdata.SeqIdReactiveBeforeConvertCallback;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.annotation.Id;
import org.springframework.data.jdbc.core.mapping.JdbcMappingContext;
import org.springframework.data.r2dbc.mapping.R2dbcMappingContext;
import org.springframework.data.relational.core.sql.SqlIdentifier;
import reactor.core.publisher.Mono;

/**
 * The Spring Data part: the JDBC and R2DBC callbacks where their mapping contexts are, over the
 * application's generator, and backing off for the application's own beans. The callbacks
 * themselves are tested on real databases in the spring-data module.
 */
class SeqIdSpringDataAutoConfigurationTest {

    record Note(@Id @SeqIdOnSave UUID id, String text) {
        Note withId(UUID id) {
            return new Note(id, text);
        }
    }

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SeqIdAutoConfiguration.class, SeqIdSpringDataAutoConfiguration.class));

    @Test
    void withTheJdbcMappingContextTheJdbcCallbackOverTheGeneratorBean() {
        runner.withBean(JdbcMappingContext.class, JdbcMappingContext::new).run(context -> {
            assertThat(context).hasSingleBean(SeqIdBeforeConvertCallback.class).doesNotHaveBean(SeqIdReactiveBeforeConvertCallback.class);
            assertThat(context.getBean(SeqIdGeneratorRegistry.class).defaultGenerator()).isSameAs(context.getBean(UuidGenerator.class));
            Note saved = (Note) context.getBean(SeqIdBeforeConvertCallback.class).onBeforeConvert(new Note(null, "jdbc"));
            assertThat(saved.id()).isNotNull();
            assertThat(saved.id().version()).isEqualTo(7);
        });
    }

    @Test
    void withTheR2dbcMappingContextTheReactiveCallback() {
        runner.withBean(R2dbcMappingContext.class, R2dbcMappingContext::new).run(context -> {
            assertThat(context).hasSingleBean(SeqIdReactiveBeforeConvertCallback.class).doesNotHaveBean(SeqIdBeforeConvertCallback.class);
            Note saved = (Note) Mono.from(context.getBean(SeqIdReactiveBeforeConvertCallback.class)
                    .onBeforeConvert(new Note(null, "r2dbc"), SqlIdentifier.unquoted("note"))).block(Duration.ofSeconds(10));
            assertThat(saved.id()).isNotNull();
        });
    }

    @Test
    void bothCallbacksShareOneRegistry() {
        runner.withBean(JdbcMappingContext.class, JdbcMappingContext::new).withBean(R2dbcMappingContext.class, R2dbcMappingContext::new)
                .run(context -> {
                    assertThat(context).hasSingleBean(SeqIdBeforeConvertCallback.class).hasSingleBean(SeqIdReactiveBeforeConvertCallback.class)
                            .hasSingleBean(SeqIdGeneratorRegistry.class);
                });
    }

    @Test
    void theApplicationsOwnGeneratorIsTheDefaultAndItsOwnCallbackWins() {
        UuidGenerator own = UuidGenerator.builder().layout(UuidLayout.named("comb-postgres")).build();
        runner.withBean(JdbcMappingContext.class, JdbcMappingContext::new).withBean(UuidGenerator.class, () -> own).run(context -> {
            assertThat(context.getBean(SeqIdGeneratorRegistry.class).defaultGenerator()).isSameAs(own);
        });
        runner.withBean(JdbcMappingContext.class, JdbcMappingContext::new).withUserConfiguration(OwnCallback.class).run(context -> {
            assertThat(context).hasSingleBean(SeqIdBeforeConvertCallback.class);
            assertThat(context).hasBean("myCallback").doesNotHaveBean("seqIdBeforeConvertCallback");
        });
    }

    @Test
    void withoutSpringDataOrTheModuleNoCallbacks() {
        runner.withBean(JdbcMappingContext.class, JdbcMappingContext::new).withClassLoader(new FilteredClassLoader(SeqIdOnSave.class))
                .run(context -> assertThat(context).hasSingleBean(UuidGenerator.class).doesNotHaveBean(SeqIdGeneratorRegistry.class)
                        .doesNotHaveBean(SeqIdBeforeConvertCallback.class));
        runner.run(context -> assertThat(context).doesNotHaveBean(SeqIdBeforeConvertCallback.class)
                .doesNotHaveBean(SeqIdReactiveBeforeConvertCallback.class));
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnCallback {
        @Bean
        SeqIdBeforeConvertCallback myCallback(JdbcMappingContext context) {
            return new SeqIdBeforeConvertCallback(context, new SeqIdGeneratorRegistry(UuidGenerator.builder().build()));
        }
    }
}
