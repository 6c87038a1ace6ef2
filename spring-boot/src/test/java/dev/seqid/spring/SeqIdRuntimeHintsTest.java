package dev.seqid.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.UuidGenerator;
import dev.seqid.hibernate.SeqIdGenerated;
import dev.seqid.hibernate.SeqIdHibernateGenerator;
import dev.seqid.hibernate.SeqIdServiceContributor;
import dev.seqid.springdata.SeqIdOnSave;
import java.lang.reflect.Member;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;
import org.hibernate.generator.GeneratorCreationContext;
import org.junit.jupiter.api.Test;
import org.springframework.aot.generate.ClassNameGenerator;
import org.springframework.aot.generate.DefaultGenerationContext;
import org.springframework.aot.generate.InMemoryGeneratedFiles;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.beans.factory.aot.AotServices;
import org.springframework.beans.factory.aot.BeanFactoryInitializationAotContribution;
import org.springframework.beans.factory.aot.BeanFactoryInitializationAotProcessor;
import org.springframework.beans.factory.support.DefaultListableBeanFactory;
import org.springframework.context.annotation.ImportRuntimeHints;
import org.springframework.data.domain.ManagedTypes;
import org.springframework.javapoet.ClassName;
import org.springframework.orm.jpa.persistenceunit.PersistenceManagedTypes;

/** The native-image hints of seqid's reflective steps, each checked with Spring's RuntimeHintsPredicates. */
class SeqIdRuntimeHintsTest {

    private static RuntimeHints registered() {
        RuntimeHints hints = new RuntimeHints();
        new SeqIdRuntimeHints().registerHints(hints, SeqIdRuntimeHintsTest.class.getClassLoader());
        return hints;
    }

    @Test
    void theAutoConfigurationImportsTheHints() {
        assertThat(SeqIdAutoConfiguration.class.getAnnotation(ImportRuntimeHints.class).value()).containsExactly(SeqIdRuntimeHints.class);
    }

    @Test
    void hibernateMayCallTheGeneratorsConstructorAndLoadTheServiceContributor() throws Exception {
        RuntimeHints hints = registered();

        assertThat(RuntimeHintsPredicates.reflection().onConstructorInvocation(
                SeqIdHibernateGenerator.class.getConstructor(SeqIdGenerated.class, Member.class, GeneratorCreationContext.class))).accepts(hints);
        assertThat(RuntimeHintsPredicates.reflection().onType(SeqIdGenerated.class)).accepts(hints);
        assertThat(RuntimeHintsPredicates.reflection().onConstructorInvocation(SeqIdServiceContributor.class.getConstructor())).accepts(hints);
        assertThat(RuntimeHintsPredicates.resource().forResource("META-INF/services/org.hibernate.service.spi.ServiceContributor")).accepts(hints);
    }

    @Test
    void thePropertiesAndTheirFacadeGroupCanBeBound() throws Exception {
        RuntimeHints hints = registered();

        assertThat(RuntimeHintsPredicates.reflection().onConstructorInvocation(SeqIdProperties.class.getConstructor())).accepts(hints);
        assertThat(RuntimeHintsPredicates.reflection().onMethodInvocation(SeqIdProperties.class, "setLayout")).accepts(hints);
        assertThat(RuntimeHintsPredicates.reflection().onMethodInvocation(SeqIdProperties.class, "getFacade")).accepts(hints);
        assertThat(RuntimeHintsPredicates.reflection().onConstructorInvocation(SeqIdProperties.FacadeProperties.class.getConstructor())).accepts(hints);
        assertThat(RuntimeHintsPredicates.reflection().onMethodInvocation(SeqIdProperties.FacadeProperties.class, "setKey")).accepts(hints);
    }

    // The suppliers: declared for the entities of the JPA unit and of Spring Data's managed types.

    public static final class JpaIds implements Supplier<UuidGenerator> {
        @Override
        public UuidGenerator get() {
            return UuidGenerator.builder().build();
        }
    }

    public static final class RelationalIds implements Supplier<UuidGenerator> {
        @Override
        public UuidGenerator get() {
            return UuidGenerator.builder().build();
        }
    }

    public static final class NotNamed implements Supplier<UuidGenerator> {
        @Override
        public UuidGenerator get() {
            return UuidGenerator.builder().build();
        }
    }

    static class JpaOrder {
        @SeqIdGenerated(supplier = JpaIds.class)
        UUID id;
        @SeqIdGenerated
        UUID reference;
    }

    static class SubOrder extends JpaOrder {
    }

    record Delivery(@SeqIdOnSave(supplier = RelationalIds.class) UUID id, @SeqIdOnSave UUID reference) {
    }

    record Plain(@SeqIdOnSave UUID id, UUID other) {
    }

    private static RuntimeHints processed(DefaultListableBeanFactory beans) {
        BeanFactoryInitializationAotContribution contribution = new SeqIdSupplierAotProcessor().processAheadOfTime(beans);
        DefaultGenerationContext context = new DefaultGenerationContext(new ClassNameGenerator(ClassName.get("com.example", "App")),
                new InMemoryGeneratedFiles());
        if (contribution != null) {
            contribution.applyTo(context, null);
        }
        return context.getRuntimeHints();
    }

    @Test
    void theSuppliersOfJpaEntitiesAndSpringDataTypesMayBeConstructed() throws Exception {
        DefaultListableBeanFactory beans = new DefaultListableBeanFactory();
        beans.registerSingleton("persistenceManagedTypes", PersistenceManagedTypes.of(List.of(SubOrder.class.getName()), List.of()));
        beans.registerSingleton("r2dbcManagedTypes", ManagedTypes.from(Delivery.class, Plain.class));

        RuntimeHints hints = processed(beans);

        assertThat(RuntimeHintsPredicates.reflection().onConstructorInvocation(JpaIds.class.getConstructor()))
                .as("a supplier on a field of the entity's superclass").accepts(hints);
        assertThat(RuntimeHintsPredicates.reflection().onConstructorInvocation(RelationalIds.class.getConstructor())).accepts(hints);
        assertThat(RuntimeHintsPredicates.reflection().onType(NotNamed.class)).rejects(hints);
        assertThat(hints.reflection().typeHints()).as("the two suppliers, not the annotations' None markers").hasSize(2);
    }

    @Test
    void entitiesWithoutSuppliersOrNoEntitiesAtAllContributeNothing() {
        DefaultListableBeanFactory withoutSuppliers = new DefaultListableBeanFactory();
        withoutSuppliers.registerSingleton("r2dbcManagedTypes", ManagedTypes.from(Plain.class));

        assertThat(new SeqIdSupplierAotProcessor().processAheadOfTime(withoutSuppliers)).isNull();
        assertThat(new SeqIdSupplierAotProcessor().processAheadOfTime(new DefaultListableBeanFactory())).isNull();
    }

    @Test
    void springFindsTheProcessorInAotFactories() {
        assertThat(AotServices.factories(getClass().getClassLoader()).load(BeanFactoryInitializationAotProcessor.class))
                .hasAtLeastOneElementOfType(SeqIdSupplierAotProcessor.class);
    }
}
