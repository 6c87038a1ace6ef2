package dev.seqid.hibernate;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import dev.seqid.UuidGenerator;
import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import java.util.function.Supplier;
import org.hibernate.annotations.IdGeneratorType;
import org.hibernate.annotations.ValueGenerationType;

/**
 * A {@code java.util.UUID} attribute whose value seqid makes when the entity is inserted: an
 * {@code @Id} (no {@code @GeneratedValue} needed) or any other column.
 *
 * <pre>{@code
 * @Entity
 * class Order {
 *     @Id @SeqIdGenerated(layout = "comb-sqlserver")
 *     UUID id;
 *
 *     @SeqIdGenerated                       // a non-key column: the SessionFactory's default generator
 *     UUID publicRef;
 * }
 * }</pre>
 *
 * <h2>Which generator</h2>
 * Ids are only ordered among ids of one generator, so every attribute of a {@code SessionFactory}
 * that asks for the same thing shares one {@link UuidGenerator}, made when the
 * {@code SessionFactory} is built (never per entity, never per insert):
 * <ul>
 *   <li>{@code @SeqIdGenerated} (no layout): the <em>default generator</em>, the one given in the
 *   setting {@value SeqIdSettings#GENERATOR} (seqid's Spring Boot starter puts its
 *   {@code UuidGenerator} bean there), else the default {@code v7} generator below.</li>
 *   <li>{@code layout = "name"}: the default generator if its layout has that name; otherwise a
 *   generator of {@link dev.seqid.UuidLayout#named(String) UuidLayout.named(name)} with every other
 *   setting at its default, one per name.</li>
 *   <li>{@code supplier = MySupplier.class}: what that class's {@code get()} returns, called once;
 *   the class is obtained from Hibernate's bean container (a Spring or CDI bean if it is one),
 *   else made with its public no-argument constructor. One per class.</li>
 * </ul>
 * A name that is not a seqid layout, a supplier whose generator has a different layout than a
 * {@code layout} also given, or an attribute that is not a {@code UUID}, fails the
 * {@code SessionFactory}'s start with a message that says which attribute.
 */
@Documented
@Retention(RUNTIME)
@Target({FIELD, METHOD})
@IdGeneratorType(SeqIdHibernateGenerator.class)
@ValueGenerationType(generatedBy = SeqIdHibernateGenerator.class)
public @interface SeqIdGenerated {

    /**
     * A layout name of {@link dev.seqid.UuidLayout#names()} ({@code "v7"}, {@code "comb-sqlserver"},
     * {@code "comb-postgres"}, ...); empty (the default) for the SessionFactory's default generator.
     *
     * @return the layout name, or {@code ""} for none
     */
    String layout() default "";

    /**
     * A class whose {@code get()} makes the generator, for settings other than the layout (clock,
     * entropy, lead, striped, a custom layout); {@link None} (the default) for none.
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
            throw new UnsupportedOperationException("SeqIdGenerated.None is a marker, not a supplier");
        }
    }
}
