package dev.seqid.springdata;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.internal.GeneratorsByLayout;
import java.util.Map;
import java.util.function.Supplier;
import org.springframework.beans.BeanUtils;
import org.springframework.beans.factory.BeanFactory;

/**
 * The generators of {@link SeqIdOnSave} properties: a default generator, and one
 * {@link UuidGenerator} per layout name and one per supplier class (by seqid-core's rule, the same
 * as seqid-hibernate's), made on first request and shared by every property that asks for it.
 * Share one registry between the JDBC and the R2DBC callbacks of an application so that both take
 * their ids from the same generators.
 *
 * <p>Thread-safe. Its methods are called when a callback first meets an entity type (at the
 * application context's start for the types of the mapping context), not per save. A supplier is
 * made and asked under no lock; if two threads meet a supplier class first at once, each makes and
 * asks one, and both get the generator published first (the other is dropped unused).
 */
public final class SeqIdGeneratorRegistry {

    /** The default and one generator per layout name: core's rule, shared with the other adapters. */
    private final GeneratorsByLayout layouts;
    /** Where supplier instances come from; {@code null} to make them with their constructor. */
    private final BeanFactory beans;

    /**
     * A registry whose default generator is {@code defaultGenerator} and whose supplier classes are
     * made with their public no-argument constructor.
     *
     * @param defaultGenerator the generator of {@code @SeqIdOnSave} without a layout, and of every
     *                         layout name that is its layout's
     */
    public SeqIdGeneratorRegistry(UuidGenerator defaultGenerator) {
        this(defaultGenerator, null);
    }

    /**
     * A registry whose default generator is {@code defaultGenerator} and whose supplier classes are
     * beans of {@code beans} where it has one, else made with their public no-argument constructor.
     *
     * @param defaultGenerator the generator of {@code @SeqIdOnSave} without a layout, and of every
     *                         layout name that is its layout's
     * @param beans            the bean factory to take supplier beans from, or {@code null} for none
     */
    public SeqIdGeneratorRegistry(UuidGenerator defaultGenerator, BeanFactory beans) {
        this.layouts = GeneratorsByLayout.around(defaultGenerator);
        this.beans = beans;
    }

    /**
     * The default generator.
     *
     * @return the generator given to the constructor
     */
    public UuidGenerator defaultGenerator() {
        return layouts.defaultGenerator();
    }

    /**
     * The generator of layout {@code name}: the default generator if its layout has that name, else
     * one with that layout and default settings, made on the first call for that name.
     *
     * @param name a layout name, such as {@code "v7"}
     * @return the generator of that layout
     * @throws IllegalArgumentException if {@code name} is not one of {@link UuidLayout#names()}
     */
    public UuidGenerator forLayout(String name) {
        return layouts.forLayout(name);
    }

    /**
     * The generator {@code supplierClass} makes: on the first call for that class, its bean (if the
     * bean factory has one) or a new instance is asked once for the generator.
     *
     * @param supplierClass the class of the supplier that makes the generator
     * @return the generator that class's supplier made
     * @throws IllegalStateException if the supplier cannot be made, throws, or returns null
     */
    public UuidGenerator fromSupplier(Class<? extends Supplier<UuidGenerator>> supplierClass) {
        return layouts.fromSupplier(supplierClass, this::supplierOf);
    }

    /**
     * The generator of a {@link SeqIdOnSave} property, by seqid-core's rule of choice: the
     * supplier's, else the layout's, else the default; a layout named beside a supplier must be the
     * layout of its generator.
     *
     * @param annotation the property's annotation
     * @return the generator that serves the property
     * @throws IllegalArgumentException if the layout is unknown or disagrees with the supplier's
     * @throws IllegalStateException    if the supplier cannot be made, throws, or returns null
     */
    UuidGenerator forAnnotation(SeqIdOnSave annotation) {
        Class<? extends Supplier<UuidGenerator>> supplier = annotation.supplier() == SeqIdOnSave.None.class ? null : annotation.supplier();
        return layouts.choose(annotation.layout(), supplier, this::supplierOf);
    }

    private <S extends Supplier<UuidGenerator>> S supplierOf(Class<S> supplierClass) {
        return beans != null
                ? beans.getBeanProvider(supplierClass).getIfAvailable(() -> BeanUtils.instantiateClass(supplierClass))
                : BeanUtils.instantiateClass(supplierClass);
    }

    /**
     * The generators made for layout names so far (without the default generator), by name.
     *
     * @return an unmodifiable snapshot, in the order they were made
     */
    public Map<String, UuidGenerator> byLayout() {
        return layouts.made();
    }

    @Override
    public String toString() {
        return "SeqIdGeneratorRegistry[default=" + defaultGenerator().layout().name() + ", layouts=" + byLayout().keySet()
                + ", suppliers=" + layouts.supplied().size() + "]";
    }
}
