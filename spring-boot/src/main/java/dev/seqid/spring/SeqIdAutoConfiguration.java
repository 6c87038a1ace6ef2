package dev.seqid.spring;

import dev.seqid.StripedUuidGenerator;
import dev.seqid.UuidGenerator;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ImportRuntimeHints;

/**
 * A {@link UuidGenerator} bean built from the {@code seqid.*} properties ({@link SeqIdProperties}),
 * unless the application defines its own {@code UuidGenerator} bean, and its
 * {@link StripedUuidGenerator} view (per-thread order only, for bulk loaders on many threads). The Hibernate, Reactor and
 * Micrometer parts are auto-configurations of their own that use whichever bean this leaves.
 * What a native image must keep of seqid's reflective steps is declared by {@link SeqIdRuntimeHints}.
 */
@AutoConfiguration
@EnableConfigurationProperties(SeqIdProperties.class)
@ImportRuntimeHints(SeqIdRuntimeHints.class)
public class SeqIdAutoConfiguration {

    /** Made by Spring Boot when it applies the auto-configuration; applications do not need one. */
    public SeqIdAutoConfiguration() {
    }

    /**
     * The generator of the {@code seqid.*} properties, changed by every
     * {@link UuidGeneratorBuilderCustomizer} bean, in order.
     *
     * @param properties  the bound {@code seqid.*} properties
     * @param customizers the customizer beans, none or more
     * @return a new generator with those settings
     */
    @Bean
    @ConditionalOnMissingBean
    public UuidGenerator uuidGenerator(SeqIdProperties properties, ObjectProvider<UuidGeneratorBuilderCustomizer> customizers) {
        UuidGenerator.Builder builder = properties.newBuilder();
        customizers.orderedStream().forEach(customizer -> customizer.customize(builder));
        return builder.build();
    }

    /**
     * The generator's striped view ({@link UuidGenerator#striped()}): for bulk loaders that inject it
     * by its type, which says that its ids are ordered per thread only. Only when there is one
     * generator (or a primary one) to take it from.
     *
     * @param uuidGenerator the context's single or primary generator
     * @return its striped view
     */
    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnSingleCandidate(UuidGenerator.class)
    public StripedUuidGenerator stripedUuidGenerator(UuidGenerator uuidGenerator) {
        return uuidGenerator.striped();
    }
}
