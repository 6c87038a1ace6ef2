package example.docs;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hibernate.annotations.IdGeneratorType;

/** The id annotation of docs/compatibility.md ("Spring Boot 3 and Hibernate 6"), copied into the page line for line. */
// tag::annotation[]
@IdGeneratorType(SeqIdV7Generator.class)
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD})
public @interface SeqIdV7 {
}
// end::annotation[]
