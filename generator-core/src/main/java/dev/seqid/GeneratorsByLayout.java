package dev.seqid;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One shared {@link UuidGenerator} per layout name around a default generator: the rule by which
 * seqid's persistence adapters (Hibernate's {@code @SeqIdGenerated}, Spring Data's
 * {@code @SeqIdOnSave}) choose the generator of an annotated property, so that every property that
 * asks for the same layout draws from one generator and its ids stay ordered among themselves.
 *
 * <ul>
 *   <li>{@link #defaultGenerator()}: the generator given to {@link #around(UuidGenerator)}; for
 *   {@link #withoutDefault()}, the generator of layout {@code v7}, made on first request.</li>
 *   <li>{@link #forLayout(String) forLayout(name)}: the default generator if its layout has that
 *   name, else a generator of {@link UuidLayout#named(String) UuidLayout.named(name)} with every
 *   other setting at its default, made on the first request for that name and returned for every
 *   later one.</li>
 *   <li>{@link #fromSupplier fromSupplier(class, maker)}: the generator a supplier class makes,
 *   its supplier made and asked once per class.</li>
 * </ul>
 *
 * <p>Thread-safe: the methods are synchronized, as they are called when an adapter first meets a
 * property (at start-up), not per id.
 */
public final class GeneratorsByLayout {

    /** The default generator given, or {@code null} for the v7 one made on request. */
    private final UuidGenerator given;
    /** The generators made so far for layout names, by name, in the order they were made. */
    private final Map<String, UuidGenerator> made = new LinkedHashMap<>();
    /** The generators suppliers made so far, by supplier class, in the order they were made. */
    private final Map<Class<?>, UuidGenerator> supplied = new LinkedHashMap<>();

    private GeneratorsByLayout(UuidGenerator given) {
        this.given = given;
    }

    /**
     * Generators whose default is {@code defaultGenerator}: it serves the default and its own
     * layout's name; other names get generators of their own.
     *
     * @param defaultGenerator the default generator, such as an application's {@code UuidGenerator} bean
     * @return new, empty generators around {@code defaultGenerator}
     */
    public static GeneratorsByLayout around(UuidGenerator defaultGenerator) {
        return new GeneratorsByLayout(Objects.requireNonNull(defaultGenerator, "defaultGenerator"));
    }

    /**
     * Generators whose default is the generator of layout {@code v7} with default settings, made on
     * first request like any other layout's.
     *
     * @return new, empty generators without a given default
     */
    public static GeneratorsByLayout withoutDefault() {
        return new GeneratorsByLayout(null);
    }

    /**
     * The default generator: the one given to {@link #around(UuidGenerator)}, else that of layout {@code v7}.
     *
     * @return the default generator
     */
    public synchronized UuidGenerator defaultGenerator() {
        return given != null ? given : forLayout(UuidLayout.v7().name());
    }

    /**
     * The generator of layout {@code name}: the given default generator if its layout has that
     * name, else one with that layout and default settings, made on the first call for that name.
     *
     * @param name a layout name of {@link UuidLayout#names()}, such as {@code "v7"}
     * @return the generator of that layout
     * @throws IllegalArgumentException if {@code name} is not one of {@link UuidLayout#names()},
     *                                  listing the known ones
     */
    public synchronized UuidGenerator forLayout(String name) {
        Objects.requireNonNull(name, "name");
        if (given != null && given.layout().name().equals(name)) {
            return given;
        }
        UuidGenerator g = made.get(name);
        if (g == null) {
            g = UuidGenerator.builder().layout(UuidLayout.named(name)).build();
            made.put(name, g);
        }
        return g;
    }

    /**
     * The generator that supplier class {@code supplierClass} makes: on the first call for that
     * class, {@code maker} makes the supplier (from the application's container, or by the class's
     * public no-argument constructor) and the supplier is asked once; every later call returns the
     * same generator.
     *
     * @param supplierClass the class of the supplier that makes the generator
     * @param maker makes an instance of {@code supplierClass}
     * @return the generator that class's supplier made
     * @throws IllegalStateException naming the class if the supplier cannot be made, throws, or returns null
     */
    public synchronized UuidGenerator fromSupplier(Class<? extends Supplier<UuidGenerator>> supplierClass,
            Function<Class<? extends Supplier<UuidGenerator>>, ? extends Supplier<UuidGenerator>> maker) {
        Objects.requireNonNull(supplierClass, "supplierClass");
        Objects.requireNonNull(maker, "maker");
        UuidGenerator g = supplied.get(supplierClass);
        if (g == null) {
            Supplier<UuidGenerator> supplier;
            try {
                supplier = maker.apply(supplierClass);
            } catch (RuntimeException e) {
                throw new IllegalStateException("seqid could not make the generator supplier " + supplierClass.getName()
                        + " (a bean of the application's container, or a public class with a public no-argument constructor): " + e, e);
            }
            try {
                g = supplier.get();
            } catch (RuntimeException e) {
                throw new IllegalStateException("seqid's generator supplier " + supplierClass.getName() + " failed: " + e, e);
            }
            if (g == null) {
                throw new IllegalStateException("seqid's generator supplier " + supplierClass.getName() + " returned null");
            }
            supplied.put(supplierClass, g);
        }
        return g;
    }

    /**
     * The generators suppliers made so far, by supplier class.
     *
     * @return an unmodifiable snapshot, in the order they were made
     */
    public synchronized Map<Class<?>, UuidGenerator> supplied() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(supplied));
    }

    /**
     * The generators made for layout names so far (not the given default generator), by name.
     *
     * @return an unmodifiable snapshot, in the order they were made
     */
    public synchronized Map<String, UuidGenerator> made() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(made));
    }

    @Override
    public synchronized String toString() {
        return "GeneratorsByLayout[default=" + (given != null ? given.layout().name() + " (given)" : "v7") + ", made=" + made.keySet() + "]";
    }
}
