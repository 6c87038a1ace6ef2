package dev.seqid.spring;

import dev.seqid.UuidGenerator;
import dev.seqid.hibernate.SeqIdGenerated;
import dev.seqid.hibernate.SeqIdSettings;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;
import org.springframework.context.annotation.Bean;

/**
 * With {@code dev.seqid:hibernate} and Spring Boot's Hibernate support on the class path: the
 * application's {@link UuidGenerator} bean becomes the {@code SessionFactory}'s default generator
 * (setting {@value SeqIdSettings#GENERATOR}). So {@code @SeqIdGenerated} without a layout, and
 * {@code @SeqIdGenerated(layout = ...)} naming the bean's layout, take their ids from the bean;
 * other layouts get a generator of their own, one per layout, with default settings.
 */
@AutoConfiguration(after = SeqIdAutoConfiguration.class,
        beforeName = "org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration")
@ConditionalOnClass({SeqIdGenerated.class, HibernatePropertiesCustomizer.class})
@ConditionalOnSingleCandidate(UuidGenerator.class)
public class SeqIdHibernateAutoConfiguration {

    /** Made by Spring Boot when it applies the auto-configuration; applications do not need one. */
    public SeqIdHibernateAutoConfiguration() {
    }

    /**
     * Puts the generator bean into the Hibernate settings.
     *
     * @param generator the context's single or primary generator
     * @return a customizer that sets it as {@link SeqIdSettings#GENERATOR}
     */
    @Bean
    public HibernatePropertiesCustomizer seqIdHibernatePropertiesCustomizer(UuidGenerator generator) {
        return settings -> settings.put(SeqIdSettings.GENERATOR, generator);
    }
}
