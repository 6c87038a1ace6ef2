package dev.seqid.spring;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a {@link java.util.UUID} that the outside world sees as its façade: the application's
 * {@link dev.seqid.UuidFacade} bean maps between the two, whether the {@code seqid.facade.*}
 * properties made it or the application defined it; of several beans, the {@code @Primary} one.
 *
 * <ul>
 *   <li>On a required {@code @PathVariable} or {@code @RequestParam} of type {@code UUID} in Spring
 *   MVC or WebFlux: the request carries the façade and the method gets the id. A value that is not
 *   a façade of the key answers {@code seqid.facade.invalid-status} (404 by default, or 400), never
 *   500.</li>
 *   <li>On a field or record component of type {@code UUID}, or a collection, array or
 *   {@code Optional} of {@code UUID}, read and written by the Jackson that Spring Boot
 *   auto-configures: JSON carries the façade of each id, the object holds the id. A JSON value
 *   that is not a façade is a bad request (400), as any malformed body is.</li>
 * </ul>
 * Entities and the database keep the plain id; only the boundary sees façades.
 *
 * <p>It never falls back to plain ids. The start fails where handler methods use it and there is
 * no façade bean, or several and none {@code @Primary}, or where it stands on something it cannot
 * map in full (an optional or multi-valued request parameter, a form-bound field, a {@code Map}).
 * JSON the start cannot see fails at its first use instead. An annotation of the application's
 * that carries {@code @Facade} works as {@code @Facade} does, on parameters and in JSON.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD, ElementType.ANNOTATION_TYPE})
public @interface Facade {
}
