package dev.seqid.springdata;

import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.core.Ordered;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.relational.core.mapping.event.BeforeConvertCallback;

/**
 * Spring Data JDBC's entity callback that fills the null {@link SeqIdOnSave} properties of an
 * aggregate root on every save, before the root is converted into rows. Spring Data calls it after
 * it decided between insert and update, so a new entity is inserted with its id and an entity with
 * an id is updated (or inserted as given by {@code JdbcAggregateTemplate.insert}) with that id.
 *
 * <p>Register it as a bean (seqid's Spring Boot starter does, with the JDBC mapping context and the
 * application's {@code UuidGenerator} as default generator). As a singleton bean it finds the
 * generators of every entity type of the mapping context when the context has started its
 * singletons (making and asking the supplier classes then), so a bad annotation fails the start,
 * naming the entity and the property.
 *
 * <p>The ids are taken with the generator's blocking {@code next()}: Spring Data JDBC saves on the
 * caller's thread, which blocks on the database anyway. Thread-safe.
 */
public class SeqIdBeforeConvertCallback implements BeforeConvertCallback<Object>, Ordered, SmartInitializingSingleton {

    /**
     * The order of the seqid callbacks: before Spring Data's auditing callbacks and the
     * application's own callbacks of default order, so that they see the id.
     */
    public static final int ORDER = 0;

    private final SeqIdTargets targets;

    /**
     * A callback for the entities of {@code mappingContext}, with the generators of {@code generators}.
     *
     * @param mappingContext the JDBC mapping context of the entities it serves
     * @param generators     the generators of the annotated properties
     */
    public SeqIdBeforeConvertCallback(RelationalMappingContext mappingContext, SeqIdGeneratorRegistry generators) {
        this.targets = new SeqIdTargets(mappingContext, generators);
    }

    /**
     * Sets every null {@link SeqIdOnSave} property of {@code aggregate} to a new id of its generator.
     *
     * @param aggregate the aggregate root being saved
     * @return {@code aggregate}, or for an immutable entity a copy with the ids set
     * @throws org.springframework.data.mapping.MappingException if its type's annotations are wrong
     */
    @Override
    public Object onBeforeConvert(Object aggregate) {
        return targets.fill(aggregate);
    }

    /**
     * Finds the generators of every entity type the mapping context knows, making and asking their
     * supplier classes.
     *
     * @throws org.springframework.data.mapping.MappingException naming the entity and the property
     *         of the first bad annotation
     */
    @Override
    public void afterSingletonsInstantiated() {
        targets.planAll();
    }

    /**
     * {@link #ORDER}.
     *
     * @return {@link #ORDER}
     */
    @Override
    public int getOrder() {
        return ORDER;
    }
}
