package dev.seqid.springdata;

import dev.seqid.UuidGenerator;
import dev.seqid.reactor.ReactiveUuids;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.data.mapping.MappingException;
import org.springframework.data.mapping.PersistentEntity;
import org.springframework.data.mapping.PersistentProperty;
import org.springframework.data.mapping.PersistentPropertyAccessor;
import org.springframework.data.mapping.context.MappingContext;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * The {@link SeqIdOnSave} properties of each entity type of one mapping context, with the
 * generator of each, found once per type and kept; and the filling of the null ones.
 *
 * <p>Invariant: a {@link Plan} exists only for a type whose every annotated property is a
 * {@code UUID} with a generator, so filling never meets a bad mapping; a bad one fails
 * {@link #plan} (at the context's start through {@link #planAll}, or at the first save of a
 * type the mapping context did not know then) with a message naming the entity and the property.
 *
 * <p>No lock around user code: a plan is made (which may make and ask a supplier) under no lock and
 * published with {@code putIfAbsent}; racing first saves of one type each make a plan, and all use
 * the one published first. The plans agree anyway, since the registry hands every caller of a name
 * or supplier class the one generator it published first. Every type the mapping context knows is
 * planned at the context's start; the R2DBC path plans a type first met at save time on Reactor's
 * {@code boundedElastic} scheduler, never on the caller's (event-loop) thread.
 */
final class SeqIdTargets {

    /** One annotated property and the generator that serves it. */
    record Target(PersistentProperty<?> property, UuidGenerator generator, ReactiveUuids reactive) {
    }

    /** The annotated properties of one entity type, in declaration order; empty for most types. */
    record Plan(PersistentEntity<?, ?> entity, Target[] targets) {
    }

    private final MappingContext<? extends PersistentEntity<?, ?>, ? extends PersistentProperty<?>> context;
    private final SeqIdGeneratorRegistry generators;
    private final Map<Class<?>, Plan> plans = new ConcurrentHashMap<>();

    SeqIdTargets(MappingContext<? extends PersistentEntity<?, ?>, ? extends PersistentProperty<?>> context,
            SeqIdGeneratorRegistry generators) {
        this.context = Objects.requireNonNull(context, "mappingContext");
        this.generators = Objects.requireNonNull(generators, "generators");
    }

    /** Plans every entity type the mapping context knows, so their suppliers run now and a bad mapping fails now. */
    void planAll() {
        for (PersistentEntity<?, ?> entity : context.getPersistentEntities()) {
            plan(entity.getType());
        }
    }

    /** The plan of {@code type}, made on the calling thread if it has none yet (see the class comment). */
    Plan plan(Class<?> type) {
        Plan plan = plans.get(type);
        if (plan != null) {
            return plan;
        }
        Plan made = newPlan(context.getRequiredPersistentEntity(type));
        Plan first = plans.putIfAbsent(type, made);
        return first != null ? first : made;
    }

    private Plan newPlan(PersistentEntity<?, ?> entity) {
        List<Target> targets = new ArrayList<>();
        for (PersistentProperty<?> property : entity) {
            SeqIdOnSave annotation = property.findAnnotation(SeqIdOnSave.class);
            if (annotation != null) {
                UuidGenerator generator = generatorOf(entity, property, annotation);
                targets.add(new Target(property, generator, ReactiveUuids.of(generator)));
            }
        }
        return new Plan(entity, targets.toArray(new Target[0]));
    }

    private UuidGenerator generatorOf(PersistentEntity<?, ?> entity, PersistentProperty<?> property, SeqIdOnSave annotation) {
        String where = "@SeqIdOnSave on " + entity.getType().getName() + "." + property.getName();
        if (property.getType() != UUID.class) {
            throw new MappingException(where + ": the property is a " + property.getType().getName()
                    + "; seqid fills java.util.UUID properties only, so declare it as UUID or remove the annotation");
        }
        try {
            return generators.forAnnotation(annotation);
        } catch (RuntimeException e) {
            throw new MappingException(where + ": " + e.getMessage(), e);
        }
    }

    /**
     * {@code entity} with every null annotated property set to a new id taken with the blocking
     * {@link UuidGenerator#next()}: for the JDBC path, which runs on the caller's thread.
     */
    <T> T fill(T entity) {
        Plan plan = plan(entity.getClass());
        if (plan.targets.length == 0) {
            return entity;
        }
        PersistentPropertyAccessor<T> accessor = plan.entity.getPropertyAccessor(entity);
        for (Target target : plan.targets) {
            if (accessor.getProperty(target.property) == null) {
                accessor.setProperty(target.property, target.generator.next());
            }
        }
        return accessor.getBean();
    }

    /**
     * {@code entity} with every null annotated property set, never blocking: each id is taken with
     * {@link UuidGenerator#tryNext()}, and where that has none now, from
     * {@link ReactiveUuids#mono()}, which waits for the clock on its timer instead of the caller's
     * thread (an R2DBC save runs on an event loop). A type not planned yet (the mapping context did
     * not know it at start-up) is planned on Reactor's {@code boundedElastic} scheduler, since that
     * may make and ask a supplier, user code that may block; the save goes on from there. A bad
     * mapping is an error signal.
     */
    <T> Mono<T> fillWithoutBlocking(T entity) {
        return Mono.defer(() -> {
            Plan plan = plans.get(entity.getClass());
            if (plan != null) {
                return fillWithoutBlocking(plan, entity);
            }
            return Mono.fromCallable(() -> plan(entity.getClass()))
                    .subscribeOn(Schedulers.boundedElastic())
                    .flatMap(planned -> fillWithoutBlocking(planned, entity));
        });
    }

    private static <T> Mono<T> fillWithoutBlocking(Plan plan, T entity) {
        if (plan.targets.length == 0) {
            return Mono.just(entity);
        }
        return fillFrom(plan.entity.getPropertyAccessor(entity), plan.targets, 0);
    }

    /**
     * Fills the null properties of {@code targets[from..]} on the calling thread while the
     * generators have ids now; at the first that has none, continues after that property's
     * {@link ReactiveUuids#mono()} emits, on the thread it emits on.
     */
    private static <T> Mono<T> fillFrom(PersistentPropertyAccessor<T> accessor, Target[] targets, int from) {
        for (int i = from; i < targets.length; i++) {
            Target target = targets[i];
            if (accessor.getProperty(target.property) != null) {
                continue;
            }
            UUID id = target.generator.tryNext();
            if (id == null) {
                int next = i + 1;
                return target.reactive.mono().flatMap(waited -> {
                    accessor.setProperty(target.property, waited);
                    return fillFrom(accessor, targets, next);
                });
            }
            accessor.setProperty(target.property, id);
        }
        return Mono.just(accessor.getBean());
    }
}
