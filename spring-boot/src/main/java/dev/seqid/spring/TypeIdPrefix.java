package dev.seqid.spring;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a {@link java.util.UUID} that the outside world sees as a TypeID of this prefix
 * ({@code inv_01h455vb4pex5vsknk084sn02q}, see {@link dev.seqid.TypeId}); the Java side holds the
 * UUID. With {@link Facade @Facade} beside it, the TypeID carries the id's façade
 * ({@link dev.seqid.TypeId.Prefix#encode TypeId.Prefix.encode}), made with the façade bean that
 * {@code @Facade} uses, and the Java side holds the internal id.
 *
 * <ul>
 *   <li>On a required {@code @PathVariable} or {@code @RequestParam} of type {@code UUID} in Spring
 *   MVC or WebFlux: the request carries the TypeID and the method gets the UUID. Text that is not a
 *   TypeID of the prefix (another prefix, upper case, a canonical UUID, 25 or 27 characters), or
 *   with {@code @Facade} not a façade of the key, answers {@code seqid.facade.invalid-status} (404
 *   by default, or 400) with an {@code application/problem+json} body whose {@code detail} says
 *   what is wrong with the text, never 500 and never a null or plain UUID in its place.</li>
 *   <li>On a field or record component of type {@code UUID}, or a collection, array or
 *   {@code Optional} of {@code UUID}, read and written by the Jackson that Spring Boot
 *   auto-configures: JSON carries the TypeID text. A JSON value that is not one is a bad request
 *   (400), as any malformed body is.</li>
 * </ul>
 *
 * <p>The prefix may be empty, as the specification allows: the text is then the 26 characters
 * alone. A prefix that breaks the specification's rules fails the start where the start sees it
 * (handler method parameters, request and response bodies), else at first use, with the rule it
 * breaks. So do the places where a bad value could pass as absent (an optional or multi-valued
 * request parameter, a default value, a form-bound field, a {@code Map}), as for {@code @Facade}.
 * An annotation of the application's that carries {@code @TypeIdPrefix} (say {@code @InvoiceId})
 * works as {@code @TypeIdPrefix} does.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD, ElementType.ANNOTATION_TYPE})
public @interface TypeIdPrefix {

    /**
     * The TypeID prefix: empty, or 1 to 63 characters {@code a-z} and {@code _} that start and end
     * with a letter.
     *
     * @return the prefix
     */
    String value();
}
