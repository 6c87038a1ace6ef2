package dev.seqid.spring;

import dev.seqid.UuidGenerator;
import dev.seqid.springdata.SeqIdBeforeConvertCallback;
import dev.seqid.springdata.SeqIdGeneratorRegistry;
import dev.seqid.springdata.SeqIdOnSave;
import dev.seqid.springdata.SeqIdReactiveBeforeConvertCallback;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.jdbc.core.mapping.JdbcMappingContext;
import org.springframework.data.r2dbc.mapping.R2dbcMappingContext;

/**
 * With {@code dev.seqid:seqid-spring-data} and Spring Data JDBC or R2DBC on the class path: the
 * entity callbacks that fill {@link SeqIdOnSave} properties, with the application's
 * {@link UuidGenerator} bean as the default generator. One {@link SeqIdGeneratorRegistry} serves
 * both callbacks, so a layout named on a JDBC and on an R2DBC entity gets one generator. Each bean
 * backs off when the application defines its own of that type.
 */
@AutoConfiguration(after = SeqIdAutoConfiguration.class, afterName = {
        "org.springframework.boot.data.jdbc.autoconfigure.DataJdbcRepositoriesAutoConfiguration",
        "org.springframework.boot.data.r2dbc.autoconfigure.DataR2dbcAutoConfiguration"})
@ConditionalOnClass(SeqIdOnSave.class)
@ConditionalOnSingleCandidate(UuidGenerator.class)
public class SeqIdSpringDataAutoConfiguration {

    /** Made by Spring Boot when it applies the auto-configuration; applications do not need one. */
    public SeqIdSpringDataAutoConfiguration() {
    }

    /**
     * The generators of the annotated properties: the application's generator as the default, one
     * more per other layout named, supplier classes taken from the context where it has them.
     *
     * @param generator the context's single or primary generator
     * @param beans     the context's bean factory, for supplier beans
     * @return the registry both callbacks share
     */
    @Bean
    @ConditionalOnMissingBean
    public SeqIdGeneratorRegistry seqIdGeneratorRegistry(UuidGenerator generator, BeanFactory beans) {
        return new SeqIdGeneratorRegistry(generator, beans);
    }

    /** Spring Data JDBC: the callback over the JDBC mapping context. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(JdbcMappingContext.class)
    @ConditionalOnBean(JdbcMappingContext.class)
    static class Jdbc {

        @Bean
        @ConditionalOnMissingBean
        SeqIdBeforeConvertCallback seqIdBeforeConvertCallback(JdbcMappingContext mappingContext, SeqIdGeneratorRegistry generators) {
            return new SeqIdBeforeConvertCallback(mappingContext, generators);
        }
    }

    /** Spring Data R2DBC: the non-blocking callback over the R2DBC mapping context. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(R2dbcMappingContext.class)
    @ConditionalOnBean(R2dbcMappingContext.class)
    static class R2dbc {

        @Bean
        @ConditionalOnMissingBean
        SeqIdReactiveBeforeConvertCallback seqIdReactiveBeforeConvertCallback(R2dbcMappingContext mappingContext,
                SeqIdGeneratorRegistry generators) {
            return new SeqIdReactiveBeforeConvertCallback(mappingContext, generators);
        }
    }
}
