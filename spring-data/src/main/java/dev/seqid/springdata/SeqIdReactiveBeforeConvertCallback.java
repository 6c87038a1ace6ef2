package dev.seqid.springdata;

import org.reactivestreams.Publisher;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.core.Ordered;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.r2dbc.mapping.event.BeforeConvertCallback;
import org.springframework.data.relational.core.sql.SqlIdentifier;

/**
 * Spring Data R2DBC's entity callback that fills the null {@link SeqIdOnSave} properties of an
 * entity on every save, before the entity is converted into a row. Spring Data calls it after it
 * decided between insert and update, so a new entity is inserted with its id and an entity with an
 * id is updated (or inserted as given by {@code R2dbcEntityTemplate.insert}) with that id.
 *
 * <p>It never blocks the thread it runs on (usually the driver's event loop): each id is taken with
 * the generator's non-blocking {@code tryNext()}, and when the generator has none until the clock
 * moves on, from {@code ReactiveUuids.mono()}, which waits on Reactor's parallel scheduler and
 * resumes the save there. The generators of an entity type are found at start-up (below); for a
 * type the mapping context did not know then, the first save finds them on Reactor's
 * {@code boundedElastic} scheduler, since that may make and ask a supplier, and resumes there.
 *
 * <p>Register it as a bean (seqid's Spring Boot starter does, with the R2DBC mapping context and the
 * application's {@code UuidGenerator} as default generator). As a singleton bean it finds the
 * generators of every entity type of the mapping context when the context has started its
 * singletons (making and asking the supplier classes then), so a bad annotation fails the start,
 * naming the entity and the property. Thread-safe.
 */
public class SeqIdReactiveBeforeConvertCallback implements BeforeConvertCallback<Object>, Ordered, SmartInitializingSingleton {

    private final SeqIdTargets targets;

    /**
     * A callback for the entities of {@code mappingContext}, with the generators of {@code generators}.
     *
     * @param mappingContext the R2DBC mapping context of the entities it serves
     * @param generators     the generators of the annotated properties
     */
    public SeqIdReactiveBeforeConvertCallback(RelationalMappingContext mappingContext, SeqIdGeneratorRegistry generators) {
        this.targets = new SeqIdTargets(mappingContext, generators);
    }

    /**
     * Sets every null {@link SeqIdOnSave} property of {@code entity} to a new id of its generator.
     *
     * @param entity the entity being saved
     * @param table  the table it is saved to
     * @return a {@code Mono} of {@code entity}, or for an immutable entity of a copy with the ids set;
     *         it fails with {@link org.springframework.data.mapping.MappingException} if the type's
     *         annotations are wrong
     */
    @Override
    public Publisher<Object> onBeforeConvert(Object entity, SqlIdentifier table) {
        return targets.fillWithoutBlocking(entity);
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
     * {@link SeqIdBeforeConvertCallback#ORDER}, as the JDBC callback.
     *
     * @return {@link SeqIdBeforeConvertCallback#ORDER}
     */
    @Override
    public int getOrder() {
        return SeqIdBeforeConvertCallback.ORDER;
    }
}
