package dev.seqid.springdata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.seqid.UuidGenerator;
import dev.seqid.UuidLayout;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.DefaultListableBeanFactory;
import org.springframework.data.annotation.Id;
import org.springframework.data.jdbc.core.mapping.JdbcMappingContext;
import org.springframework.data.mapping.MappingException;

/**
 * Which generator serves a property: suppliers (a bean of the context, else made once), layouts
 * (one generator per name, the default's own name served by the default), and the messages of the
 * mistakes; through the JDBC callback over a mapping context, without a database.
 */
class SupplierAndLayoutTest {

    /** Counts how often it is asked; its generator has the comb-postgres layout. */
    public static class CombIds implements Supplier<UuidGenerator> {
        static final AtomicInteger CALLS = new AtomicInteger();

        @Override
        public UuidGenerator get() {
            CALLS.incrementAndGet();
            return UuidGenerator.builder().layout(UuidLayout.named("comb-postgres")).build();
        }
    }

    public static class NullIds implements Supplier<UuidGenerator> {
        @Override
        public UuidGenerator get() {
            return null;
        }
    }

    record BySupplier(@Id @SeqIdOnSave(supplier = CombIds.class) UUID id, @SeqIdOnSave(supplier = CombIds.class) UUID ref) {
        BySupplier withId(UUID id) {
            return new BySupplier(id, ref);
        }

        BySupplier withRef(UUID ref) {
            return new BySupplier(id, ref);
        }
    }

    record ByLayouts(@Id @SeqIdOnSave(layout = "comb-sqlserver") UUID id, @SeqIdOnSave(layout = "v7") UUID ref) {
        ByLayouts withId(UUID id) {
            return new ByLayouts(id, ref);
        }

        ByLayouts withRef(UUID ref) {
            return new ByLayouts(id, ref);
        }
    }

    /** No wither: Spring Data makes the new instance with the canonical constructor. */
    record WithoutWither(@Id @SeqIdOnSave UUID id, String name) {
    }

    record Mismatch(@Id @SeqIdOnSave(supplier = CombIds.class, layout = "v7") UUID id) {
    }

    record ReturnsNull(@Id @SeqIdOnSave(supplier = NullIds.class) UUID id) {
    }

    private final UuidGenerator defaultGenerator = UuidGenerator.builder().build();

    private SeqIdBeforeConvertCallback callback(SeqIdGeneratorRegistry registry, Class<?> entity) {
        JdbcMappingContext context = new JdbcMappingContext();
        context.getRequiredPersistentEntity(entity);
        return new SeqIdBeforeConvertCallback(context, registry);
    }

    @Test
    void aSupplierIsAskedOnceAndServesEveryPropertyThatNamesIt() {
        int before = CombIds.CALLS.get();
        SeqIdGeneratorRegistry registry = new SeqIdGeneratorRegistry(defaultGenerator);
        SeqIdBeforeConvertCallback callback = callback(registry, BySupplier.class);

        BySupplier first = (BySupplier) callback.onBeforeConvert(new BySupplier(null, null));
        BySupplier second = (BySupplier) callback.onBeforeConvert(new BySupplier(null, null));

        assertThat(CombIds.CALLS.get() - before).as("asked once").isEqualTo(1);
        UuidLayout comb = UuidLayout.named("comb-postgres");
        assertThat(comb.instantOf(first.id())).isNotNull();
        assertThat(comb.databaseOrder().compare(first.id(), first.ref())).as("one generator for both properties").isNegative();
        assertThat(comb.databaseOrder().compare(first.ref(), second.id())).isNegative();
    }

    @Test
    void aSupplierBeanOfTheContextIsUsedRatherThanANewInstance() {
        UuidGenerator fromBean = UuidGenerator.builder().layout(UuidLayout.named("comb-postgres")).build();
        DefaultListableBeanFactory beans = new DefaultListableBeanFactory();
        beans.registerSingleton("combIds", new CombIds() {
            @Override
            public UuidGenerator get() {
                return fromBean;
            }
        });

        assertThat(new SeqIdGeneratorRegistry(defaultGenerator, beans).fromSupplier(CombIds.class)).isSameAs(fromBean);
        assertThat(new SeqIdGeneratorRegistry(defaultGenerator).fromSupplier(CombIds.class)).isNotSameAs(fromBean);
    }

    @Test
    void eachLayoutNameHasOneGeneratorAndTheDefaultsOwnNameIsTheDefault() {
        SeqIdGeneratorRegistry registry = new SeqIdGeneratorRegistry(defaultGenerator);
        SeqIdBeforeConvertCallback callback = callback(registry, ByLayouts.class);

        ByLayouts saved = (ByLayouts) callback.onBeforeConvert(new ByLayouts(null, null));
        UUID fromDefault = defaultGenerator.next();

        assertThat(registry.byLayout()).containsOnlyKeys("comb-sqlserver");
        assertThat(UuidLayout.named("comb-sqlserver").instantOf(saved.id())).isNotNull();
        assertThat(saved.ref().compareTo(fromDefault)).as("\"v7\" is the default generator's layout: its ids").isNegative();
    }

    @Test
    void aRecordWithoutAWitherIsMadeAnewThroughItsConstructor() {
        WithoutWither unsaved = new WithoutWither(null, "plain");

        WithoutWither saved = (WithoutWither) callback(new SeqIdGeneratorRegistry(defaultGenerator), WithoutWither.class).onBeforeConvert(unsaved);

        assertThat(unsaved.id()).isNull();
        assertThat(saved.id()).isNotNull();
        assertThat(saved.name()).isEqualTo("plain");
    }

    @Test
    void aSupplierWhoseLayoutDisagreesOrThatReturnsNullIsNamedWithTheEntityAndProperty() {
        SeqIdGeneratorRegistry registry = new SeqIdGeneratorRegistry(defaultGenerator);

        assertThatThrownBy(() -> callback(registry, Mismatch.class).afterSingletonsInstantiated())
                .isInstanceOf(MappingException.class)
                .hasMessageStartingWith("@SeqIdOnSave on " + Mismatch.class.getName() + ".id: ")
                .hasMessageEndingWith("layout 'v7' is named, but the supplier " + CombIds.class.getName()
                        + " makes a generator of layout 'comb-postgres'; name 'comb-postgres' or no layout");
        assertThatThrownBy(() -> callback(registry, ReturnsNull.class).afterSingletonsInstantiated())
                .isInstanceOf(MappingException.class)
                .hasMessageStartingWith("@SeqIdOnSave on " + ReturnsNull.class.getName() + ".id: ")
                .hasMessageContaining(NullIds.class.getName() + " returned null");
    }
}
