package dev.seqid.hibernate;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import dev.seqid.internal.GeneratorsByLayout;
import java.util.Map;
import java.util.function.Supplier;
import org.hibernate.MappingException;
import org.hibernate.resource.beans.spi.ManagedBeanRegistry;
import org.hibernate.service.Service;
import org.hibernate.service.spi.ServiceRegistryImplementor;

/**
 * The generators of one Hibernate service registry (one per {@code SessionFactory} in every usual
 * set-up): one {@link UuidGenerator} per layout name and one per supplier class, made on first
 * request and shared by every {@link SeqIdGenerated} attribute that asks for it.
 *
 * <p>A Hibernate {@link Service}, registered in every {@code StandardServiceRegistry} by
 * {@link SeqIdServiceContributor}; look it up with
 * {@code sessionFactory.getServiceRegistry().requireService(SeqIdGenerators.class)} (a
 * {@code SessionFactoryImplementor}'s registry), for example to read which generators exist.
 */
public final class SeqIdGenerators implements Service {

    /** The generator of the {@value SeqIdSettings#GENERATOR} setting, or {@code null} if none is set. */
    private final UuidGenerator configured;
    /** The default, one generator per layout name and one per supplier class: core's rule, shared with the other adapters. */
    private final GeneratorsByLayout layouts;
    /** The service registry whose bean container makes the supplier instances. */
    private final ServiceRegistryImplementor registry;

    SeqIdGenerators(UuidGenerator configured, ServiceRegistryImplementor registry) {
        this.configured = configured;
        this.layouts = configured != null ? GeneratorsByLayout.around(configured) : GeneratorsByLayout.withoutDefault();
        this.registry = registry;
    }

    /**
     * The default generator: the {@value SeqIdSettings#GENERATOR} setting's, else the one of the
     * core's default layout ({@link UuidGenerator#DEFAULT_LAYOUT}, {@code v7}).
     *
     * @return the default generator
     */
    public UuidGenerator defaultGenerator() {
        return layouts.defaultGenerator();
    }

    /**
     * The generator of layout {@code name}: the default generator if its layout has that name,
     * else one with that layout and default settings, made on the first call for that name.
     *
     * @param name a layout name, such as {@code "v7"}
     * @return the generator of that layout
     * @throws MappingException if {@code name} is not one of {@link UuidLayout#names()}
     */
    public UuidGenerator forLayout(String name) {
        try {
            return layouts.forLayout(name);
        } catch (IllegalArgumentException e) {
            throw new MappingException(e.getMessage(), e);
        }
    }

    /**
     * The generator {@code supplierClass} makes: on the first call for that class, an instance is
     * obtained from Hibernate's bean container (a Spring or CDI bean, if the application has one of
     * that class; else one made with its no-argument constructor) and its {@code get()} called once.
     *
     * @param supplierClass the class of the supplier that makes the generator
     * @return the generator that class's supplier made
     * @throws MappingException if the supplier cannot be made, throws, or returns null
     */
    public UuidGenerator fromSupplier(Class<? extends Supplier<UuidGenerator>> supplierClass) {
        try {
            return layouts.fromSupplier(supplierClass, this::supplierOf);
        } catch (IllegalStateException e) {
            throw new MappingException(e.getMessage(), e.getCause() != null ? e.getCause() : e);
        }
    }

    /**
     * The generator of an attribute, by core's rule of choice ({@link GeneratorsByLayout#choose}):
     * the supplier's, else the layout's, else the default; a layout named beside a supplier must be
     * the layout of its generator.
     *
     * @param config the attribute's annotation
     * @return the generator that serves the attribute
     * @throws MappingException with core's message if the layout is unknown or disagrees with the
     *                          supplier's, or the supplier cannot be made, throws, or returns null
     */
    UuidGenerator forAnnotation(SeqIdGenerated config) {
        Class<? extends Supplier<UuidGenerator>> supplier = config.supplier() == SeqIdGenerated.None.class ? null : config.supplier();
        try {
            return layouts.choose(config.layout(), supplier, this::supplierOf);
        } catch (IllegalArgumentException e) {
            throw new MappingException(e.getMessage(), e);
        } catch (IllegalStateException e) {
            throw new MappingException(e.getMessage(), e.getCause() != null ? e.getCause() : e);
        }
    }

    /** A supplier instance from Hibernate's bean container: the application's bean of that class, else a new one. */
    private Supplier<UuidGenerator> supplierOf(Class<? extends Supplier<UuidGenerator>> supplierClass) {
        return registry.requireService(ManagedBeanRegistry.class).getBean(supplierClass).getBeanInstance();
    }

    /**
     * The generators made for layout names so far (without the configured default generator), by name.
     *
     * @return an unmodifiable snapshot, in the order they were made
     */
    public Map<String, UuidGenerator> byLayout() {
        return layouts.made();
    }

    /**
     * The generators made by suppliers so far, by supplier class.
     *
     * @return an unmodifiable snapshot, in the order they were made
     */
    public Map<Class<?>, UuidGenerator> bySupplier() {
        return layouts.supplied();
    }

    @Override
    public String toString() {
        return "SeqIdGenerators[default=" + (configured != null ? configured.layout().name() + " (configured)" : UuidGenerator.DEFAULT_LAYOUT) + ", layouts="
                + byLayout().keySet() + ", suppliers=" + bySupplier().size() + "]";
    }
}
