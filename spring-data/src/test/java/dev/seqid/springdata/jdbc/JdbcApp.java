package dev.seqid.springdata.jdbc;

import dev.seqid.UuidGenerator;
import dev.seqid.springdata.SeqIdBeforeConvertCallback;
import dev.seqid.springdata.SeqIdGeneratorRegistry;
import dev.seqid.springdata.entities.Invoice;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.boot.autoconfigure.AutoConfigurationPackage;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.data.jdbc.autoconfigure.DataJdbcRepositoriesAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceTransactionManagerAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.jdbc.core.mapping.JdbcMappingContext;
import org.springframework.data.jdbc.repository.config.EnableJdbcRepositories;

/**
 * A Spring Data JDBC application as Spring Boot sets it up, with the seqid callback registered by
 * hand (the starter's auto-configuration does the same; it is tested in the spring-boot module).
 */
@Configuration(proxyBeanMethods = false)
@AutoConfigurationPackage(basePackageClasses = Invoice.class)
@ImportAutoConfiguration({DataSourceAutoConfiguration.class, DataSourceTransactionManagerAutoConfiguration.class,
        JdbcTemplateAutoConfiguration.class, DataJdbcRepositoriesAutoConfiguration.class})
@EnableJdbcRepositories(basePackageClasses = JdbcApp.class)
public class JdbcApp {

    @Bean
    UuidGenerator uuidGenerator() {
        return UuidGenerator.builder().build();
    }

    @Bean
    SeqIdGeneratorRegistry seqIdGeneratorRegistry(UuidGenerator uuidGenerator, BeanFactory beans) {
        return new SeqIdGeneratorRegistry(uuidGenerator, beans);
    }

    @Bean
    SeqIdBeforeConvertCallback seqIdBeforeConvertCallback(JdbcMappingContext mappingContext, SeqIdGeneratorRegistry generators) {
        return new SeqIdBeforeConvertCallback(mappingContext, generators);
    }
}
