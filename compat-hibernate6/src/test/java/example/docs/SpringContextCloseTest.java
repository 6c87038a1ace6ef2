package example.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.seqid.EntropySource;
import dev.seqid.PrefilledEntropySource;
import dev.seqid.UuidGenerator;
import org.junit.jupiter.api.Test;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * What docs/operating.md says a Spring context's close does to seqid's beans, on Spring Framework 6.2
 * (Spring Boot 3's): Spring calls {@code close()} on a bean whose object is {@link AutoCloseable},
 * whatever type the {@code @Bean} method declares. So the producer of a
 * {@link PrefilledEntropySource} of the application's own stops with the context; the shared source
 * refuses to close, which Spring logs and passes over, and it goes on working; a
 * {@link UuidGenerator} has nothing to close.
 */
class SpringContextCloseTest {

    @Configuration
    static class OwnEntropy {
        @Bean
        EntropySource entropy() {
            return new PrefilledEntropySource(64, 4);
        }

        @Bean
        UuidGenerator generator(EntropySource entropy) {
            return UuidGenerator.builder().entropy(entropy).build();
        }
    }

    @Configuration
    static class SharedEntropy {
        @Bean
        EntropySource entropy() {
            return EntropySource.secure();
        }
    }

    @Test
    void closingTheContextClosesAnEntropySourceOfTheApplicationsOwnAndTheGeneratorStillWorks() {
        PrefilledEntropySource entropy;
        UuidGenerator generator;
        try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext(OwnEntropy.class)) {
            entropy = (PrefilledEntropySource) context.getBean(EntropySource.class);
            generator = context.getBean(UuidGenerator.class);
            generator.next();
            assertThat(entropy.toString()).doesNotContain("closed");
        }
        assertThat(entropy.toString()).endsWith(", closed]");
        assertThat(generator.next().version()).as("after close, blocks are filled inline").isEqualTo(7);
    }

    @Test
    void closingTheContextLeavesTheSharedSourceWorking() {
        EntropySource shared;
        try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext(SharedEntropy.class)) {
            shared = context.getBean(EntropySource.class);
        }
        assertThat(shared).isSameAs(PrefilledEntropySource.shared());
        assertThat(shared.toString()).doesNotContain("closed");
        assertThat(UuidGenerator.builder().build().next().version()).isEqualTo(7);
    }
}
