package com.example.orders;

import javax.sql.DataSource;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.jdbc.autoconfigure.DataSourceProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The JDBC {@link DataSource} of the JPA part, from the {@code spring.datasource.*} properties:
 * declared here because Spring Boot makes none of its own once the application also has an R2DBC
 * {@code ConnectionFactory} (the deliveries' repository).
 */
@Configuration(proxyBeanMethods = false)
public class JdbcDataSource {

    @Bean
    @ConfigurationProperties("spring.datasource")
    DataSourceProperties dataSourceProperties() {
        return new DataSourceProperties();
    }

    @Bean
    DataSource dataSource(DataSourceProperties properties) {
        return properties.initializeDataSourceBuilder().build();
    }
}
