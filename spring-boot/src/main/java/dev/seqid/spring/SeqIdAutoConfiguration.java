package dev.seqid.spring;

import dev.seqid.UuidGenerator;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * A {@link UuidGenerator} bean built from the {@code seqid.*} properties ({@link SeqIdProperties}),
 * unless the application defines its own {@code UuidGenerator} bean. The Hibernate, Reactor and
 * Micrometer parts are auto-configurations of their own that use whichever bean this leaves.
 */
@AutoConfiguration
@EnableConfigurationProperties(SeqIdProperties.class)
public class SeqIdAutoConfiguration {

    /** The generator of the {@code seqid.*} properties. */
    @Bean
    @ConditionalOnMissingBean
    public UuidGenerator uuidGenerator(SeqIdProperties properties) {
        return properties.newGenerator();
    }
}
