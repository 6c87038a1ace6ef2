package dev.seqid.hibernate;

import dev.seqid.UuidGenerator;
import java.util.Map;
import org.hibernate.HibernateException;
import org.hibernate.boot.registry.StandardServiceInitiator;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.service.spi.ServiceContributor;
import org.hibernate.service.spi.ServiceRegistryImplementor;

/**
 * Registers {@link SeqIdGenerators} in every Hibernate {@code StandardServiceRegistry}; found by
 * Hibernate through {@code META-INF/services/org.hibernate.service.spi.ServiceContributor}.
 */
public final class SeqIdServiceContributor implements ServiceContributor {

    /** Made by Hibernate's service loader; applications do not need one. */
    public SeqIdServiceContributor() {
    }

    @Override
    public void contribute(StandardServiceRegistryBuilder builder) {
        builder.addInitiator(Initiator.INSTANCE);
    }

    /** Makes the registry's {@link SeqIdGenerators} when it is first asked for, reading {@value SeqIdSettings#GENERATOR}. */
    static final class Initiator implements StandardServiceInitiator<SeqIdGenerators> {
        static final Initiator INSTANCE = new Initiator();

        @Override
        public Class<SeqIdGenerators> getServiceInitiated() {
            return SeqIdGenerators.class;
        }

        @Override
        public SeqIdGenerators initiateService(Map<String, Object> settings, ServiceRegistryImplementor registry) {
            Object configured = settings.get(SeqIdSettings.GENERATOR);
            if (configured != null && !(configured instanceof UuidGenerator)) {
                throw new HibernateException("setting " + SeqIdSettings.GENERATOR + " must be a dev.seqid.UuidGenerator instance, got "
                        + configured.getClass().getName() + " (" + configured + ")");
            }
            return new SeqIdGenerators((UuidGenerator) configured, registry);
        }
    }
}
