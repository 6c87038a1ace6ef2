package dev.seqid.spring;

import dev.seqid.hibernate.SeqIdGenerated;
import dev.seqid.hibernate.SeqIdHibernateGenerator;
import dev.seqid.hibernate.SeqIdServiceContributor;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.boot.context.properties.bind.BindableRuntimeHintsRegistrar;
import org.springframework.util.ClassUtils;

/**
 * What a native image must keep for the reflective steps seqid itself takes, whatever the
 * application's classes: the binding of {@link SeqIdProperties} (and its nested
 * {@code seqid.facade.*} group), and, with seqid-hibernate on the class path, the constructor
 * Hibernate calls reflectively for every {@code @SeqIdGenerated} attribute and the service
 * contributor it loads through {@code META-INF/services}. The supplier classes named in the
 * application's annotations are declared by {@link SeqIdSupplierAotProcessor}, which sees the
 * entities. Registered by {@code @ImportRuntimeHints} on {@link SeqIdAutoConfiguration}.
 *
 * <p>The façades' Jackson modules and every other seqid bean are made with {@code new} in the
 * auto-configurations, which Spring AOT turns into code: they need no hint.
 */
final class SeqIdRuntimeHints implements RuntimeHintsRegistrar {

    @Override
    public void registerHints(RuntimeHints hints, ClassLoader classLoader) {
        BindableRuntimeHintsRegistrar.forTypes(SeqIdProperties.class).registerHints(hints, classLoader);
        if (ClassUtils.isPresent("dev.seqid.hibernate.SeqIdHibernateGenerator", classLoader)
                && ClassUtils.isPresent("org.hibernate.generator.GeneratorCreationContext", classLoader)) {
            Hibernate.registerHints(hints);
        }
    }

    /** Apart, so that its references to seqid-hibernate's classes are resolved only when they are there. */
    private static final class Hibernate {

        /** Where Hibernate's service loader finds {@link SeqIdServiceContributor}. */
        static final String SERVICE_CONTRIBUTORS = "META-INF/services/org.hibernate.service.spi.ServiceContributor";

        static void registerHints(RuntimeHints hints) {
            // Hibernate reads @IdGeneratorType and @ValueGenerationType off the annotation's type,
            // then calls the generator's (SeqIdGenerated, Member, GeneratorCreationContext) constructor.
            hints.reflection().registerType(SeqIdGenerated.class);
            hints.reflection().registerType(SeqIdHibernateGenerator.class, MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS);
            hints.reflection().registerType(SeqIdServiceContributor.class, MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS);
            hints.resources().registerPattern(SERVICE_CONTRIBUTORS);
        }
    }
}
