package dev.seqid.hibernate;

import dev.seqid.UuidGenerator;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.util.EnumSet;
import java.util.UUID;
import org.hibernate.MappingException;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.EventTypeSets;
import org.hibernate.generator.GeneratorCreationContext;

/**
 * The Hibernate generator behind {@link SeqIdGenerated}: one per annotated attribute, each holding
 * the {@link UuidGenerator} it shares with the other attributes of its {@code SessionFactory} (see
 * {@link SeqIdGenerators}). Makes the value on insert, before the statement runs; never on update.
 */
public final class SeqIdHibernateGenerator implements BeforeExecutionGenerator {

    private final transient UuidGenerator generator;

    /**
     * Called by Hibernate when it builds the SessionFactory.
     *
     * @param config the attribute's annotation
     * @param member the annotated field or getter, which must be of type {@code UUID}
     * @param context Hibernate's context, whose service registry holds the {@link SeqIdGenerators}
     * @throws MappingException if the attribute is not a {@code UUID} or its generator cannot be had
     */
    public SeqIdHibernateGenerator(SeqIdGenerated config, Member member, GeneratorCreationContext context) {
        String attribute = member.getDeclaringClass().getName() + "." + member.getName();
        Class<?> type = member instanceof Field ? ((Field) member).getType() : member instanceof Method ? ((Method) member).getReturnType() : null;
        if (type != UUID.class) {
            throw new MappingException("@SeqIdGenerated on " + attribute + ": the attribute must be a java.util.UUID, but it is "
                    + (type == null ? member : type.getName()));
        }
        SeqIdGenerators generators = context.getServiceRegistry().getService(SeqIdGenerators.class);
        if (generators == null) {
            throw new MappingException("@SeqIdGenerated on " + attribute + ": Hibernate's service registry has no " + SeqIdGenerators.class.getName()
                    + "; was it built without the class loader that sees seqid's META-INF/services/org.hibernate.service.spi.ServiceContributor?");
        }
        try {
            this.generator = generators.forAnnotation(config);
        } catch (MappingException e) {
            throw new MappingException("@SeqIdGenerated on " + attribute + ": " + e.getMessage(), e);
        }
    }

    /**
     * The shared generator this attribute takes its values from.
     *
     * @return the generator
     */
    public UuidGenerator generator() {
        return generator;
    }

    @Override
    public Object generate(SharedSessionContractImplementor session, Object owner, Object currentValue, EventType eventType) {
        return generator.next();
    }

    @Override
    public EnumSet<EventType> getEventTypes() {
        return EventTypeSets.INSERT_ONLY;
    }

    /** The type of the values: {@code Generator.getGeneratedType()} of Hibernate 7.4 (not in 7.1, hence no {@code @Override}). */
    public Class<?> getGeneratedType() {
        return UUID.class;
    }

    @Override
    public String toString() {
        return "SeqIdHibernateGenerator[" + generator.layout().name() + "]";
    }
}
