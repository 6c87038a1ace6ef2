package dev.seqid.spring;

import dev.seqid.UuidFacade;
import java.util.Collection;
import java.util.List;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.AnyNestedCondition;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.format.FormatterRegistry;
import org.springframework.web.reactive.config.WebFluxConfigurer;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import tools.jackson.databind.JacksonModule;

/**
 * {@link Facade @Facade} wherever the application has the stack for it (Spring MVC and WebFlux path
 * variables and request parameters, and the fields and record components of the Jackson 3
 * {@code JsonMapper} that Spring Boot auto-configures), and {@link TypeIdPrefix @TypeIdPrefix} in the
 * same places (a TypeID of the id, or with {@code @Facade} of its façade), with whichever {@link UuidFacade} bean the
 * application has: the one the {@code seqid.facade.*} properties make, or its own (then those
 * properties are not read), or of several the {@code @Primary} one ({@link FacadeBeanChoice}).
 * Each part is conditional on its classes, so none is needed.
 *
 * <p>The parts are there with or without a façade bean, so that {@code @Facade} never degrades to
 * plain UUIDs: where it is used and there is no bean to use, or several and no way to pick, the
 * start fails ({@link FacadeStartCheck}), or, for a use the start cannot see, the first use does.
 */
@AutoConfiguration
@EnableConfigurationProperties(SeqIdProperties.class)
public class SeqIdFacadeAutoConfiguration {

    /** Made by Spring Boot when it applies the auto-configuration; applications do not need one. */
    public SeqIdFacadeAutoConfiguration() {
    }

    /**
     * The façade of the {@code seqid.facade.*} properties, when {@code seqid.facade.key} (or
     * {@code seqid.facade.scheme}) is set and the application has no {@link UuidFacade} bean.
     *
     * @param properties the bound {@code seqid.*} properties
     * @return a new façade
     * @throws IllegalArgumentException naming {@code seqid.facade.key} if only the scheme is set
     */
    @Bean
    @Conditional(FacadeConfigured.class)
    @ConditionalOnMissingBean
    public UuidFacade uuidFacade(SeqIdProperties properties) {
        return properties.getFacade().newFacade();
    }

    @Bean
    static FacadeBeanChoice seqIdFacadeBeanChoice(ListableBeanFactory beans, ObjectProvider<UuidFacade> facades) {
        return new FacadeBeanChoice(beans, facades);
    }

    /** {@link Facade @Facade} and {@link TypeIdPrefix @TypeIdPrefix} on Spring MVC parameters: decoding, the configured status for what does not decode, the start check. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.web.servlet.config.annotation.WebMvcConfigurer")
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
    static class MvcParameters {

        @Bean
        WebMvcConfigurer seqIdFacadeWebMvcConfigurer(FacadeBeanChoice choice, SeqIdProperties properties) {
            int status = properties.getFacade().getInvalidStatus();
            return new WebMvcConfigurer() {
                @Override
                public void addFormatters(FormatterRegistry registry) {
                    registry.addConverter(new FacadeConverter(choice));
                    registry.addConverter(new TypeIdConverter(choice));
                }

                @Override
                public void extendHandlerExceptionResolvers(List<HandlerExceptionResolver> resolvers) {
                    resolvers.add(0, new FacadeHandlerExceptionResolver(status));
                    resolvers.add(0, new TypeIdHandlerExceptionResolver(status, choice));
                }
            };
        }

        @Bean
        FacadeStartCheck seqIdFacadeMvcStartCheck(FacadeBeanChoice choice, ListableBeanFactory beans) {
            return new FacadeStartCheck(choice, () -> FacadeStartCheck.handlerMethods(
                    beans.getBeansOfType(org.springframework.web.servlet.handler.AbstractHandlerMethodMapping.class).values().stream()
                            .map(mapping -> (Collection<?>) mapping.getHandlerMethods().values())));
        }
    }

    /** {@link Facade @Facade} and {@link TypeIdPrefix @TypeIdPrefix} on WebFlux parameters: decoding, the configured status for what does not decode, the start check. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.web.reactive.config.WebFluxConfigurer")
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.REACTIVE)
    static class WebFluxParameters {

        @Bean
        WebFluxConfigurer seqIdFacadeWebFluxConfigurer(FacadeBeanChoice choice) {
            return new WebFluxConfigurer() {
                @Override
                public void addFormatters(FormatterRegistry registry) {
                    registry.addConverter(new FacadeConverter(choice));
                    registry.addConverter(new TypeIdConverter(choice));
                }
            };
        }

        @Bean
        FacadeWebExceptionHandler seqIdFacadeWebExceptionHandler(SeqIdProperties properties) {
            return new FacadeWebExceptionHandler(properties.getFacade().getInvalidStatus());
        }

        @Bean
        TypeIdWebExceptionHandler seqIdTypeIdWebExceptionHandler(FacadeBeanChoice choice, SeqIdProperties properties) {
            return new TypeIdWebExceptionHandler(properties.getFacade().getInvalidStatus(), choice);
        }

        @Bean
        FacadeStartCheck seqIdFacadeWebFluxStartCheck(FacadeBeanChoice choice, ListableBeanFactory beans) {
            return new FacadeStartCheck(choice, () -> FacadeStartCheck.handlerMethods(
                    beans.getBeansOfType(org.springframework.web.reactive.result.method.AbstractHandlerMethodMapping.class).values().stream()
                            .map(mapping -> (Collection<?>) mapping.getHandlerMethods().values())));
        }
    }

    /** {@link Facade @Facade} and {@link TypeIdPrefix @TypeIdPrefix} on JSON fields and record components. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "tools.jackson.databind.JacksonModule")
    static class Json {

        @Bean
        JacksonModule seqIdFacadeJacksonModule(FacadeBeanChoice choice) {
            return new FacadeJacksonModule(choice);
        }

        @Bean
        JacksonModule seqIdTypeIdJacksonModule(FacadeBeanChoice choice) {
            return new TypeIdJacksonModule(choice);
        }
    }

    /** Either façade property is set; the bean method then reports a scheme without its key. */
    static final class FacadeConfigured extends AnyNestedCondition {

        FacadeConfigured() {
            super(ConfigurationPhase.REGISTER_BEAN);
        }

        @ConditionalOnProperty(prefix = "seqid.facade", name = "key")
        static final class Key {
        }

        @ConditionalOnProperty(prefix = "seqid.facade", name = "scheme")
        static final class Scheme {
        }
    }
}
