package dev.seqid.spring;

import dev.seqid.UuidFacade;
import java.util.List;
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
 * With {@code seqid.facade.key} (or {@code seqid.facade.scheme}) set: a {@link UuidFacade} bean of
 * those properties, unless the application defines its own, and {@link Facade @Facade} wherever
 * the application has the stack for it: Spring MVC and WebFlux path variables and request
 * parameters, and the fields and record components of the Jackson 3 {@code JsonMapper} that Spring
 * Boot auto-configures. Each part is conditional on its classes, so none is needed.
 */
@AutoConfiguration
@EnableConfigurationProperties(SeqIdProperties.class)
@Conditional(SeqIdFacadeAutoConfiguration.FacadeConfigured.class)
public class SeqIdFacadeAutoConfiguration {

    /** Made by Spring Boot when it applies the auto-configuration; applications do not need one. */
    public SeqIdFacadeAutoConfiguration() {
    }

    /**
     * The façade of the {@code seqid.facade.*} properties.
     *
     * @param properties the bound {@code seqid.*} properties
     * @return a new façade
     * @throws IllegalArgumentException naming {@code seqid.facade.key} if only the scheme is set
     */
    @Bean
    @ConditionalOnMissingBean
    public UuidFacade uuidFacade(SeqIdProperties properties) {
        return properties.getFacade().newFacade();
    }

    /** {@link Facade @Facade} on Spring MVC parameters: decoding, and the configured status for what does not decode. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.web.servlet.config.annotation.WebMvcConfigurer")
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
    static class MvcParameters {

        @Bean
        WebMvcConfigurer seqIdFacadeWebMvcConfigurer(UuidFacade facade, SeqIdProperties properties) {
            int status = properties.getFacade().getInvalidStatus();
            return new WebMvcConfigurer() {
                @Override
                public void addFormatters(FormatterRegistry registry) {
                    registry.addConverter(new FacadeConverter(facade));
                }

                @Override
                public void extendHandlerExceptionResolvers(List<HandlerExceptionResolver> resolvers) {
                    resolvers.add(0, new FacadeHandlerExceptionResolver(status));
                }
            };
        }
    }

    /** {@link Facade @Facade} on WebFlux parameters: decoding, and the configured status for what does not decode. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.web.reactive.config.WebFluxConfigurer")
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.REACTIVE)
    static class WebFluxParameters {

        @Bean
        WebFluxConfigurer seqIdFacadeWebFluxConfigurer(UuidFacade facade) {
            return new WebFluxConfigurer() {
                @Override
                public void addFormatters(FormatterRegistry registry) {
                    registry.addConverter(new FacadeConverter(facade));
                }
            };
        }

        @Bean
        FacadeWebExceptionHandler seqIdFacadeWebExceptionHandler(SeqIdProperties properties) {
            return new FacadeWebExceptionHandler(properties.getFacade().getInvalidStatus());
        }
    }

    /** {@link Facade @Facade} on JSON fields and record components. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "tools.jackson.databind.JacksonModule")
    static class Json {

        @Bean
        JacksonModule seqIdFacadeJacksonModule(UuidFacade facade) {
            return new FacadeJacksonModule(facade);
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
