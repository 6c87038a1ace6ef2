package dev.seqid.springdata;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import dev.seqid.UuidGenerator;
import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import java.util.function.Supplier;

/**
 * A {@code java.util.UUID} property of a Spring Data JDBC or Spring Data R2DBC aggregate root that
 * seqid fills when the entity is saved while the property is {@code null}: the {@code @Id} or any
 * other column.
 *
 * <pre>{@code
 * @Table("invoice")
 * record Invoice(@Id @SeqIdOnSave UUID id, String customer) {
 *     Invoice withId(UUID id) {                  // immutable: Spring Data sets the id through the wither
 *         return new Invoice(id, customer);
 *     }
 * }
 * }</pre>
 *
 * <h2>When a property is filled</h2>
 * Only while it is {@code null}, by {@link SeqIdBeforeConvertCallback} (JDBC) or
 * {@link SeqIdReactiveBeforeConvertCallback} (R2DBC), which Spring Data calls on every save before
 * it converts the entity into a row, after it decided between insert and update. So a new entity
 * (null id) is inserted with a seqid id; an entity loaded from the database keeps its id; an id set
 * by the application is kept and never overwritten. Immutable entities (records with withers,
 * Kotlin data classes with {@code val id: UUID?}) get a new instance through Spring Data's property
 * accessors, which the save returns.
 *
 * <h2>Which generator</h2>
 * Ids are ordered only among ids of one generator, so every property that asks for the same thing
 * shares one {@link UuidGenerator} of a {@link SeqIdGeneratorRegistry}, made once (never per entity,
 * never per save):
 * <ul>
 *   <li>{@code @SeqIdOnSave} (no layout): the registry's default generator, in a Spring Boot
 *   application the {@code UuidGenerator} bean.</li>
 *   <li>{@code layout = "name"}: the default generator if its layout has that name; otherwise a
 *   generator of {@link dev.seqid.UuidLayout#named(String) UuidLayout.named(name)} with every other
 *   setting at its default, one per name.</li>
 *   <li>{@code supplier = MySupplier.class}: what that class's {@code get()} returns, called once;
 *   a bean of that class if the application context has one, else an instance made with its public
 *   no-argument constructor. One per class.</li>
 * </ul>
 * The generators of the entity types the mapping context knows are made when the application
 * context starts, so suppliers run then, under no lock of seqid's. For a type first met at save
 * time they are made at its first save (off the event loop on R2DBC); if several threads save it
 * first at once, each may make and ask a supplier, and all use the generator published first.
 * A property that is not a {@code UUID}, a name that is not a seqid layout, or a supplier that
 * cannot be made fails the application context's start with a message that names the entity and
 * the property.
 *
 * <p>Not {@code @SeqIdGenerated} of seqid-hibernate: that one is a Hibernate generator annotation
 * (it carries Hibernate's meta-annotations, so it cannot exist without Hibernate), and its values
 * are made by Hibernate at insert; this one is read by Spring Data's entity callbacks at save.
 */
@Documented
@Retention(RUNTIME)
@Target({FIELD, METHOD})
public @interface SeqIdOnSave {

    /**
     * A layout name of {@link dev.seqid.UuidLayout#names()} ({@code "v7"}, {@code "comb-sqlserver"},
     * {@code "comb-postgres"}, ...); empty (the default) for the default generator.
     *
     * @return the layout name, or {@code ""} for none
     */
    String layout() default "";

    /**
     * A class whose {@code get()} makes the generator, for settings other than the layout (clock,
     * entropy, lead, a custom layout); {@link None} (the default) for none.
     *
     * @return the supplier class, or {@code None.class} for none
     */
    Class<? extends Supplier<UuidGenerator>> supplier() default None.class;

    /** The default of {@link #supplier()}: no supplier. Never instantiated. */
    final class None implements Supplier<UuidGenerator> {
        private None() {
        }

        @Override
        public UuidGenerator get() {
            throw new UnsupportedOperationException("SeqIdOnSave.None is a marker, not a supplier");
        }
    }
}
