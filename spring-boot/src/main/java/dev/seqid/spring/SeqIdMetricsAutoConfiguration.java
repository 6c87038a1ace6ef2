package dev.seqid.spring;

import dev.seqid.UuidGenerator;
import io.micrometer.core.instrument.binder.MeterBinder;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;

/**
 * With Micrometer on the class path: {@link SeqIdMeterBinder}, meters for every
 * {@link UuidGenerator} bean, which Spring Boot binds to the application's meter registries.
 */
@AutoConfiguration(after = SeqIdAutoConfiguration.class)
@ConditionalOnClass(MeterBinder.class)
@ConditionalOnBean(UuidGenerator.class)
public class SeqIdMetricsAutoConfiguration {

    /** Made by Spring Boot when it applies the auto-configuration; applications do not need one. */
    public SeqIdMetricsAutoConfiguration() {
    }

    /**
     * The meters of the context's generators, read when the binder is bound.
     *
     * @param beans the bean factory the {@link UuidGenerator} beans are looked up in
     * @return a binder of the meters of every {@link UuidGenerator} bean
     */
    @Bean
    @ConditionalOnMissingBean
    public SeqIdMeterBinder seqIdMeterBinder(ListableBeanFactory beans) {
        return new SeqIdMeterBinder(() -> beans.getBeansOfType(UuidGenerator.class));
    }
}
