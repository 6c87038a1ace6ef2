package dev.seqid.spring;

import java.lang.reflect.AnnotatedElement;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.beans.factory.aot.BeanFactoryInitializationAotContribution;
import org.springframework.beans.factory.aot.BeanFactoryInitializationAotProcessor;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.core.annotation.MergedAnnotation;
import org.springframework.core.annotation.MergedAnnotations;
import org.springframework.data.domain.ManagedTypes;
import org.springframework.orm.jpa.persistenceunit.PersistenceManagedTypes;
import org.springframework.util.ClassUtils;
import org.springframework.util.ReflectionUtils;

/**
 * Declares, at AOT processing, the constructors of the supplier classes named in
 * {@code @SeqIdGenerated(supplier = ...)} (seqid-hibernate) and {@code @SeqIdOnSave(supplier = ...)}
 * (seqid-spring-data): seqid makes a supplier that is not a bean through its constructor,
 * reflectively, which a native image allows only for declared constructors. The entities are those
 * Spring Boot scanned: the JPA persistence unit's managed classes and the Spring Data JDBC and
 * R2DBC managed types. Listed in {@code META-INF/spring/aot.factories}.
 */
final class SeqIdSupplierAotProcessor implements BeanFactoryInitializationAotProcessor {

    /** The annotations whose {@code supplier} is read, by name, so that neither adapter is needed. */
    static final List<String> ANNOTATIONS = List.of("dev.seqid.hibernate.SeqIdGenerated", "dev.seqid.springdata.SeqIdOnSave");

    @Override
    public BeanFactoryInitializationAotContribution processAheadOfTime(ConfigurableListableBeanFactory beanFactory) {
        ClassLoader classLoader = beanFactory.getBeanClassLoader();
        Set<Class<?>> suppliers = new LinkedHashSet<>();
        for (Class<?> entity : entities(beanFactory, classLoader)) {
            suppliers.addAll(suppliersOf(entity));
        }
        if (suppliers.isEmpty()) {
            return null;
        }
        return (generationContext, code) -> suppliers.forEach(
                supplier -> generationContext.getRuntimeHints().reflection().registerType(supplier, MemberCategory.INVOKE_DECLARED_CONSTRUCTORS));
    }

    /** The entity classes of the context's JPA and Spring Data managed types, those it has. */
    private static List<Class<?>> entities(ConfigurableListableBeanFactory beanFactory, ClassLoader classLoader) {
        List<Class<?>> entities = new ArrayList<>();
        if (ClassUtils.isPresent("org.springframework.orm.jpa.persistenceunit.PersistenceManagedTypes", classLoader)) {
            entities.addAll(Jpa.entities(beanFactory, classLoader));
        }
        if (ClassUtils.isPresent("org.springframework.data.domain.ManagedTypes", classLoader)) {
            entities.addAll(SpringData.entities(beanFactory));
        }
        return entities;
    }

    /** The supplier classes the fields and methods of {@code entity} and its superclasses name, markers left out. */
    static Set<Class<?>> suppliersOf(Class<?> entity) {
        Set<Class<?>> suppliers = new LinkedHashSet<>();
        ReflectionUtils.doWithFields(entity, field -> addSuppliers(field, suppliers));
        ReflectionUtils.doWithMethods(entity, method -> addSuppliers(method, suppliers));
        return suppliers;
    }

    private static void addSuppliers(AnnotatedElement element, Set<Class<?>> suppliers) {
        MergedAnnotations annotations = MergedAnnotations.from(element);
        for (String name : ANNOTATIONS) {
            MergedAnnotation<?> annotation = annotations.get(name);
            if (annotation.isPresent()) {
                Class<?> supplier = annotation.getClass("supplier");
                if (!supplier.getName().equals(name + "$None")) {
                    suppliers.add(supplier);
                }
            }
        }
    }

    /** Apart, so that spring-orm is needed only when it is there. */
    private static final class Jpa {
        static List<Class<?>> entities(ConfigurableListableBeanFactory beanFactory, ClassLoader classLoader) {
            List<Class<?>> entities = new ArrayList<>();
            for (String name : beanFactory.getBeanNamesForType(PersistenceManagedTypes.class, false, false)) {
                for (String className : beanFactory.getBean(name, PersistenceManagedTypes.class).getManagedClassNames()) {
                    entities.add(ClassUtils.resolveClassName(className, classLoader));
                }
            }
            return entities;
        }
    }

    /** Apart, so that spring-data-commons is needed only when it is there. */
    private static final class SpringData {
        static List<Class<?>> entities(ConfigurableListableBeanFactory beanFactory) {
            List<Class<?>> entities = new ArrayList<>();
            for (String name : beanFactory.getBeanNamesForType(ManagedTypes.class, false, false)) {
                entities.addAll(beanFactory.getBean(name, ManagedTypes.class).toList());
            }
            return entities;
        }
    }
}
