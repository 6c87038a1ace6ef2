package dev.seqid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The names a configuration gives entropy sources: one name per factory method, the default first. */
class EntropySourceNamedTest {

    @Test
    void eachNameGivesItsFactoryMethodsSource() {
        assertThat(EntropySource.named("secure")).isSameAs(EntropySource.secure());
        assertThat(EntropySource.named("per-thread-drbg")).isSameAs(EntropySource.perThreadDrbg());
        assertThat(EntropySource.named("secure-random")).isNotSameAs(EntropySource.named("secure-random"));
        assertThat(EntropySource.named("thread-local-random")).isSameAs(EntropySource.threadLocalRandom());
        assertThat(EntropySource.named("secure-random").toString()).startsWith("EntropySource.of(");
        assertThat(EntropySource.names()).first().isEqualTo(UuidGenerator.DEFAULT_ENTROPY);
    }

    @Test
    void anUnknownNameListsTheKnownOnesOnce() {
        assertThatThrownBy(() -> EntropySource.named("fast")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown entropy 'fast'; known: secure, per-thread-drbg, secure-random, thread-local-random");
    }
}
