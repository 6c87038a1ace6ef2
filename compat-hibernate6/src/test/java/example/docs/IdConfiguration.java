package example.docs;

import dev.seqid.UuidGenerator;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The Spring configuration of docs/compatibility.md ("Spring Boot 3 and Hibernate 6"), copied into the page line for line. */
// tag::bean[]
@Configuration
public class IdConfiguration {
    @Bean
    public UuidGenerator uuidGenerator() {
        return SeqIdV7Generator.IDS;   // the generator of the entities' ids, for code that makes ids itself
    }
}
// end::bean[]
