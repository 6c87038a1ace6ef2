package dev.seqid.spring;

import dev.seqid.UuidGenerator;
import dev.seqid.reactor.ReactiveUuids;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.context.annotation.Bean;
import reactor.core.publisher.Flux;

/**
 * With {@code dev.seqid:reactor-adapter} and Reactor on the class path: a {@link ReactiveUuids}
 * bean over the application's {@link UuidGenerator} bean, unless the application defines its own.
 */
@AutoConfiguration(after = SeqIdAutoConfiguration.class)
@ConditionalOnClass({ReactiveUuids.class, Flux.class})
@ConditionalOnSingleCandidate(UuidGenerator.class)
public class SeqIdReactorAutoConfiguration {

    /** Made by Spring Boot when it applies the auto-configuration; applications do not need one. */
    public SeqIdReactorAutoConfiguration() {
    }

    /**
     * Fluxes and Monos of the generator's ids (timer: {@code Schedulers.parallel()}).
     *
     * @param generator the context's single or primary generator
     * @return the publishers of its ids
     */
    @Bean
    @ConditionalOnMissingBean
    public ReactiveUuids reactiveUuids(UuidGenerator generator) {
        return ReactiveUuids.of(generator);
    }
}
