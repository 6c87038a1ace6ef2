package dev.seqid.hibernate;

import java.util.HashMap;
import java.util.Map;
import javax.sql.DataSource;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.engine.spi.SessionFactoryImplementor;

/** Builds SessionFactories the way an application without a framework would. */
final class Factories {

    static final int BATCH_SIZE = 100;

    private Factories() {
    }

    static SessionFactory build(DataSource dataSource, Map<String, Object> extra, Class<?>... entities) {
        Map<String, Object> settings = new HashMap<>();
        settings.put(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, dataSource);
        settings.put(AvailableSettings.HBM2DDL_AUTO, "create-drop");
        settings.put(AvailableSettings.STATEMENT_BATCH_SIZE, BATCH_SIZE);
        settings.put(AvailableSettings.ORDER_INSERTS, true);
        settings.put(AvailableSettings.SHOW_SQL, false);
        settings.putAll(extra);
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(settings).build();
        try {
            MetadataSources sources = new MetadataSources(registry);
            for (Class<?> entity : entities) {
                sources.addAnnotatedClass(entity);
            }
            return sources.buildMetadata().buildSessionFactory();
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(registry);
            throw e;
        }
    }

    static SeqIdGenerators generators(SessionFactory sf) {
        return sf.unwrap(SessionFactoryImplementor.class).getServiceRegistry().requireService(SeqIdGenerators.class);
    }

    /** The id generator Hibernate uses for {@code entity}. */
    static SeqIdHibernateGenerator idGenerator(SessionFactory sf, Class<?> entity) {
        return (SeqIdHibernateGenerator) sf.unwrap(SessionFactoryImplementor.class).getMappingMetamodel().getEntityDescriptor(entity)
                .getGenerator();
    }
}
