package dev.seqid.internal;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * <b>Not API</b>: the part of seqid that its persistence adapters share (seqid-hibernate's
 * {@code @SeqIdGenerated}, seqid-spring-data's {@code @SeqIdOnSave}); the module exports this
 * package to those adapters only, and it may change in any release. Users read the generators
 * through the adapters' own types ({@code SeqIdGenerators}, {@code SeqIdGeneratorRegistry}).
 *
 * <p>One shared {@link UuidGenerator} per layout name and per supplier class around a default
 * generator, and the rule by which an annotated property chooses among them ({@link #choose}), so
 * that every property that asks for the same thing draws from one generator and its ids stay
 * ordered among themselves.
 *
 * <ul>
 *   <li>{@link #defaultGenerator()}: the generator given to {@link #around(UuidGenerator)}; for
 *   {@link #withoutDefault()}, the generator of layout {@code v7}, made on first request.</li>
 *   <li>{@link #forLayout(String) forLayout(name)}: the default generator if its layout has that
 *   name, else a generator of {@link UuidLayout#named(String) UuidLayout.named(name)} with every
 *   other setting at its default, one per name.</li>
 *   <li>{@link #fromSupplier fromSupplier(class, maker)}: the generator a supplier class makes, one
 *   per class.</li>
 * </ul>
 *
 * <p><b>Thread safety: no lock around user code.</b> The monitor of this object guards the two
 * maps only: it is held to look a generator up and to publish one, never while a supplier is made
 * (the maker may run a bean container), while its {@code get()} runs, or while a generator is
 * built. A first use makes its generator outside the monitor and publishes it if no other thread
 * published one for that name or class in the meantime; otherwise it drops its own and returns the
 * published one. So every caller of one name or class gets the same generator (the first published),
 * and a generator that lost the race is never returned and has made no id. Racing first uses of a
 * supplier class therefore each make a supplier and ask it once: "asked once" holds per caller that
 * found no generator, not per class. Adapters resolve their properties at start-up, so a race
 * happens only for a type first met later.
 */
public final class GeneratorsByLayout {

    /** The default generator given, or {@code null} for the v7 one made on request. */
    private final UuidGenerator given;
    /** The generators made so far for layout names, by name, in the order they were published. Guarded by {@code this}. */
    private final Map<String, UuidGenerator> made = new LinkedHashMap<>();
    /** The generators suppliers made so far, by supplier class, in the order they were published. Guarded by {@code this}. */
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
     * The generator of an annotated property, the one rule of every adapter:
     * <ol>
     *   <li>a supplier class ({@code supplierClass} not {@code null}): the generator it makes
     *   ({@link #fromSupplier}); if a {@code layout} is named too, it must be the name of that
     *   generator's layout (a custom layout's name is fine, as the supplier may build one);</li>
     *   <li>else a layout name ({@code layout} not empty): {@link #forLayout(String)};</li>
     *   <li>else {@link #defaultGenerator()}.</li>
     * </ol>
     *
     * @param layout        the layout name asked for, or {@code ""} for none
     * @param supplierClass the supplier class asked for, or {@code null} for none
     * @param maker         makes an instance of a supplier class (used only if {@code supplierClass} is given)
     * @return the generator that serves the property
     * @throws IllegalArgumentException if no supplier is given and {@code layout} is not one of
     *                                  {@link UuidLayout#names()}, or a supplier is given and its
     *                                  generator's layout is not the one named
     * @throws IllegalStateException    naming the class if the supplier cannot be made, throws, or returns null
     */
    public UuidGenerator choose(String layout, Class<? extends Supplier<UuidGenerator>> supplierClass,
            Function<Class<? extends Supplier<UuidGenerator>>, ? extends Supplier<UuidGenerator>> maker) {
        Objects.requireNonNull(layout, "layout");
        if (supplierClass == null) {
            return layout.isEmpty() ? defaultGenerator() : forLayout(layout);
        }
        UuidGenerator generator = fromSupplier(supplierClass, maker);
        String suppliedLayout = generator.layout().name();
        if (!layout.isEmpty() && !layout.equals(suppliedLayout)) {
            throw new IllegalArgumentException("layout '" + layout + "' is named, but the supplier " + supplierClass.getName()
                    + " makes a generator of layout '" + suppliedLayout + "'; name '" + suppliedLayout + "' or no layout");
        }
        return generator;
    }

    /**
     * The default generator: the one given to {@link #around(UuidGenerator)}, else that of layout {@code v7}.
     *
     * @return the default generator
     */
    public UuidGenerator defaultGenerator() {
        return given != null ? given : forLayout(UuidLayout.v7().name());
    }

    /**
     * The generator of layout {@code name}: the given default generator if its layout has that
     * name, else one with that layout and default settings, the same for every call with that name.
     *
     * @param name a layout name of {@link UuidLayout#names()}, such as {@code "v7"}
     * @return the generator of that layout
     * @throws IllegalArgumentException if {@code name} is not one of {@link UuidLayout#names()},
     *                                  listing the known ones
     */
    public UuidGenerator forLayout(String name) {
        Objects.requireNonNull(name, "name");
        if (given != null && given.layout().name().equals(name)) {
            return given;
        }
        UuidGenerator known = lookUp(made, name);
        if (known != null) {
            return known;
        }
        return publish(made, name, UuidGenerator.builder().layout(UuidLayout.named(name)).build());
    }

    /**
     * The generator that supplier class {@code supplierClass} makes. A caller that finds none has
     * {@code maker} make the supplier (from the application's container, or by the class's public
     * no-argument constructor) and asks it once, holding no lock; the first generator published
     * for the class is returned to every caller, for ever.
     *
     * @param supplierClass the class of the supplier that makes the generator
     * @param maker makes an instance of {@code supplierClass}
     * @return the generator that class's supplier made
     * @throws IllegalStateException naming the class if the supplier cannot be made, throws, or
     *                               returns null; nothing is published then, so a later call tries again
     */
    public UuidGenerator fromSupplier(Class<? extends Supplier<UuidGenerator>> supplierClass,
            Function<Class<? extends Supplier<UuidGenerator>>, ? extends Supplier<UuidGenerator>> maker) {
        Objects.requireNonNull(supplierClass, "supplierClass");
        Objects.requireNonNull(maker, "maker");
        UuidGenerator known = lookUp(supplied, supplierClass);
        if (known != null) {
            return known;
        }
        Supplier<UuidGenerator> supplier;
        try {
            supplier = maker.apply(supplierClass);
        } catch (RuntimeException e) {
            throw new IllegalStateException("seqid could not make the generator supplier " + supplierClass.getName()
                    + " (a bean of the application's container, or a public class with a public no-argument constructor): " + e, e);
        }
        UuidGenerator generator;
        try {
            generator = supplier.get();
        } catch (RuntimeException e) {
            throw new IllegalStateException("seqid's generator supplier " + supplierClass.getName() + " failed: " + e, e);
        }
        if (generator == null) {
            throw new IllegalStateException("seqid's generator supplier " + supplierClass.getName() + " returned null");
        }
        return publish(supplied, supplierClass, generator);
    }

    private synchronized <K> UuidGenerator lookUp(Map<K, UuidGenerator> generators, K key) {
        return generators.get(key);
    }

    /** Publishes {@code generator} under {@code key} unless one is already there, and returns the one there. */
    private synchronized <K> UuidGenerator publish(Map<K, UuidGenerator> generators, K key, UuidGenerator generator) {
        UuidGenerator first = generators.putIfAbsent(key, generator);
        return first != null ? first : generator;
    }

    /**
     * The generators suppliers made so far, by supplier class (those that lost a race not among them).
     *
     * @return an unmodifiable snapshot, in the order they were published
     */
    public synchronized Map<Class<?>, UuidGenerator> supplied() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(supplied));
    }

    /**
     * The generators made for layout names so far (not the given default generator), by name.
     *
     * @return an unmodifiable snapshot, in the order they were published
     */
    public synchronized Map<String, UuidGenerator> made() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(made));
    }

    @Override
    public synchronized String toString() {
        return "GeneratorsByLayout[default=" + (given != null ? given.layout().name() + " (given)" : "v7") + ", made=" + made.keySet()
                + ", suppliers=" + supplied.size() + "]";
    }
}
