package dev.seqid.spring;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a {@link java.util.UUID} that the outside world sees as its façade: the application's
 * {@link dev.seqid.UuidFacade} bean (properties {@code seqid.facade.*}) maps between the two.
 *
 * <ul>
 *   <li>On a {@code @PathVariable} or {@code @RequestParam} of Spring MVC or WebFlux: the request
 *   carries the façade and the method gets the id. A value that is not a façade of the key answers
 *   {@code seqid.facade.invalid-status} (404 by default, or 400), never 500.</li>
 *   <li>On a field or record component read and written by the Jackson that Spring Boot
 *   auto-configures: JSON carries the façade, the object holds the id. A JSON value that is not a
 *   façade is a bad request (400), as any malformed body is.</li>
 * </ul>
 * Entities and the database keep the plain id; only the boundary sees façades.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD, ElementType.ANNOTATION_TYPE})
public @interface Facade {
}
